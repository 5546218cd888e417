/**
 * An object's values, read by position. In Chromium a read of `object[key]` with a key that
 * varies (a condition's answer key, among a hundred) costs about 27 ns, while a `for…in` over the
 * object reads all of them at about 1 ns each (V8's enumeration cache): validation reads the
 * answers once per run this way, into arrays it keeps, and each key's position is looked up again
 * only when the object's keys change (a validated form keeps its keys, in the same order, from
 * one change to the next). `for…in` is how ajv's code walks an object's keys too.
 */
export class OwnValues {
  /** Bumped whenever the keys change (their names or their order). */
  layout = 0;
  readonly keys: string[] = [];
  readonly values: unknown[] = [];
  private positions: Map<string, number> | undefined;

  /** Reads `object`'s enumerable keys and their values (the object is a JSON object). */
  read(object: Readonly<Record<string, unknown>>): void {
    const { keys, values } = this;
    let changed = false;
    let at = 0;
    for (const key in object) {
      if (keys[at] !== key) {
        keys[at] = key;
        changed = true;
      }
      values[at++] = object[key];
    }
    if (at !== keys.length) {
      keys.length = values.length = at;
      changed = true;
    }
    if (changed) {
      this.layout++;
      this.positions = undefined;
    }
  }

  /** The position of `key` among the keys, -1 when the object does not have it. */
  positionOf(key: string): number {
    this.positions ??= new Map(this.keys.map((name, at) => [name, at]));
    return this.positions.get(key) ?? -1;
  }
}

/** Reads one key of an {@link OwnValues}: its position is remembered while the layout holds. */
export class KeyReader {
  private layout = -1;
  private at = -1;
  /**
   * JSON Schema's `properties` (ajv: `data[key] !== undefined`) see a name Object.prototype has
   * ("constructor") even on an object without it: such a key is read from the object itself.
   */
  private readonly inherited: boolean;
  constructor(
    private readonly key: string,
    private readonly source: OwnValues,
  ) {
    this.inherited = key in Object.prototype;
  }

  /** The key's value in `object`, the object its source read last. */
  valueIn(object: Readonly<Record<string, unknown>>): unknown {
    if (this.inherited) return object[this.key];
    const source = this.source;
    if (this.layout !== source.layout) {
      this.at = source.positionOf(this.key);
      this.layout = source.layout;
    }
    return this.at < 0 ? undefined : source.values[this.at];
  }
}
