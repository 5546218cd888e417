/**
 * Several batchers behind one `submit`, so that heavy items cannot hold up light ones: each item
 * goes to the lane `laneOf` picks, except that an item whose key still has items queued or in
 * flight in a lane follows them into that lane. One key's items are so applied in arrival order
 * even when they would be sorted into different lanes.
 */
import type { Batcher } from './batcher.ts';

/** One submit over named lanes. */
export interface Lanes<I, O, L extends string> {
  submit(item: I): Promise<O>;
  /** The lane of each batcher, for tests and the benchmark. */
  readonly lanes: Readonly<Record<L, Batcher<I, O>>>;
}

export function createLanes<I, O, L extends string>(
  lanes: Readonly<Record<L, Batcher<I, O>>>,
  laneOf: (item: I) => L,
  keyOf: (item: I) => string,
): Lanes<I, O, L> {
  /** Keys with items not yet settled: their lane and how many. */
  const unsettled = new Map<string, { lane: L; count: number }>();
  return {
    lanes,
    submit(item) {
      const key = keyOf(item);
      const entry = unsettled.get(key) ?? { lane: laneOf(item), count: 0 };
      entry.count++;
      unsettled.set(key, entry);
      return lanes[entry.lane].submit(item).finally(() => {
        if (--entry.count === 0) unsettled.delete(key);
      });
    },
  };
}
