/**
 * Slow and piled-up connections (issue 13, finding 3): a client that sends its requests a byte at
 * a time, or never finishes them, is cut off within the configured timeouts, and one address
 * cannot hold more than its share of connections while another client is still served. The
 * server listens on a real socket (short timeouts through the environment, as an operator sets
 * them); the database plays no part, so PGlite alone.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../app.ts';

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const CONNECTION_TIMEOUT_MS = 1_500;
const CAP = 5;
/**
 * Headroom for a loaded machine: Node checks its timeouts every quarter of the header timeout,
 * and a CI run beside other work (load 14 on two cores) closed the trickled body 5.1 s after the
 * start with 3 s of slack. Without the timeouts the sockets stay open for good (Infinity), so a
 * generous bound still fails when the feature breaks.
 */
const SLACK_MS = 6_000;

/** Opens a raw connection from `localAddress`; resolves once connected. */
function open(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with how long after `since` the server closed the socket (or `limit`, if it did not). */
function closedAfter(socket: Socket, since: number, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Infinity), limit);
    socket.on('error', () => undefined);
    // Read (and drop) the server's 408: a paused socket would never see the end of the stream.
    socket.resume();
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - since);
    });
  });
}

/** Writes `text` one character per `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]!);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

/** A plain GET over a fresh connection from `localAddress`: the status, or 0 when refused/reset. */
async function get(port: number, localAddress: string): Promise<number> {
  const socket = await open(port, localAddress).catch(() => undefined);
  if (!socket) return 0;
  return new Promise((resolve) => {
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(reply);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(0));
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  });
}

describe('connection timeouts and the per-address cap', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      WORKERS: 'off',
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('cuts off half-sent requests: silent, trickled headers, trickled body', async () => {
    const start = Date.now();
    const silent = await open(port);
    silent.write('GET /health HTTP/1.1\r\nHost: x\r\n'); // and never the blank line
    const slowHeaders = await open(port);
    trickle(slowHeaders, `GET /health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(500)}`, 100);
    const slowBody = await open(port);
    slowBody.write(
      'POST /public/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n',
    );
    trickle(slowBody, `{"username":"${'a'.repeat(990)}`, 100);

    const limit = REQUEST_TIMEOUT_MS + SLACK_MS + 2_000;
    const [a, b, c] = await Promise.all([
      closedAfter(silent, start, limit),
      closedAfter(slowHeaders, start, limit),
      closedAfter(slowBody, start, limit),
    ]);
    console.log(`cut off after: silent ${a} ms, trickled headers ${b} ms, trickled body ${c} ms`);
    expect(a).toBeLessThanOrEqual(Math.max(HEADERS_TIMEOUT_MS, CONNECTION_TIMEOUT_MS) + SLACK_MS);
    expect(b).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(c).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + SLACK_MS);
  }, 30_000);

  it('refuses connections beyond the cap from one address while serving another', async () => {
    // CAP connections from 127.0.0.1 that hold a half-sent request each.
    const held = await Promise.all(Array.from({ length: CAP }, () => open(port)));
    for (const socket of held) {
      socket.on('error', () => undefined);
      socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
    }
    try {
      // One more from that address is closed at once, unanswered...
      expect(await get(port, '127.0.0.1')).toBe(0);
      // ...while another address (127.0.0.2, also this machine) is served.
      expect(await get(port, '127.0.0.2')).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Once they are closed, the address is served again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(port, '127.0.0.1')).toBe(200);
  }, 30_000);
});
