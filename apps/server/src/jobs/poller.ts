/**
 * Runs a job queue's `runOnce` every `intervalMs` until stopped; each tick drains the queue
 * (`runOnce` returns whether it processed a job). Ticks never overlap, and `stop` waits for the
 * current one, so a closing server never leaves a job half-settled by its own hand (its
 * `onStop` may first hand the job back to the queue).
 */
export interface Poller {
  stop(): Promise<void>;
}

export interface PollerOptions {
  readonly intervalMs: number;
  /** Where an error escaping `runOnce` goes (the app's logger); the poller keeps running. */
  readonly onError: (error: unknown) => void;
  /**
   * Runs on `stop`, before waiting for the tick under way: a worker puts the jobs it holds back
   * in the queue there (see HeldJobs), so the wait for its work never delays the next server.
   */
  readonly onStop?: () => Promise<void>;
}

export function startPoller(runOnce: () => Promise<boolean>, options: PollerOptions): Poller {
  let current: Promise<void> | undefined;
  let stopped = false;
  const tick = async () => {
    while (!stopped && (await runOnce()));
  };
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = tick()
      .catch(options.onError)
      .finally(() => {
        current = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await options.onStop?.();
      await current;
    },
  };
}
