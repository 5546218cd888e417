import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const STORYBOOK = `${ROOT}storybook-static`;
const SCHEMAS = `${ROOT}packages/form-engine/schema`;

const HOME = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admissions platform</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
code{background:#f2f2f2;padding:0 .25rem}a{color:#1d4f91}</style></head>
<body><main>
<h1>Admissions platform</h1>
<p>This server implements the REST API of the application (accounts, sessions, answers,
submission). The applicant portal is not built yet; until then this page links to what is.</p>
<ul>
<li><a href="/storybook/">Storybook</a>: every widget in every state, and the real application pages</li>
<li><a href="/schemas/form-definition.schema.json">Form definition JSON Schema</a> (draft 2020-12)</li>
<li><a href="/health">Health check</a></li>
</ul>
</main></body></html>`;

/**
 * What the origin serves besides the API until the portal exists: a home page, the built
 * Storybook (when `npm run build-storybook` has run) and the published definition schema.
 */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(HOME));
  await app.register(fastifyStatic, {
    root: SCHEMAS,
    prefix: '/schemas/',
    decorateReply: false,
    index: false,
  });
  if (existsSync(STORYBOOK))
    await app.register(fastifyStatic, {
      root: STORYBOOK,
      prefix: '/storybook/',
      decorateReply: false,
    });
}
