/** Liveness and readiness, for load balancers and orchestrators (docs/api.md › Operations). */
import type { RouteSpec } from '../route-spec.ts';

const statusReply = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    message: { type: 'string' },
    checks: {
      type: 'object',
      properties: {
        database: { type: 'string' },
        storage: { type: 'string' },
        rateLimits: { type: 'string' },
      },
    },
  },
} as const;

export const healthRoutes = {
  'GET /health': {
    method: 'GET',
    path: '/health',
    section: 'health',
    reply: { 200: statusReply },
    errors: [],
    doc: {
      reply:
        'liveness: `{ "status": "ok" }` whenever the process serves HTTP; it asks no dependency, so a database outage never gets a healthy process restarted',
    },
  },
  'GET /ready': {
    method: 'GET',
    path: '/ready',
    section: 'health',
    reply: { 200: statusReply, 503: statusReply },
    errors: [503],
    doc: {
      reply:
        'readiness: 200 `{ "status": "ready", "checks": { "database": "ok", "storage": "ok" } }` when the database answers `SELECT 1` and the store is usable (the disk store\'s directory writable, or the bucket reachable), and with `REDIS_URL` Redis answers a PING (`"rateLimits": "ok"`: logins and sign-ups need it), each within 3 s; else 503 (`Retry-After: 5`) `{ "status": "unavailable", "message", "checks" }` with `failing` for the broken one (the cause is in the log)',
    },
  },
} as const satisfies Record<string, RouteSpec>;
