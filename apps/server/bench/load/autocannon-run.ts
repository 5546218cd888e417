/**
 * autocannon runs for the load benchmark: each request as the next student in turn. `load` runs in
 * the calling process (the in-process figure: generator and server share a Node process and its
 * core); `bench/load/generator.ts` runs the same in a process of its own.
 */
import autocannon, { type Result } from 'autocannon';

// No import of the partner configuration here: the generator process loads only autocannon (and
// does not depend on packages that may be rebuilding while the benchmark runs).
const STUDENTS = 100;

/** 100 students over 50 connections (each request as the next student), as the harness always ran. */
export const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? STUDENTS / 2);
/** Distinct requests, built before the run so that the generator spends its CPU on sending. */
export const VARIANTS = 1000;
export const DURATION_S = Number(process.env.LOAD_SECONDS ?? 5);
/** Unmeasured load before each measured run (JIT, prepared statements, the pool's connections). */
export const WARMUP_S = Number(process.env.LOAD_WARMUP_SECONDS ?? 1);

export interface LoadCase {
  readonly url: string;
  readonly method: 'GET' | 'PUT' | 'POST';
  /** The cookie header per student (an empty string for none). */
  readonly cookies: readonly string[];
  /** The bodies of the requests, cycled through (`bodies[n]` is sent as student `n % 100`). */
  readonly bodies?: readonly string[];
  readonly connections?: number;
  readonly seconds?: number;
}

/** What one run measured; `cpuUs` is the generator's own CPU when it ran in a process of its own. */
export interface LoadResult {
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly cpuUs?: number;
}

export async function load(spec: LoadCase): Promise<LoadResult> {
  let next = 0;
  const prebuilt = Array.from({ length: VARIANTS }, (_, n) => {
    const i = n % spec.cookies.length;
    return {
      headers: {
        ...(spec.cookies[i] ? { cookie: spec.cookies[i] } : {}),
        'content-type': 'application/json',
      },
      ...(spec.bodies ? { body: spec.bodies[n % spec.bodies.length] } : {}),
    };
  });
  const result: Result = await autocannon({
    url: spec.url,
    method: spec.method,
    connections: spec.connections ?? CONNECTIONS,
    duration: spec.seconds ?? DURATION_S,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...prebuilt[next++ % VARIANTS] }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}
