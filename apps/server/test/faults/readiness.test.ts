/**
 * Liveness and readiness (issue 13, finding 11): `/health` said ok while the database was
 * unreachable, so a load balancer kept sending applicants to an instance that could only answer
 * 503. Now `/health` is liveness only (no dependency) and `/ready` checks the database and the
 * object store: a server process on a private PostgreSQL cluster is not ready while the cluster
 * is stopped and ready again once it is back, without a restart; a store that cannot be written
 * makes it not ready either.
 */
import { writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { NOT_READY, READY_CHECK_TIMEOUT_MS } from '../../src/routes/health.ts';
import { diskStorage } from '../../src/storage/object-storage.ts';
import { call, waitFor } from './clients.ts';
import { createCluster, type PostgresCluster } from './postgres-cluster.ts';
import { tempDataDir } from './seed.ts';
import { killAllServers, startServer } from './server-process.ts';
import { recordFault } from './summary.ts';

afterAll(killAllServers);

describe('readiness with PostgreSQL stopped and started', () => {
  let cluster: PostgresCluster | undefined;
  afterAll(async () => {
    await cluster?.dispose();
  });

  it('is live throughout, not ready while the database is down, ready again after', async () => {
    cluster = await createCluster();
    const db = await openDatabase({ databaseUrl: cluster.url });
    await migrate(db);
    await db.close();
    const data = await tempDataDir();
    try {
      const server = await startServer('server', {
        DATABASE_URL: cluster.url,
        DATA_DIR: data.path,
        WORKERS: 'off',
      });
      expect((await call(server.url, 'GET', '/health')).status).toBe(200);
      const ready = await call(server.url, 'GET', '/ready');
      expect(ready).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
      });

      await cluster.stop('immediate');
      const down = await call(server.url, 'GET', '/ready', { timeoutMs: 10_000 });
      expect(down).toMatchObject({
        status: 503,
        body: {
          status: 'unavailable',
          message: NOT_READY,
          checks: { database: 'failing', storage: 'ok' },
        },
      });
      // Within the check's own time limit (3 s), with headroom.
      expect(down.ms).toBeLessThan(6_000);
      recordFault(`readiness: 503 in ${down.ms} ms with PostgreSQL stopped, /health 200`);
      expect((await call(server.url, 'GET', '/health')).status).toBe(200);

      await cluster.start();
      await waitFor(
        'ready again',
        async () => ((await call(server.url, 'GET', '/ready')).status === 200 ? true : undefined),
        { timeoutMs: 30_000 },
      );
      await server.stop();
    } finally {
      await data.dispose();
    }
  });
});

describe('readiness with an unusable store', () => {
  it('is not ready when the disk store cannot be written, and says so', async () => {
    const data = await tempDataDir();
    const db = await openDatabase({ inMemory: true });
    try {
      // The store's directory would be under a file: it can never be created.
      await writeFile(join(data.path, 'not-a-directory'), '');
      const app = await buildApp({
        config: readConfig({ DATA_DIR: data.path, WORKERS: 'off' }),
        db,
        mailer: { send: async () => undefined },
        storage: diskStorage(join(data.path, 'not-a-directory', 'storage')),
      });
      try {
        const response = await app.inject({ method: 'GET', url: '/ready' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ checks: { database: 'ok', storage: 'failing' } });
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
      await data.dispose();
    }
  });
});

describe('readiness with a database that never answers', () => {
  it('is not ready within the check time limit instead of hanging', async () => {
    // Accepts connections and says nothing: a hung host, or a firewall that drops replies.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x` });
    const data = await tempDataDir();
    const app = await buildApp({
      config: readConfig({ DATA_DIR: data.path, WORKERS: 'off' }),
      db,
      mailer: { send: async () => undefined },
    });
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/ready' });
      const ms = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ checks: { database: 'failing', storage: 'ok' } });
      expect(ms).toBeGreaterThanOrEqual(READY_CHECK_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 2_000);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
      await db.close().catch(() => undefined);
      await data.dispose();
    }
  });
});
