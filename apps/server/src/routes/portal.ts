/**
 * What the origin serves besides the API: the applicant portal (the built `apps/portal/dist`, or
 * `PORTAL_DIR`), the published definition schema (`SCHEMA_DIR`), and Storybook and the form
 * author's playground (`STORYBOOK_DIR`, `PLAYGROUND_DIR`; a page saying how to build them until
 * they are built; their headers sandbox them: security-headers.ts). The four directories are
 * settings whose defaults are today's places in the checkout (settings/serving.ts), so a server
 * deployed elsewhere serves builds from wherever they are.
 *
 * Every GET that is not an API, asset or tool path answers with the portal's index.html (the
 * portal routes in the browser), into which the server writes the deployment's settings as meta
 * tags: the form variant and the inactivity timeout (the session idle timeout, so the portal's
 * warning comes before the server forgets the session). A form page asked for by a browser
 * without the identity cookie comes with the page already rendered inside `#root` (the build's
 * `prerendered/<variant>.json`), with its stylesheets written in: a visitor sees it and types
 * into it before any script runs, and the portal then hydrates it (issue 30). Hashed assets are cached for a year.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  encoded,
  escapeAttribute,
  formPreloads,
  inlineStylesheets,
  prerenderedFor,
  watchedFile,
} from './portal-page.ts';

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

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const PORTAL = config.portalDir;
  const DEV_TOOLS = [
    devTool('/storybook/', config.storybookDir, 'Storybook', 'npm run build-storybook'),
    devTool(
      '/playground/',
      config.playgroundDir,
      'The playground',
      'npm run build -w @admissions/playground',
    ),
  ];
  await app.register(fastifyStatic, {
    root: config.schemaDir,
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

  const indexHtml = watchedFile(`${PORTAL}/index.html`, async (html) => {
    const page = html.replace(
      '<head>',
      `<head>${meta}${await formPreloads(PORTAL, config.formVariant)}`,
    );
    return { page, withStyles: await inlineStylesheets(page, PORTAL) };
  });
  const compressedPages = new Map<string, Buffer>();
  const prerendered = watchedFile(
    `${PORTAL}/prerendered/${config.formVariant}.json`,
    (text) => JSON.parse(text) as Record<string, string>,
  );

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PORTAL.test(path)) return reply.callNotFound();
    if (!existsSync(`${PORTAL}/index.html`))
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    const markup = await prerenderedFor(request, path, prerendered);
    const index = await indexHtml();
    const html =
      markup === undefined
        ? index.page
        : index.withStyles.replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="">${markup}</div>`,
          );
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // One address, two pages: a cache must keep the visitor's apart from the applicant's.
      .header('vary', 'cookie, accept-encoding')
      .header('content-security-policy', csp);
    const compressed = encoded(compressedPages, html, request.headers['accept-encoding']);
    if (!compressed) return reply.send(html);
    return reply.header('content-encoding', compressed.encoding).send(compressed.body);
  });
}
