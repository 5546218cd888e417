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

/**
 * Every error becomes `{ message }` JSON with a fitting status: 400 for a body or query that
 * fails its schema (or is not JSON), 413 too large, 415 not JSON, 429 rate limited, the status of
 * an HttpError; anything else is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ ...error.body, message: error.message });
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
