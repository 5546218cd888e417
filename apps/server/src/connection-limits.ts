/**
 * Timeouts and a per-address connection cap for the HTTP server. Fastify's defaults switch off
 * Node's own request timeout and the idle-socket timeout (`connectionTimeout: 0`), so without
 * these one client that opens thousands of connections and never finishes a request holds every
 * file descriptor of the process and nobody else is served.
 */
import type { ServerOptions } from 'node:http';
import type { Server, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { HttpLimits } from './config.ts';

/** How often Node looks for requests past their header or request timeout (its default: 30 s). */
const checkEvery = (limits: HttpLimits): number =>
  Math.max(100, Math.min(1_000, limits.headersTimeoutMs / 4));

/** The Fastify (and Node `http.Server`) options that apply the timeouts. */
export function timeoutOptions(limits: HttpLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  // Node refuses a header timeout longer than the request timeout.
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: checkEvery(limits),
    },
  };
}

/** How often at most a refused connection is logged (an attack would flood the log). */
const LOG_EVERY_MS = 60_000;

/**
 * Destroys every connection beyond `max` that one remote address holds at once (0: no cap).
 * Counted on the raw socket, before any byte is read, so a refused connection costs nothing.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  log: FastifyBaseLogger,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  let lastLogged = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      const now = Date.now();
      if (now - lastLogged > LOG_EVERY_MS) {
        lastLogged = now;
        log.warn({ address, max }, 'connection refused: too many connections from one address');
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
