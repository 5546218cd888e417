/** The message for a response that is not JSON, or not OK without a message of its own. */
export const GENERIC_ERROR_MESSAGE =
  "We've encountered an unexpected error at this time. Please try again later.";

/** A failed call: a server error, or an unreadable response. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The error response's JSON body, when it had one (e.g. the keys a 409 names). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** HTTP 401: no session, or an expired one. The host sends the user to /login. */
export class UnauthorizedError extends BackendError {
  override name = 'UnauthorizedError';
}
