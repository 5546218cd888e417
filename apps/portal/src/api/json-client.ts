import { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from '@admissions/form-engine';

export interface RestBackendOptions {
  /** Prefix of every path, e.g. "https://apply.example.edu" (default: same origin). */
  readonly baseUrl?: string;
  /** The fetch to use (tests and server-side rendering pass their own). */
  readonly fetch?: typeof fetch;
}

/** One JSON call: method, path (after the base URL), an optional JSON body and extra headers. */
export type JsonCall = <T>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Readonly<Record<string, string>>,
) => Promise<T>;

/**
 * JSON calls over fetch with the specification's error behaviour (§8): a response that is not
 * JSON gives the generic message; one that is not OK gives its `message` (or the generic one);
 * 401 is an {@link UnauthorizedError}; a network failure is a {@link BackendError} with no status.
 * Cookies travel with every call. The form widgets' back end (`createRestBackend`) and the
 * portal's own calls share it.
 */
export function createJsonClient(options: RestBackendOptions = {}): JsonCall {
  const base = options.baseUrl ?? '';
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  return async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Readonly<Record<string, string>>,
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        credentials: 'include',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new BackendError(GENERIC_ERROR_MESSAGE, undefined);
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new BackendError(GENERIC_ERROR_MESSAGE, response.status);
    }
    if (!response.ok) {
      const message =
        typeof (data as { message?: unknown })?.message === 'string'
          ? (data as { message: string }).message
          : GENERIC_ERROR_MESSAGE;
      throw response.status === 401
        ? new UnauthorizedError(message, 401, data)
        : new BackendError(message, response.status, data);
    }
    return data as T;
  };
}
