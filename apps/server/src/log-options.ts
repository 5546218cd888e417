/**
 * The server's log settings. Fastify logs each request's method and URL; URLs can carry secrets
 * in their query (a prefilled link's `token`, a `service_token`, the PDF download `token`, a
 * password-reset `id`), and logs are read by more people than the data is. So every query value
 * is replaced before a URL reaches the log: the log keeps which parameters came, not their values.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';

/** The URL with each query value replaced by `…`. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=…`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's logger options: pino, with requests logged without query values (or headers). */
export function logOptions(stream?: Writable): FastifyServerOptions['logger'] {
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
