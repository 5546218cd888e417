/**
 * Where `npm start` writes its log: standard output, buffered, written in the background.
 *
 * pino's default writes every line with its own `write(2)` as it is logged, inside the request's
 * work. Here a line is appended to a buffer, and the buffer is written with one system call
 * {@link FLUSH_MS} ms after its first line: under load, the lines of a hundred requests in one
 * write. On this machine (a virtual machine: a system call that wakes another process costs tens
 * of µs, whatever its size), 10 000 lines a second in bursts of 10 into a pipe cost 7–12 µs of CPU
 * per line more than pino's formatting alone when written one by one, and 1–2 µs batched like
 * this (two runs on a busy machine).
 *
 * The write itself is synchronous, as pino's default is. An asynchronous one (pino's SonicBoom
 * with `sync: false`, libuv's thread pool) cost the same main-thread CPU per write here (about
 * 45 µs against 35–50) plus a thread's wake-up, and the chunk in flight when the process exits is
 * lost or cut short (5 000 lines logged just before exit came out with a line cut short). A
 * reader that stops reading stalls the server once the pipe's buffer is full, as before; if the
 * descriptor is non-blocking, what the pipe refuses waits for the next write instead, and past
 * {@link MAX_BUFFERED} characters lines are dropped and their count logged once there is room.
 *
 * SonicBoom (pino's own destination) can be configured as this buffer (`sync: true`, `minLength`,
 * `periodicFlush: 10`, `maxLength`, plus an exit flush, an error listener and a `retryEAGAIN`
 * deadline of its own: about 35 lines); with `minLength` 32 KB it passes the tests of
 * `logging.test.ts` but one. Measured against it for issue 31, this file stays, for three
 * reasons (figures: docs/benchmarks.md, "The log's destination", and
 * `bench/log-destination.bench.ts`):
 *
 * - CPU: its `write` measures the byte length of the whole pending chunk for every line, so a
 *   line costs more the more is buffered (into /dev/null, 216-byte lines: 0.6 µs at `minLength`
 *   4 KB, 1.7–2.0 at 16 KB, 3.4–3.7 at 32 KB, against 0.15 here), and a small `minLength` means
 *   more system calls (4 KB: 1 169 writes for 20 000 lines, against 243 here). At 10 000 lines a
 *   second into a pipe it cost 1.0–2.0 µs more per line with 4 KB and 1.9–3.4 µs more with 32 KB
 *   (medians of three runs of 5, 8 and 10 interleaved rounds: more in 19 and 21 of the 23 rounds;
 *   load average 2.5–17 on 2 cores). The server's load benchmark (2-key saves, 60–120 µs of
 *   server CPU each) does not resolve that much either way on this machine.
 * - A reader that has gone: SonicBoom 4.2.1 (the one pino 10 brings) retries a `flushSync` whose
 *   write fails with EPIPE every 100 ms, forever, so a warning or the exit that finds lines
 *   buffered after the log's reader went away hangs the server (the test "exits after an error
 *   line when its reader has gone" never ends with it; fixed in sonic-boom 5.0.2, which would be
 *   a second copy beside pino's). Here the failed write drops the lines and the process goes on.
 * - Idle and files: `periodicFlush` makes an empty `write(2)` every period while nothing is
 *   logged, and `flushSync` calls `fsync` (a disk flush at every warning when the log is a file).
 *
 * Nothing is lost on a normal shutdown: on process exit (after SIGINT, SIGTERM or SIGHUP, which
 * `server.ts` turns into a clean exit, and after an uncaught error) the buffer is written, and a
 * warning or an error is written at once with the lines before it
 * ({@link BufferedDestination.flushSync}). A SIGKILL loses the last {@link FLUSH_MS} ms of lines.
 */
import { writeSync } from 'node:fs';

/** How long a line may wait for the lines after it before the buffer is written. */
export const FLUSH_MS = 10;

/** How long a write that must finish (at exit, a warning) waits for a reader that is behind. */
const EXIT_WAIT_MS = 5_000;

/** Something to wait on for a millisecond (`Atomics.wait`): no event loop runs at exit. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Characters of log kept waiting for a reader that refuses them before lines are dropped. */
export const MAX_BUFFERED = 32 * 1024 * 1024;

/** A pino destination that buffers: written out at once by {@link flushSync}. */
export interface BufferedDestination {
  write(line: string): void;
  /** Writes every buffered line now (waiting up to 5 s for a reader that is behind). */
  flushSync(): void;
}

/** Standard output (fd 1), buffered for up to {@link FLUSH_MS} ms. */
export function bufferedStdout(): BufferedDestination {
  return bufferedDestination(1);
}

/** A file descriptor, buffered for up to {@link FLUSH_MS} ms. */
export function bufferedDestination(fd: number): BufferedDestination {
  let pending = '';
  /** What a non-blocking descriptor refused last time, as bytes (it may end inside a character). */
  let refused: Buffer | undefined;
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;
  /**
   * Writes the buffer. `waitMs`: how long to keep trying while a non-blocking descriptor refuses
   * (its reader is behind); 0 leaves the rest for the next write.
   */
  const write = (waitMs: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (dropped && pending.length < MAX_BUFFERED) {
      pending = droppedLine(dropped) + pending;
      dropped = 0;
    }
    if (!pending && !refused) return;
    const bytes = refused ? Buffer.concat([refused, Buffer.from(pending)]) : Buffer.from(pending);
    pending = '';
    refused = undefined;
    const deadline = Date.now() + waitMs;
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(fd, bytes, offset);
      } catch (error) {
        if ((error as { code?: string }).code !== 'EAGAIN') throw error;
        if (Date.now() >= deadline) {
          refused = bytes.subarray(offset);
          schedule();
          return;
        }
        Atomics.wait(PAUSE, 0, 0, 1);
      }
    }
  };
  const schedule = () => {
    // Unreferenced: a pending log line does not keep the process alive (exit writes it).
    timer ??= setTimeout(() => writeOrDrop(0), FLUSH_MS).unref();
  };
  /** Writes in the background, where a write that fails can only be given up. */
  const writeOrDrop = (waitMs: number) => {
    try {
      write(waitMs);
    } catch {
      // Standard output is closed: the lines cannot be written anywhere.
      pending = '';
      refused = undefined;
    }
  };
  process.once('exit', () => writeOrDrop(EXIT_WAIT_MS));
  return {
    write(line) {
      if (pending.length + (refused?.length ?? 0) >= MAX_BUFFERED) {
        dropped++;
        return;
      }
      pending += line;
      schedule();
    },
    flushSync: () => write(EXIT_WAIT_MS),
  };
}

/** The line that says how many lines a reader that refused them cost (pino's JSON, level warn). */
const droppedLine = (count: number): string => {
  const msg = `log buffer full: ${count} lines dropped`;
  return `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg })}\n`;
};
