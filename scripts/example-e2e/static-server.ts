/**
 * A tiny static file server for a built single-page app: files from `dir`, index.html for
 * anything else, under a strict Content-Security-Policy (the app's own scripts and styles only:
 * no inline script or style, no `eval`: the example's form is built ahead of time). Enough for
 * the example's end-to-end spec; not for production.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

export async function serveStatic(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.includes('..') || path === '/' ? 'index.html' : path.slice(1);
    readFile(join(dir, file))
      .then((body) => ({ body, type: TYPES[extname(file)] ?? 'application/octet-stream' }))
      .catch(() =>
        readFile(join(dir, 'index.html')).then((body) => ({ body, type: TYPES['.html']! })),
      )
      .then(({ body, type }) =>
        response
          .writeHead(200, { 'content-type': type, 'content-security-policy': POLICY })
          .end(body),
      )
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
