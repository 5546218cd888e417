/**
 * Micro-batching: calls that arrive while the previous batch is in flight, or within one turn of
 * the event loop, are merged into one call of `run` (one statement, one round trip, one commit).
 * Each caller's promise settles only when the batch holding its item has settled, with its own
 * result: a caller is acknowledged only after its own row is committed.
 */

export interface BatcherOptions {
  /** Batches in flight at once (1: strict arrival order, the next batch forms meanwhile). */
  readonly maxInFlight?: number;
  /** The most items in one batch. */
  readonly maxItems?: number;
}

export interface Batcher<I, O> {
  /** Queues `item`; resolves with its result, or rejects with the batch's error. */
  submit(item: I): Promise<O>;
  /** Batches sent so far (for tests and the benchmark). */
  readonly batches: number;
}

interface Pending<I, O> {
  readonly item: I;
  readonly resolve: (value: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * A batcher around `run`, which must return one result per item, in the items' order. When `run`
 * throws, every item of that batch rejects with the error (no caller is left hanging).
 */
export function createBatcher<I, O>(
  run: (items: readonly I[]) => Promise<readonly O[]>,
  options: BatcherOptions = {},
): Batcher<I, O> {
  const maxInFlight = options.maxInFlight ?? 1;
  const maxItems = options.maxItems ?? 500;
  const queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  let batches = 0;

  const send = (batch: Pending<I, O>[]): void => {
    inFlight++;
    batches++;
    // run() is called in a microtask, so a synchronous throw becomes a rejection as well.
    Promise.resolve()
      .then(() => run(batch.map((p) => p.item)))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`batch of ${batch.length} returned ${results.length} results`);
        batch.forEach((p, i) => p.resolve(results[i]!));
      })
      .catch((error: unknown) => batch.forEach((p) => p.reject(error)))
      .finally(() => {
        inFlight--;
        flush();
      });
  };

  // Sends what is queued while a slot is free. Called at the end of the turn in which the first
  // item arrived, and whenever a batch settles (what queued meanwhile leaves at once, together).
  const flush = (): void => {
    while (queue.length > 0 && inFlight < maxInFlight) send(queue.splice(0, maxItems));
  };

  return {
    submit: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (scheduled || inFlight >= maxInFlight) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          flush();
        });
      }),
    get batches() {
      return batches;
    },
  };
}
