/** A debounced function: calls are collapsed into one trailing call with the latest arguments. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Makes the pending call now, if any. */
  flush(): void;
  /** Whether a call is waiting. */
  pending(): boolean;
}

/**
 * Debounces `fn`: it runs `wait` ms after the last call of a burst, and never later than `maxWait`
 * ms after the first call of the burst, so continuous typing still gets an answer (specification
 * §7: suggestion lookups wait 200 ms, at most 500 ms). Only the trailing call runs, with the
 * latest arguments. Two timers, no clock: one restarts on every call, the other does not.
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  maxWait: number,
): Debounced<A> {
  if (maxWait < wait) throw new RangeError(`maxWait (${maxWait}) must not be below wait (${wait})`);
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let latest: A | undefined;

  const cancel = () => {
    clearTimeout(waitTimer);
    clearTimeout(maxTimer);
    waitTimer = maxTimer = undefined;
    latest = undefined;
  };
  const flush = () => {
    const args = latest;
    cancel();
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    latest = args;
    clearTimeout(waitTimer);
    waitTimer = setTimeout(flush, wait);
    maxTimer ??= setTimeout(flush, maxWait);
  };
  return Object.assign(debounced, { cancel, flush, pending: () => latest !== undefined });
}
