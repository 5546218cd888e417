/**
 * The server registers exactly the routes of the REST contract (`@admissions/api`), with the
 * contract's schemas: the portal's typed client and docs/api.md's tables say what it serves.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fastifySchemaOf, routes, type RouteSpec } from '@admissions/api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openTestDatabase, TEST_DATA_DIR, type TestDatabase } from './databases.ts';

/**
 * Not calls: the portal's pages and static files (`/`, and every `…/*` folder), and the HEAD
 * twin Fastify adds to each GET route.
 */
const isCall = (id: string, ids: ReadonlySet<string>): boolean =>
  !id.endsWith('/') &&
  !id.endsWith('*') &&
  !(id.startsWith('HEAD ') && ids.has(`GET ${id.slice(5)}`));

describe('the REST contract', () => {
  let app: FastifyInstance;
  let db: TestDatabase;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    const config = readConfig({ COOKIE_SECURE: 'false', DATA_DIR: TEST_DATA_DIR });
    app = await buildApp({ config, db, onRoute: (route) => void registered.push(route) });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('is served route by route, with its schemas', () => {
    for (const [id, spec] of Object.entries(routes) as [string, RouteSpec][]) {
      const route = registered.find((r) => r.url === spec.path && r.method === spec.method);
      expect(route, `${id} is not registered`).toBeDefined();
      expect(route!.schema, id).toEqual(fastifySchemaOf(spec));
    }
  });

  it('names every route the server registers', () => {
    const ids = new Set(Object.keys(routes));
    const extra = registered
      .flatMap((r) => [r.method].flat().map((method) => `${method} ${r.url}`))
      .filter((id) => !ids.has(id) && isCall(id, ids));
    expect(extra).toEqual([]);
  });

  it('answers a call without a session with an error status the route lists (401 on every /api route)', async () => {
    for (const [id, spec] of Object.entries(routes) as [string, RouteSpec][]) {
      const sendsBody = spec.method === 'POST' || spec.method === 'PUT';
      const response = await app.inject({
        method: spec.method,
        url: spec.path.replace(/:\w+/g, 'x'),
        ...(sendsBody ? { payload: {}, headers: { 'content-type': 'application/json' } } : {}),
      });
      if (spec.path.startsWith('/api/') || spec.path === '/storage/upload')
        expect(response.statusCode, id).toBe(401);
      if (response.statusCode >= 400) expect(spec.errors, id).toContain(response.statusCode);
    }
  });

  it('is the only way the route files register a route', async () => {
    const folder = new URL('../src/routes/', import.meta.url);
    for (const name of await readdir(folder)) {
      // The portal's pages and static files, and the contract's own registration.
      if (name === 'portal.ts' || name === 'contract-route.ts') continue;
      const text = await readFile(new URL(name, folder), 'utf8');
      expect(text, name).not.toMatch(/\bapp\.(get|post|put|delete|patch|route)\s*[<(]/);
    }
  });
});
