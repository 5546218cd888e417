import { createApiClient, type ApiClient, type CallFailure } from '@admissions/api/client';
import { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from '@admissions/form-engine';

export interface ClientOptions {
  /** Prefix of every path, e.g. "https://apply.example.edu" (default: same origin). */
  readonly baseUrl?: string;
  /** The fetch to use (tests and server-side rendering pass their own). */
  readonly fetch?: typeof fetch;
}

/**
 * The specification's error behaviour (§8) as the form engine's errors: a reply that is not JSON,
 * or no reply, gives the generic message; one that is not OK gives its `message` (or the generic
 * one); 401 is an {@link UnauthorizedError}, which the engine and the portal turn into a login.
 */
export function errorOf({ status, body }: CallFailure): BackendError {
  const message =
    typeof (body as { message?: unknown } | undefined)?.message === 'string'
      ? (body as { message: string }).message
      : GENERIC_ERROR_MESSAGE;
  if (body === undefined) return new BackendError(GENERIC_ERROR_MESSAGE, status);
  return status === 401
    ? new UnauthorizedError(message, 401, body)
    : new BackendError(message, status, body);
}

/**
 * The portal's client of the REST contract (`@admissions/api`): its own calls and the form
 * widgets' back end share it. Cookies travel with every call.
 */
export function portalClient(options: ClientOptions = {}): ApiClient {
  return createApiClient({ ...options, error: errorOf });
}
