/**
 * Rate limits hold across instances and restarts (issue 19): the counters live in the shared
 * store, the database (PostgreSQL; PGlite's data directory) or Redis with REDIS_URL, so two
 * instances allow `max` in all, not 2 × `max`, and a restarted server still refuses. A store
 * that cannot be reached refuses the limited calls with 503 (fails closed).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { SERVICE_UNAVAILABLE } from '../../src/errors.ts';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { TOO_MANY_CONVERSIONS } from '../../src/routes/conversion.ts';
import type { ObjectStorage } from '../../src/storage/object-storage.ts';
import { liftRateLimits, PASSWORD } from '../accounts-helpers.ts';
import { accountLimitsOfProcess } from '../app.ts';
import { callAs, createLoggedInStudent } from '../application-helpers.ts';
import { memoryStorage, upload, url } from '../conversion-helpers.ts';
import { makePng } from '../conversion-fixtures.ts';
import { openTestDatabase, type TestDatabase, TEST_DATA_DIR } from '../databases.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 4;

const saved = { ...process.env };
beforeAll(() => {
  // The account limits are read from the environment when the routes are registered.
  liftRateLimits();
  process.env.RATE_LIMIT_LOGIN = String(LIMIT);
});
afterAll(() => {
  process.env = { ...saved };
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An instance of the server on `db`; its conversions limited to LIMIT an hour. */
async function instance(
  db: Database,
  env: NodeJS.ProcessEnv = {},
  storage: ObjectStorage = memoryStorage(),
): Promise<FastifyInstance> {
  const config = readConfig({
    ...accountLimitsOfProcess(),
    COOKIE_SECURE: 'false',
    DATA_DIR: TEST_DATA_DIR,
    WORKERS: 'off',
    CONVERSION_RATE_LIMIT: String(LIMIT),
    ...env,
  });
  const app = await buildApp({ config, db, storage, mailer: { send: async () => undefined } });
  apps.push(app);
  return app;
}

/** A wrong-password login for `username` from one address. */
const login = (app: FastifyInstance, username: string) =>
  app.inject({
    method: 'POST',
    url: '/public/login',
    payload: { username, password: PASSWORD },
    remoteAddress: '203.0.113.7',
  });

/** Logins alternating between `instances`: the status of each, in order. */
async function loginsAcross(instances: FastifyInstance[], username: string, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++)
    statuses.push((await login(instances[i % instances.length]!, username)).statusCode);
  return statuses;
}

/** LIMIT answers (401: no such account), then 429s. */
const limited = (n: number) => [...Array(LIMIT).fill(401), ...Array(n - LIMIT).fill(429)];

const freshUser = () => `limits-${randomBytes(4).toString('hex')}@example.edu`;

describe('limits shared by two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    other = await openDatabase({ databaseUrl: db.url! });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await db?.dispose();
  });

  it('refuses logins split between the instances at the limit, not at twice it', async () => {
    const both = [await instance(db), await instance(other)];
    const username = freshUser();
    const statuses = await loginsAcross(both, username, LIMIT * 2);
    expect(statuses).toEqual(limited(LIMIT * 2));
    const refused = await login(both[1]!, username);
    expect(refused.json()).toEqual({ message: MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('counts the per-address limit of each call across the instances', async () => {
    process.env.RATE_LIMIT_PER_ADDRESS = String(LIMIT);
    try {
      const both = [await instance(db), await instance(other)];
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT * 2; i++)
        statuses.push(
          (
            await both[i % 2]!.inject({
              method: 'POST',
              url: '/public/confirm',
              payload: { username: freshUser(), code: '000000' },
              remoteAddress: '198.51.100.9',
            })
          ).statusCode,
        );
      expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
    } finally {
      process.env.RATE_LIMIT_PER_ADDRESS = '100000';
    }
  }, 60_000);

  it('refuses conversions split between the instances at the per-student limit', async () => {
    const storage = memoryStorage();
    const both = [await instance(db, {}, storage), await instance(other, {}, storage)];
    const student = await createLoggedInStudent(db);
    const fileKey = await upload(db, storage, student, 'shared', makePng(), 'a.png');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++)
      statuses.push(
        (
          await callAs(both[i % 2]!, student, 'POST', url('shared'), {
            file_key: fileKey,
            file_name: 'a.png',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(LIMIT).fill(429)]);
    const refused = await callAs(both[0]!, student, 'POST', url('shared'), {
      file_key: fileKey,
      file_name: 'a.png',
    });
    expect(refused.json()).toEqual({ message: TOO_MANY_CONVERSIONS });
  }, 60_000);

  it('keeps the count when an instance restarts', async () => {
    const username = freshUser();
    const first = await instance(db);
    expect(await loginsAcross([first], username, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(401));
    await first.close();
    const restarted = await instance(other);
    expect(await loginsAcross([restarted], username, 2)).toEqual([401, 429]);
  }, 60_000);
});

describe('limits kept in PGlite across a restart', () => {
  it('still refuses after the server and its database are reopened', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'admissions-limits-'));
    try {
      const username = freshUser();
      const first = await openDatabase({ dataDir });
      await migrate(first);
      const app = await instance(first, { DATA_DIR: dataDir });
      expect(await loginsAcross([app], username, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(401));
      await apps.pop()!.close();
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        await migrate(second);
        const again = await instance(second, { DATA_DIR: dataDir });
        expect(await loginsAcross([again], username, 2)).toEqual([401, 429]);
        await apps.pop()!.close();
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('limits kept in Redis (REDIS_URL)', () => {
  // A prefix of this run's own, so parallel runs never share counters; only it is deleted.
  const prefix = `admissions-test:${randomBytes(6).toString('hex')}:`;
  const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const databases: TestDatabase[] = [];
  const pglite = async () => {
    const db = await openTestDatabase('pglite');
    databases.push(db);
    return db;
  };
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(databases.map((db) => db.dispose()));
    await redis.connect().catch(() => undefined);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares one limit between instances whose databases are not shared', async () => {
    const both = [await instance(await pglite(), env), await instance(await pglite(), env)];
    const username = freshUser();
    expect(await loginsAcross(both, username, LIMIT * 2)).toEqual(limited(LIMIT * 2));
    await redis.connect();
    expect(await redis.keys(`${prefix}*`)).not.toHaveLength(0);
  }, 60_000);

  it('keeps the count across a restart', async () => {
    const username = freshUser();
    const first = await instance(await pglite(), env);
    expect(await loginsAcross([first], username, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(401));
    await apps.pop()!.close();
    const restarted = await instance(await pglite(), env);
    expect(await loginsAcross([restarted], username, 2)).toEqual([401, 429]);
  }, 60_000);

  it('stores its keys hashed: no e-mail or IP address in Redis (issue 26, finding 8)', async () => {
    const app = await instance(await pglite(), env);
    const username = freshUser();
    expect((await login(app, username)).statusCode).toBe(401);
    await redis.connect().catch(() => undefined);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).not.toHaveLength(0);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^${prefix}[0-9a-f]{64}$`));
      expect(key).not.toContain(username);
      expect(key).not.toContain('203.0.113.7');
    }
  }, 60_000);

  it('/ready checks Redis: ready while it answers, 503 while it cannot be reached (issue 26, finding 7)', async () => {
    const ready = await instance(await pglite(), env);
    const up = await ready.inject({ method: 'GET', url: '/ready' });
    expect(up.statusCode).toBe(200);
    expect(up.json().checks).toEqual({ database: 'ok', storage: 'ok', rateLimits: 'ok' });
    const down = await instance(await pglite(), { REDIS_URL: 'redis://127.0.0.1:1' });
    const reply = await down.inject({ method: 'GET', url: '/ready' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().checks).toEqual({ database: 'ok', storage: 'ok', rateLimits: 'failing' });
  }, 60_000);

  it('refuses the limited calls with 503 while Redis cannot be reached (fails closed)', async () => {
    const app = await instance(await pglite(), { REDIS_URL: 'redis://127.0.0.1:1' });
    const started = Date.now();
    const response = await login(app, freshUser());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});
