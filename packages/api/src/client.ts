/**
 * The one typed client of the REST API, for the portal and the form widgets' back end: a call
 * names its route by id (`"PUT /api/tabs"`) and takes and gives that route's types. The id holds
 * the method and the path, so the client carries no route table and no schema: only types are
 * imported, and a browser bundle gains a few hundred bytes.
 */
import type { BodyOf, ParamsOf, QueryOf, ReplyOf, RouteId } from './routes.ts';

/** What a call sends besides its route: each part the route takes, and extra headers. */
export type CallInput<Id extends RouteId> = (BodyOf<Id> extends undefined
  ? { readonly body?: undefined }
  : { readonly body: BodyOf<Id> }) &
  (ParamsOf<Id> extends undefined ? unknown : { readonly params: ParamsOf<Id> }) &
  (QueryOf<Id> extends undefined ? unknown : { readonly query: QueryOf<Id> }) & {
    readonly headers?: Readonly<Record<string, string>>;
    /** The request outlives the page (a save sent as the page goes away). */
    readonly keepalive?: boolean;
  };

type CallArgs<Id extends RouteId> =
  Record<never, never> extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

/** Calls a route and resolves with its 200 reply; rejects with `ClientOptions.error`'s error. */
export type ApiClient = <Id extends RouteId>(id: Id, ...args: CallArgs<Id>) => Promise<ReplyOf<Id>>;

/**
 * Why a call failed: `status` is undefined when no response came (offline, refused); `body` is
 * the parsed JSON reply, undefined when the reply was not JSON.
 */
export interface CallFailure {
  readonly status: number | undefined;
  readonly body: unknown;
}

export interface ClientOptions {
  /** Prefix of every path, e.g. "https://apply.example.edu" (default: the page's origin). */
  readonly baseUrl?: string;
  /** The fetch to use (tests and server-side rendering pass their own). */
  readonly fetch?: typeof fetch;
  /** The error a failed call rejects with (the portal's are the form engine's error classes). */
  readonly error: (failure: CallFailure) => Error;
}

/** The route's path with its parameters filled in (each encoded) and its query appended. */
function urlOf(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
  query: Readonly<Record<string, unknown>> | undefined,
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.set(name, String(value));
  return `${filled}?${search}`;
}

/**
 * A client over fetch. Cookies travel with every call; a JSON body is sent as JSON. A reply that
 * is not OK, or not JSON, rejects with `options.error`.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const base = options.baseUrl ?? '';
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async (id, ...[input]) => {
    const space = id.indexOf(' ');
    const method = id.slice(0, space);
    const { body, params, query, headers, keepalive } = (input ?? {}) as {
      body?: unknown;
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      headers?: Record<string, string>;
      keepalive?: boolean;
    };
    let response: Response;
    try {
      response = await doFetch(`${base}${urlOf(id.slice(space + 1), params, query)}`, {
        method,
        credentials: 'include',
        ...(keepalive ? { keepalive } : {}),
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw options.error({ status: undefined, body: undefined });
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw options.error({ status: response.status, body: undefined });
    }
    if (!response.ok) throw options.error({ status: response.status, body: data });
    return data as never;
  };
}
