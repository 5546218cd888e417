/**
 * The operator endpoint: how the command-line tools reach the database of a running server that
 * uses PGlite (which one process opens at a time, see `../data-dir/lock.ts`). A second HTTP
 * listener on 127.0.0.1 only, on a free port, whose every call needs the random secret the server
 * writes with its address to `DATA_DIR/operator.json` (mode 0600, in the 0700 DATA_DIR): whoever
 * can read that file can already read the database itself.
 *
 *   POST /service-token  { username, minutes } → { token }
 *   POST /tmp-token      { content, days }     → { token }   (content: the answers file's JSON)
 *
 * Errors are `{ message }` with 400, 401 or 404.
 */
import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { OperatorError, prefilledToken, serviceToken } from './actions.ts';

export const OPERATOR_FILE = 'operator.json';

/** What `operator.json` holds. */
export interface OperatorAddress {
  readonly url: string;
  readonly secret: string;
  readonly pid: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Starts the endpoint and writes `operator.json`; `close` stops it and removes the file. */
export async function startOperatorEndpoint(options: {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly log: FastifyBaseLogger;
}): Promise<{ readonly url: string; close(): Promise<void> }> {
  const { config, db, log } = options;
  const secret = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${secret}`);
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.addHook('onRequest', async (request, reply) => {
    const given = digest(String(request.headers.authorization ?? ''));
    if (!timingSafeEqual(given, expected))
      return reply.code(401).send({ message: 'Wrong or missing operator secret.' });
  });
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof OperatorError)
      return reply.code(error.statusCode).send({ message: error.message });
    if ((error as { validation?: unknown }).validation)
      return reply.code(400).send({ message: (error as Error).message });
    log.error({ err: error }, 'operator call failed');
    return reply.code(500).send({ message: 'The server failed; see its log.' });
  });
  app.post<{ Body: { username: string; minutes: number } }>(
    '/service-token',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'minutes'],
          additionalProperties: false,
          properties: { username: { type: 'string' }, minutes: { type: 'number' } },
        },
      },
    },
    async (request) => {
      const token = await serviceToken(db, request.body.username, request.body.minutes);
      log.info({ operator: 'service-token' }, 'operator issued a service link');
      return { token };
    },
  );
  app.post<{ Body: { content: unknown; days: number } }>(
    '/tmp-token',
    {
      schema: {
        body: {
          type: 'object',
          required: ['content', 'days'],
          additionalProperties: false,
          properties: { content: {}, days: { type: 'number' } },
        },
      },
    },
    async (request) => {
      const { content, days } = request.body;
      const token = await prefilledToken(db, content, config.formVariant, days);
      log.info({ operator: 'tmp-token' }, 'operator issued a prefilled link');
      return { token };
    },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const file = join(config.dataDir, OPERATOR_FILE);
  const content = JSON.stringify({ url, secret, pid: process.pid } satisfies OperatorAddress);
  // A fresh file (a left-over one would keep its old mode), written 0600.
  await unlink(file).catch(() => undefined);
  const handle = await open(file, 'wx', 0o600);
  await handle.writeFile(content);
  await handle.close();
  return {
    url,
    async close() {
      if ((await readFile(file, 'utf8').catch(() => '')) === content)
        await unlink(file).catch(() => undefined);
      await app.close();
    },
  };
}
