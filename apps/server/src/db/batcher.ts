/**
 * Micro-batching: calls that arrive while the previous batch is in flight, or within one turn of
 * the event loop, are merged into one call of `run` (one statement, one round trip, one commit).
 * Each caller's promise settles only when the batch holding its item has settled, with its own
 * result: a caller is acknowledged only after its own row is committed.
 */

export interface BatcherOptions<I> {
  /** Batches in flight at once (1: one statement at a time, the next batch forms meanwhile). */
  readonly maxInFlight?: number;
  /**
   * Items with the same key are applied in arrival order: one whose key is in a batch in flight
   * waits for that batch to settle (it leaves with the next). Without it, with more than one
   * batch in flight, two items could be applied out of order.
   */
  readonly keyOf?: (item: I) => string;
  /**
   * The most items of one key in a batch (with `keyOf`): the rest of that key's items wait for
   * later batches, in order, so a client sending many at once takes no more of a batch than one
   * sending a single item. Default: no limit.
   */
  readonly maxPerKey?: number;
  /** The most items in one batch. */
  readonly maxItems?: number;
  /**
   * The size of an item (bytes of its payload) and the most one batch carries: a turn of large
   * items leaves as several statements rather than one huge parameter. An item larger than the
   * limit still leaves, alone.
   */
  readonly sizeOf?: (item: I) => number;
  readonly maxSize?: number;
  /**
   * How long a slot rests after a batch that took `elapsedMs`, before it takes the next: a lane
   * of costly batches so takes at most its share of the database's (and, with PGlite, this
   * process's) time, however many callers queue on it. Default: no rest.
   */
  readonly restAfterMs?: (elapsedMs: number) => number;
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
  options: BatcherOptions<I> = {},
): Batcher<I, O> {
  const maxInFlight = options.maxInFlight ?? 1;
  const maxItems = options.maxItems ?? 500;
  const keyOf = options.keyOf;
  const sizeOf = options.sizeOf ?? (() => 0);
  const maxSize = options.maxSize ?? Infinity;
  const maxPerKey = options.maxPerKey ?? Infinity;
  const restAfterMs = options.restAfterMs ?? (() => 0);
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  /** Keys of the items in flight, counted (two sessions' items may share one). */
  const busy = new Map<string, number>();
  let scheduled = false;
  let batches = 0;

  const send = (batch: Pending<I, O>[]): void => {
    inFlight++;
    const started = performance.now();
    batches++;
    const keys = keyOf ? batch.map((p) => keyOf(p.item)) : [];
    for (const key of keys) busy.set(key, (busy.get(key) ?? 0) + 1);
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
        for (const key of keys) {
          const left = busy.get(key)! - 1;
          if (left) busy.set(key, left);
          else busy.delete(key);
        }
        // The slot is free again after its rest, and the next batch leaves after the event
        // loop's I/O has had a turn at least: with PGlite, whose statements run in this very
        // thread, back-to-back batches would keep every other request (a /health probe, a
        // login) waiting until the queue ran dry.
        const free = () => {
          inFlight--;
          flush();
        };
        const rest = restAfterMs(performance.now() - started);
        if (rest > 0) setTimeout(free, rest);
        else setImmediate(free);
      });
  };

  // Sends what is queued while a slot is free. Called at the end of the turn in which the first
  // item arrived, and whenever a batch settles (what queued meanwhile leaves at once, together).
  const flush = (): void => {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = take();
      if (batch.length === 0) return; // every queued key is in flight: wait for it
      send(batch);
    }
  };

  // The next batch: queued items in order, up to maxItems and maxSize, leaving those whose key is
  // in flight or has its maxPerKey items in the batch. Once an item of a key stays, the later items
  // of that key stay too (order holds).
  const take = (): Pending<I, O>[] => {
    const batch: Pending<I, O>[] = [];
    const kept: Pending<I, O>[] = [];
    const held = new Set<string>();
    const taken = new Map<string, number>();
    let size = 0;
    let at = 0;
    for (; at < queue.length; at++) {
      const pending = queue[at]!;
      const key = keyOf?.(pending.item);
      if (
        key !== undefined &&
        (busy.has(key) || held.has(key) || (taken.get(key) ?? 0) >= maxPerKey)
      ) {
        held.add(key);
        kept.push(pending);
        continue;
      }
      const itemSize = sizeOf(pending.item);
      // Full: the rest waits, in order, for the next batch.
      if (batch.length === maxItems || (batch.length > 0 && size + itemSize > maxSize)) break;
      batch.push(pending);
      size += itemSize;
      if (key !== undefined) taken.set(key, (taken.get(key) ?? 0) + 1);
    }
    queue = kept.concat(queue.slice(at));
    return batch;
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
