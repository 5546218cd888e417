/**
 * Serves the built playground as the server does (`/playground/` beside Storybook), with the
 * server's own headers for it (apps/server/src/security-headers.ts): each page sandboxed into an
 * opaque origin, no inline script, `unsafe-eval` for ajv (the run-time compiler needs it), no
 * request at all. So the spec proves the app works under exactly that.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { devToolHeaders } from '../../server/src/security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.json': 'application/json',
};

/** Starts the static server on a free port; resolves with its base URL and a closer. */
export async function serveDist(
  dist: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0]!);
    if (!path.startsWith('/playground/')) {
      response.writeHead(404).end();
      return;
    }
    let file = normalize(join(dist, path.slice('/playground/'.length)));
    if (!file.startsWith(dist)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      ...devToolHeaders('playground', path),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/playground/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
