// `npm start`: serves what the project has so far on http://localhost:3000 (PORT overrides).
// Today that is the form engine's published definition schema and a status page; the real
// server (apps/server) replaces this script once it exists.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 3000);
const schema = fileURLToPath(
  new URL('../packages/form-engine/schema/form-definition.schema.json', import.meta.url),
);

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admissions platform</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
code{background:#f2f2f2;padding:0 .25rem}</style></head>
<body><main>
<h1>Admissions platform</h1>
<p>The form engine core is built: definitions, compiler and linter, conditions, hide rules,
validation and the form store. The portal and the API server are not built yet.</p>
<ul>
<li><a href="/schemas/form-definition.schema.json">Form definition JSON Schema</a> (draft 2020-12)</li>
<li>Lint a definition: <code>npx form-engine lint my-form.json --model model.json</code></li>
</ul>
</main></body></html>`;

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === '/schemas/form-definition.schema.json' && existsSync(schema)) {
    response.writeHead(200, { 'content-type': 'application/schema+json' });
    createReadStream(schema).pipe(response);
    return;
  }
  if (pathname === '/') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'Not found' }));
});

server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
