import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('merges the items of one event-loop turn into one call, results in order', async () => {
    const calls: number[][] = [];
    const batcher = createBatcher(async (items: readonly number[]) => {
      calls.push([...items]);
      return items.map((n) => n * 10);
    });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
    expect(results).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(batcher.batches).toBe(1);
  });

  it('gathers what arrives while a batch is in flight into the next one, in arrival order', async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batcher = createBatcher(async (items: readonly number[]) => {
      calls.push([...items]);
      if (calls.length === 1) await gate;
      return items;
    });
    const first = batcher.submit(1);
    await tick();
    const later = [2, 3, 4].map((n) => batcher.submit(n));
    await tick();
    expect(calls).toEqual([[1]]); // one in flight: the others wait for it
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects every item of a failed batch with its error, and goes on with the next', async () => {
    let fail = true;
    const batcher = createBatcher(async (items: readonly string[]) => {
      if (fail) throw Object.assign(new Error('canceling statement'), { code: '57014' });
      return items;
    });
    const settled = await Promise.allSettled(['a', 'b'].map((s) => batcher.submit(s)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    for (const s of settled) expect((s as PromiseRejectedResult).reason.code).toBe('57014');
    fail = false;
    expect(await batcher.submit('c')).toBe('c');
  });

  it('rejects the whole batch when the call returns a result short (nobody waits for ever)', async () => {
    const batcher = createBatcher(async (items: readonly number[]) => items.slice(1));
    const settled = await Promise.allSettled([1, 2].map((n) => batcher.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('with two batches in flight, holds back an item whose key is in flight (order per key)', async () => {
    const calls: string[][] = [];
    const gates: (() => void)[] = [];
    const batcher = createBatcher(
      async (items: readonly string[]) => {
        calls.push([...items]);
        await new Promise<void>((resolve) => gates.push(resolve));
        return items;
      },
      { maxInFlight: 2, keyOf: (item) => item[0]! },
    );
    const a1 = batcher.submit('a1');
    await tick();
    // a2 must wait for a1's batch; b1 may go at once, in a second batch beside it.
    const rest = ['a2', 'b1', 'a3'].map((s) => batcher.submit(s));
    await tick();
    expect(calls).toEqual([['a1'], ['b1']]);
    gates.shift()!(); // a1's batch settles: a2 and a3 leave together, in order
    await a1;
    await tick(); // the settled batch frees its slot…
    await tick(); // …and the next leaves after the event loop's turn
    expect(calls).toEqual([['a1'], ['b1'], ['a2', 'a3']]);
    while (gates.length) gates.shift()!();
    expect(await Promise.all(rest)).toEqual(['a2', 'b1', 'a3']);
  });

  it('splits a turn of large items by maxSize, a single oversized item leaving alone', async () => {
    const sizes: number[][] = [];
    const batcher = createBatcher(
      async (items: readonly number[]) => {
        sizes.push([...items]);
        return items;
      },
      { sizeOf: (n) => n, maxSize: 10 },
    );
    await Promise.all([4, 5, 3, 20, 1].map((n) => batcher.submit(n)));
    expect(sizes).toEqual([[4, 5], [3], [20], [1]]);
  });

  it('splits a large turn into batches of at most maxItems', async () => {
    const sizes: number[] = [];
    const batcher = createBatcher(
      async (items: readonly number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxItems: 4 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.submit(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('takes at most maxPerKey items of one key into a batch: a client sending many gets no more of it (issue 26)', async () => {
    const calls: string[][] = [];
    const batcher = createBatcher(
      async (items: readonly string[]) => {
        calls.push([...items]);
        return items;
      },
      { keyOf: (item) => item[0]!, maxPerKey: 1 },
    );
    // Student a floods, b and c save once each, in the same turn.
    const items = ['a1', 'a2', 'b1', 'a3', 'c1', 'a4'];
    expect(await Promise.all(items.map((s) => batcher.submit(s)))).toEqual(items);
    expect(calls).toEqual([['a1', 'b1', 'c1'], ['a2'], ['a3'], ['a4']]);
  });

  it('rests its slot after each batch for restAfterMs of the time it took (a lane’s share of time)', async () => {
    const starts: number[] = [];
    const batcher = createBatcher(
      async (items: readonly number[]) => {
        starts.push(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
        return items;
      },
      { maxItems: 1, restAfterMs: (elapsed) => 4 * elapsed },
    );
    await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
    // Each batch took 20 ms or more, then its slot rested four times as long.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(95);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(95);
  });
});
