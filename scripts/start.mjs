// `npm start`: serves what the project has so far on http://localhost:3000 (PORT overrides):
// a status page, the form engine's published definition schema, and the built Storybook of
// every widget. The real server (apps/server) replaces this script once it exists.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 3000);
const root = fileURLToPath(new URL('..', import.meta.url));
const schema = join(root, 'packages/form-engine/schema/form-definition.schema.json');
const storybook = join(root, 'storybook-static');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admissions platform</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
code{background:#f2f2f2;padding:0 .25rem}a{color:#1d4f91}</style></head>
<body><main>
<h1>Admissions platform</h1>
<p>Built so far: the form engine (definitions, compiler and linter, conditions, hide rules,
validation, store, React widgets) and the partner's two application variants. The API server and
the applicant portal come next.</p>
<ul>
<li><a href="/storybook/">Storybook</a>: every widget in every state, and the real application pages</li>
<li><a href="/schemas/form-definition.schema.json">Form definition JSON Schema</a> (draft 2020-12)</li>
<li>Lint a definition: <code>npx form-engine lint my-form.json --model model.json</code></li>
</ul>
</main></body></html>`;

/** Sends a file of `base`, refusing any path that would leave it. */
function sendFile(response, base, relative) {
  const path = normalize(join(base, relative));
  if (!path.startsWith(base + sep) && path !== base) return false;
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path;
  if (!existsSync(file)) return false;
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
  return true;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(pathname);
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
    return;
  }
  if (
    path === '/schemas/form-definition.schema.json' &&
    sendFile(response, join(schema, '..'), 'form-definition.schema.json')
  )
    return;
  if (path === '/storybook') {
    response.writeHead(301, { location: '/storybook/' });
    response.end();
    return;
  }
  if (
    path.startsWith('/storybook/') &&
    sendFile(response, storybook, path.slice('/storybook/'.length))
  )
    return;
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'Not found' }));
});

server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
