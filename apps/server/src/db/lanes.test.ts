import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';
import { createLanes } from './lanes.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A lane whose batches wait for their gate, recording what each carried. */
function gatedLane(name: string, log: string[]) {
  const gates: (() => void)[] = [];
  const batcher = createBatcher(async (items: readonly string[]) => {
    log.push(`${name}:${items.join(',')}`);
    await new Promise<void>((resolve) => gates.push(resolve));
    return items;
  });
  return { batcher, open: () => gates.splice(0).forEach((open) => open()) };
}

/** A light and a heavy lane, gated: an item ending in "!" is heavy, its first letter its key. */
function twoLanes() {
  const log: string[] = [];
  const light = gatedLane('light', log);
  const heavy = gatedLane('heavy', log);
  const lanes = createLanes(
    { light: light.batcher, heavy: heavy.batcher },
    (item: string) => (item.endsWith('!') ? 'heavy' : 'light'),
    (item) => item[0]!,
  );
  return { log, light, heavy, lanes };
}

describe('createLanes', () => {
  it('sends heavy items to their own lane: light items go on while a heavy batch is in flight', async () => {
    const { log, light, heavy, lanes } = twoLanes();
    const big = lanes.submit('a1!');
    const small = lanes.submit('b1');
    await tick();
    light.open();
    expect(await small).toBe('b1'); // answered while a's heavy batch is still in flight
    expect(log).toEqual(['heavy:a1!', 'light:b1']);
    heavy.open();
    expect(await big).toBe('a1!');
  });

  it("keeps one key's items in order across lanes: a light item follows its key's heavy one", async () => {
    const { log, light, heavy, lanes } = twoLanes();
    const first = lanes.submit('a1!');
    await tick();
    const second = lanes.submit('a2'); // light, but a1 is in flight: it waits in the heavy lane
    await tick();
    expect(log).toEqual(['heavy:a1!']);
    heavy.open();
    await first;
    await tick();
    await tick();
    expect(log).toEqual(['heavy:a1!', 'heavy:a2']);
    heavy.open();
    expect(await second).toBe('a2');
    // Once everything of the key has settled, its light items use the light lane again.
    const third = lanes.submit('a3');
    await tick();
    light.open();
    expect(await third).toBe('a3');
    expect(log.at(-1)).toBe('light:a3');
  });
});
