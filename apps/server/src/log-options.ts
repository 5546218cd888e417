/**
 * The server's log settings.
 *
 * One line per request, written when the response has gone out: method, URL, status, response
 * time, the client's address and the request id (pino's `reqId`). URLs can carry secrets in their
 * query (a prefilled link's `token`, a `service_token`, the PDF download `token`, a
 * password-reset `id`), and logs are read by more people than the data is, so every query value
 * is replaced before a URL reaches the log: the log keeps which parameters came, not their values.
 * Headers (cookies, which hold session tokens) and bodies (passwords, answers) are never logged.
 *
 * `npm start` logs to standard output through a buffer written every few milliseconds
 * (`log-destination.ts`); a warning or an error is written out at once.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyServerOptions } from 'fastify';

/**
 * pino's level number of `warn`: warnings and errors are written out at once (they are rare, and
 * an operator or a test reading the log as it happens waits for them), the rest in batches.
 */
const AT_ONCE_LEVEL = 40;

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

/**
 * Fastify's request log as one line per request, on completion (Fastify's default is two: one
 * when the request comes in, one when it completes). A request that fails on its way out (the
 * connection broke while the response was written) is logged at error level with the error.
 */
export class RequestLog extends LogController {
  /** Nothing when a request comes in: its line is written once it completes. */
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactQuery(request.url),
      statusCode: reply.statusCode,
      remoteAddress: request.ip,
      // Milliseconds to a tenth: the float's other digits are bytes without information.
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A pino destination: a stream of log lines, written synchronously on demand if it can be. */
export interface LogDestination {
  write(line: string): unknown;
  flushSync?(): void;
}

/**
 * Fastify's logger options: pino writing to `destination` (standard output when none), with
 * warnings and errors written out at once when the destination buffers.
 */
export function logOptions(destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    ...(destination ? { stream: destination } : {}),
    // Fastify's own error paths (a failed write of the headers) log the request: without its
    // query values or headers.
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: redactQuery(request.url),
      }),
    },
    hooks: {
      logMethod(args, method, level) {
        method.apply(this, args);
        if (level >= AT_ONCE_LEVEL) flushNow(destination);
      },
    },
  };
}

/** Writes a buffering destination's lines out now; a failed write must not fail the request. */
function flushNow(destination: LogDestination | undefined): void {
  try {
    destination?.flushSync?.();
  } catch {
    // Not open yet, or closed: the lines stay buffered, as they would have anyway.
  }
}
