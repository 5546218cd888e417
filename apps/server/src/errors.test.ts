import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import type { Database } from './db/database.ts';
import { HttpError, isServiceUnavailable, SERVICE_UNAVAILABLE } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('an unreachable database', () => {
  it('is told apart from other errors', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('wrapped', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ])
      expect(isServiceUnavailable(error), error.message).toBe(true);
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error', '42601'),
      new Error('something else'),
      new HttpError(400, 'bad'),
      'ECONNREFUSED',
    ])
      expect(isServiceUnavailable(error)).toBe(false);
  });

  it('answers 503 with a message and Retry-After, not 500', async () => {
    const refused = async () => {
      throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    };
    const down: Database = {
      kind: 'postgres',
      query: refused,
      prepared: refused,
      transaction: refused,
      close: async () => undefined,
    };
    const app = await buildApp({
      config: readConfig({ COOKIE_SECURE: 'false', DATA_DIR: '.data-test', WORKERS: 'off' }),
      db: down,
      mailer: { send: async () => undefined },
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: 'admissions_session=anything' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE });
    } finally {
      await app.close();
    }
  });
});
