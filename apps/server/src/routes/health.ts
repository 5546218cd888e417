/**
 * Liveness and readiness, for load balancers and orchestrators:
 *
 *   GET /health → 200 `{ status: 'ok' }` while the process serves HTTP at all (liveness: no
 *                 dependency is asked, so a database outage never gets the process restarted)
 *   GET /ready  → 200 `{ status: 'ready', checks }` when the database answers `SELECT 1`, the
 *                 object store is usable and, with `REDIS_URL`, Redis (the rate-limit store,
 *                 without which every login and sign-up fails 503) answers, each within
 *                 {@link READY_CHECK_TIMEOUT_MS}; otherwise
 *                 503 `{ status: 'unavailable', message, checks }` (take the instance out of
 *                 rotation, do not restart it)
 *
 * `checks` says `ok` or `failing` per dependency; the cause goes to the log only.
 */
import type { FastifyInstance } from 'fastify';
import { counterStoreOf } from '../rate-limit-store/counter-store.ts';
import { contractRoute } from './contract-route.ts';

/** How long each readiness check may take before it counts as failing. */
export const READY_CHECK_TIMEOUT_MS = 3_000;

export const NOT_READY = 'The service is not ready: a dependency is unreachable.';

type CheckResult = 'ok' | 'failing';

/** Runs `work` with a time limit; resolves with the error (or a timeout error) instead of throwing. */
async function within(ms: number, work: () => Promise<unknown>): Promise<Error | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([
      work().then(
        () => undefined,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, 'GET /health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  contractRoute(app, 'GET /ready', { logLevel: 'warn' }, async (request, reply) => {
    const { db, storage } = app.ctx;
    const counters = counterStoreOf(app);
    const [database, store, rateLimits] = await Promise.all([
      within(READY_CHECK_TIMEOUT_MS, () => db.query('SELECT 1')),
      within(READY_CHECK_TIMEOUT_MS, () =>
        storage.check ? storage.check() : storage.size('health/ready-probe'),
      ),
      // The database store is the database, checked above; Redis is a dependency of its own.
      counters.kind === 'redis'
        ? within(READY_CHECK_TIMEOUT_MS, () => counters.check())
        : Promise.resolve(undefined),
    ]);
    const checks: Partial<Record<'database' | 'storage' | 'rateLimits', CheckResult>> = {
      database: database ? 'failing' : 'ok',
      storage: store ? 'failing' : 'ok',
    };
    if (counters.kind === 'redis') checks.rateLimits = rateLimits ? 'failing' : 'ok';
    if (!database && !store && !rateLimits) return { status: 'ready', checks };
    request.log.warn(
      { database: database?.message, storage: store?.message, rateLimits: rateLimits?.message },
      'readiness check failed',
    );
    return reply.code(503).header('retry-after', '5').send({
      status: 'unavailable',
      message: NOT_READY,
      checks,
    });
  });
}
