/** autocannon runs for the load benchmark: each request as the next student in turn. */
import autocannon, { type Result } from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.LOAD_SECONDS ?? 5);

export interface LoadCase {
  readonly url: string;
  readonly method: 'GET' | 'PUT' | 'POST';
  /** The cookie header per student (an empty string for none). */
  readonly cookies: readonly string[];
  readonly body?: (i: number) => string;
  readonly connections?: number;
}

export function load(spec: LoadCase): Promise<Result> {
  let next = 0;
  return autocannon({
    url: spec.url,
    method: spec.method,
    connections: spec.connections ?? CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => {
          const i = next++ % spec.cookies.length;
          return {
            ...request,
            headers: {
              ...request.headers,
              ...(spec.cookies[i] ? { cookie: spec.cookies[i] } : {}),
              'content-type': 'application/json',
            },
            ...(spec.body ? { body: spec.body(i) } : {}),
          };
        },
      },
    ],
  });
}

export interface Row {
  readonly case: string;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  ratio?: number;
}

/** One row of the table; several results (one per server instance) are added up. */
export function summary(name: string, ...results: Result[]): Row {
  return {
    case: name,
    requestsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}
