/**
 * What the origin serves besides the API: the applicant portal (the built `apps/portal/dist`, or
 * `PORTAL_DIR`), the published definition schema, and Storybook and the form author's playground (a page saying
 * how to build them until they are built; their headers sandbox them: security-headers.ts).
 *
 * Every GET that is not an API, asset or tool path answers with the portal's index.html (the
 * portal routes in the browser), into which the server writes the deployment's settings as meta
 * tags: the form variant and the inactivity timeout (the session idle timeout, so the portal's
 * warning comes before the server forgets the session). Hashed assets are cached for a year.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCHEMAS = `${ROOT}packages/form-engine/schema`;

/** Paths the portal never owns: a miss there is a JSON 404, not the portal's page. */
const NOT_PORTAL =
  /^\/(api|public|service|lookup|storage|schemas|storybook|playground|assets|health)(\/|$)/;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Admissions platform</title></head><body><main><h1>Admissions platform</h1>
<p>The portal is not built. Run <code>npm run build</code>, then reload.</p></main></body></html>`;

/** A developer tool's build, and the page its path answers while there is none. */
const devTool = (prefix: string, root: string, name: string, build: string) => ({
  prefix,
  root,
  notBuilt: `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${name} is not built</title></head><body><main><h1>${name} is not built</h1>
<p>Run <code>${build}</code>, then reload.</p></main></body></html>`,
});
const DEV_TOOLS = [
  devTool('/storybook/', `${ROOT}storybook-static`, 'Storybook', 'npm run build-storybook'),
  devTool(
    '/playground/',
    `${ROOT}apps/playground/dist`,
    'The playground',
    'npm run build -w @admissions/playground',
  ),
];

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<link rel="modulepreload">` for the chunk of the deployment's variant (the form built ahead of
 * time, `virtual:form-engine/<variant>`) and the chunks it imports, found in the build's Vite
 * manifest: the browser fetches the form with the page's own scripts instead of after them (the
 * portal imports only its variant's chunk, so Vite cannot preload it itself). Nothing without a
 * manifest (an older build): the form then loads when the portal asks for it.
 */
async function formPreloads(portalDir: string, variant: string): Promise<string> {
  type Chunk = { file: string; imports?: string[] };
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(await readFile(`${portalDir}/.vite/manifest.json`, 'utf8')) as never;
  } catch {
    return '';
  }
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(`virtual:form-engine/${variant}`);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('');
}

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const PORTAL = config.portalDir;
  await app.register(fastifyStatic, {
    root: SCHEMAS,
    prefix: '/schemas/',
    decorateReply: false,
    index: false,
  });
  // The developer tools: static, and sandboxed away from this origin by their headers
  // (security-headers.ts), since they run what an author (or a shared link) gives them.
  for (const tool of DEV_TOOLS)
    if (existsSync(tool.root))
      await app.register(fastifyStatic, {
        root: tool.root,
        prefix: tool.prefix,
        decorateReply: false,
      });
    else
      app.get(`${tool.prefix}*`, (_request, reply) =>
        reply.code(404).type('text/html; charset=utf-8').send(tool.notBuilt),
      );
  if (existsSync(`${PORTAL}/assets`))
    await app.register(fastifyStatic, {
      root: `${PORTAL}/assets`,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
      // The build writes Brotli and gzip copies beside each script and stylesheet
      // (apps/portal/build/precompress.ts): sent as they are, never compressed per request.
      preCompressed: true,
      // One URL, several encodings: a shared cache must key its copies by what was accepted.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
    });

  const meta = [
    ['admissions-variant', config.formVariant],
    ['admissions-idle-timeout-ms', String(config.sessionIdleMs)],
  ]
    .map(([name, value]) => `<meta name="${name}" content="${escapeAttribute(value!)}">`)
    .join('');
  // Uploads go to the bucket's origin when there is one.
  const uploadOrigin = config.s3?.endpoint ? new URL(config.s3.endpoint).origin : '';
  const csp = [
    "default-src 'self'",
    // Only the portal's own files: no inline script, no other origin, and no `eval` — the form
    // and its validators are built ahead of time (the engine's Vite plugin), so nothing is
    // compiled in the browser (docs/security.md).
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${config.s3 ? ` ${uploadOrigin || 'https://*.amazonaws.com'}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

  // Kept in memory, and read again when the file changes (a new build under a running server).
  let page: { mtimeMs: number; html: Promise<string> } | undefined;
  const indexHtml = async () => {
    const { mtimeMs } = await stat(`${PORTAL}/index.html`);
    if (page?.mtimeMs !== mtimeMs)
      page = {
        mtimeMs,
        html: Promise.all([
          readFile(`${PORTAL}/index.html`, 'utf8'),
          formPreloads(PORTAL, config.formVariant),
        ]).then(([html, preloads]) => html.replace('<head>', `<head>${meta}${preloads}`)),
      };
    return page.html;
  };

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PORTAL.test(path)) return reply.callNotFound();
    if (!existsSync(`${PORTAL}/index.html`))
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .send(await indexHtml());
  });
}
