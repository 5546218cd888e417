import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/** An error with an HTTP status whose message is safe to show (the specification's `{ message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the body, e.g. `errors` by key on a failed submission. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const GENERIC_ERROR =
  "We've encountered an unexpected error at this time. Please try again later.";
export const SESSION_INVALID =
  'Your session is invalid. Please clear your cookies and login again.';
export const SERVICE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a moment.';

/**
 * SQLSTATEs of a PostgreSQL that is shutting down, restarting or not yet accepting connections
 * (class 57P), out of connection slots (53300), whose connection broke (class 08), or that did not
 * finish a statement within `statement_timeout` (57014) or ended a transaction left idle (25P03).
 */
const UNAVAILABLE_SQLSTATES = /^(57P0[123]|57014|25P03|53300|08...)$/;
/** Socket errors of a database (or store) that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * What `pg` and its pool throw, without a code, when a connection drops or cannot be made, or when
 * the driver's own query deadline passes (a frozen server: `Query read timeout`).
 */
const DROPPED_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|timeout expired|Query read timeout)/;

/**
 * Whether an error means the database is unreachable for now (a restart, a failover, a network
 * blip, a freeze) rather than that the request or the code is wrong: such a request is answered 503, and
 * the same request succeeds once the database is back (the pool reconnects on its own).
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || NETWORK_CODES.has(code)))
    return true;
  if (DROPPED_CONNECTION.test(error.message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isServiceUnavailable(e, depth + 1))
  )
    return true;
  return isServiceUnavailable(error.cause, depth + 1);
}

/**
 * Every error becomes `{ message }` JSON with a fitting status: 400 for a body or query that
 * fails its schema (or is not JSON), 413 too large, 415 not JSON, 429 rate limited, the status of
 * an HttpError, 503 while the database is unreachable; anything else is a 500 whose details stay
 * in the log.
 */
/** The most of a refused body read and discarded so that its sender gets the reply. */
export const MAX_DRAINED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Reads and discards the rest of a body refused before it was read (413), so that the client,
 * still sending, then reads the reply: left unread, the body fills the connection's buffers, the
 * client never finishes sending and reports a network error instead of "too large" (issue 26,
 * finding 11). Past {@link MAX_DRAINED_BODY_BYTES} the connection is closed instead; a slow
 * sender is cut by the request timeout.
 */
function drainRefusedBody(raw: IncomingMessage): void {
  if (raw.complete) return;
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BODY_BYTES) raw.socket.destroy();
  });
  raw.resume();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error.statusCode === 413) {
      // Fastify asks for the connection to be closed after a refused body; closing while the
      // client still sends resets the connection before it reads the reply. Draining keeps it.
      reply.removeHeader('connection');
      drainRefusedBody(request.raw);
    }
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ ...error.body, message: error.message });
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: SERVICE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (error.validation)
      return reply.status(400).send({ message: `Invalid request: ${error.message}` });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_ERROR });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
