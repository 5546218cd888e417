/**
 * The log path alone (issue 31): CPU per request log line of the server's logger (`logOptions`,
 * as `app.ts` builds it) writing into a pipe that this process drains, by destination, each run
 * in a child process of its own, the destinations interleaved round by round (the order turned
 * each round). A child logs request-completed lines at LINES_PER_S in bursts of BURST (one burst
 * per timer tick) for SECONDS and reports its own CPU (`process.cpuUsage`) per line:
 *
 * - `discard`: pino's formatting and the logger's hook, no write (the floor);
 * - `pino default`: `pino.destination({ sync: true })`, a `write(2)` per line;
 * - `log-destination.ts`: the server's destination (a buffer written 10 ms after its first line);
 * - `SonicBoom nK`: pino's SonicBoom configured as that buffer would be (`sync: true`,
 *   `minLength` n KB, `periodicFlush` 10 ms, `maxLength` 32 MB, EAGAIN retried for 5 s only in a
 *   flush that must finish), the configuration issue 31 proposed in its place.
 *
 * Reported: the median and range over the rounds of CPU µs per line, of the same minus `discard`
 * and minus `log-destination.ts` of the same round, and in how many rounds each cost more than
 * `log-destination.ts`. Results: docs/benchmarks.md, "The log's destination".
 *
 *   node --import tsx apps/server/bench/log-destination.bench.ts     (ROUNDS=8, SECONDS=3)
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pino from 'pino';
import { bufferedDestination, FLUSH_MS, MAX_BUFFERED } from '../src/log-destination.ts';
import { logOptions, type LogDestination } from '../src/log-options.ts';
import { round, spread } from './load/stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 3);
const LINES_PER_S = Number(process.env.LINES_PER_S ?? 10_000);
const BURST = Number(process.env.BURST ?? 10);

/** SonicBoom as the proposed replacement of `log-destination.ts`: `minLength` bytes buffered. */
function sonicBoom(minLength: number): LogDestination {
  let retryUntil = 0;
  const stream = pino.destination({
    dest: 1,
    sync: true,
    minLength,
    // SonicBoom refuses a minLength of maxWrite (16 KB by default) or more.
    maxWrite: Math.max(16 * 1024, 2 * minLength),
    maxLength: MAX_BUFFERED,
    periodicFlush: FLUSH_MS,
    retryEAGAIN: () => Date.now() < retryUntil,
  });
  // A refused write (EAGAIN past retryUntil) keeps its lines for the next one.
  stream.on('error', () => undefined);
  const flushSync = () => {
    retryUntil = Date.now() + 5_000;
    try {
      stream.flushSync();
    } finally {
      retryUntil = 0;
    }
  };
  // pino flushes a SonicBoom at exit only when it is asynchronous.
  process.once('exit', () => flushSync());
  return { write: (line) => stream.write(line), flushSync };
}

const destinations: Record<string, () => LogDestination> = {
  discard: () => ({ write: () => undefined }),
  'pino default (a write per line)': () => pino.destination({ dest: 1, sync: true }),
  'log-destination.ts': () => bufferedDestination(1),
  'SonicBoom 4K': () => sonicBoom(4 * 1024),
  'SonicBoom 32K': () => sonicBoom(32 * 1024),
};

async function child(name: string): Promise<void> {
  const { log } = Fastify({ logger: logOptions(destinations[name]!()) });
  const total = LINES_PER_S * SECONDS;
  let n = 0;
  const before = process.cpuUsage();
  await new Promise<void>((resolve) => {
    const timer = setInterval(
      () => {
        for (let i = 0; i < BURST && n < total; i++, n++) {
          // As Fastify logs a request: a child logger with its reqId, then the completed line.
          log.child({ reqId: `req-${n}` }).info(
            {
              method: 'PUT',
              url: '/api/answer',
              statusCode: 200,
              remoteAddress: '127.0.0.1',
              responseTime: 3.1,
            },
            'request completed',
          );
        }
        if (n < total) return;
        clearInterval(timer);
        resolve();
      },
      (1000 * BURST) / LINES_PER_S,
    );
  });
  const used = process.cpuUsage(before);
  process.stderr.write(`${JSON.stringify({ us: (used.user + used.system) / total })}\n`);
}

async function main(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const run = (name: string) =>
    new Promise<number>((resolve, reject) => {
      const proc = execFile(
        process.execPath,
        ['--import', 'tsx', self, 'child', name],
        { maxBuffer: 1024 ** 3 },
        (error, _stdout, stderr) =>
          error ? reject(error) : resolve((JSON.parse(stderr) as { us: number }).us),
      );
      proc.stdout!.resume();
    });
  const names = Object.keys(destinations);
  const samples = new Map(names.map((name) => [name, [] as number[]]));
  const load0 = loadavg();
  for (let r = 1; r <= ROUNDS; r++) {
    for (const name of r % 2 ? names : [...names].reverse()) {
      const us = await run(name);
      samples.get(name)!.push(us);
      console.log(`round ${r}: ${name}: ${us.toFixed(2)} µs/line (load ${loadavg()[0]})`);
    }
  }
  const load1 = loadavg();
  const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  console.log(
    `${LINES_PER_S} lines/s in bursts of ${BURST}, ${ROUNDS} interleaved rounds of ${SECONDS} s, Node ${process.version}; load average ${fmt(load0)} before, ${fmt(load1)} after`,
  );
  const floor = samples.get('discard')!;
  const show = (values: number[]) => {
    const s = spread(values);
    return `${round(s.median)} (${round(s.min)}–${round(s.max)})`;
  };
  const ours = samples.get('log-destination.ts')!;
  console.table(
    names.map((name) => {
      const own = samples.get(name)!;
      const more = own.map((us, i) => us - ours[i]!);
      return {
        destination: name,
        'CPU µs per line': show(own),
        'above discard (same round)': show(own.map((us, i) => us - floor[i]!)),
        'minus log-destination.ts (same round)': show(more),
        'rounds it cost more': more.filter((d) => d > 0).length,
      };
    }),
  );
}

if (process.argv[2] === 'child') await child(process.argv[3]!);
else await main();
