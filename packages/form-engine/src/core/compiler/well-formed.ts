/**
 * The well-formed part of a definition that fails its schema, so one lint run can report schema
 * errors and meaning errors together instead of making the author fix the first kind to see the
 * second. Each schema error removes the smallest part around it that the compiler can do
 * without: an unknown property, an optional condition, else the field, rule, hide rule, tab,
 * section or page that holds it. Array items are removed without renumbering what the author
 * sees: {@link WellFormedPart.toOriginal} maps pointers of the pruned copy back.
 */

/** Array elements whose removal leaves the rest of the definition compilable. */
const UNIT_ARRAYS = new Set(['pages', 'sections', 'fields', 'tabs', 'rules', 'hideRules', 'group']);

/** The pruned copy and the way back to the author's pointers. */
export interface WellFormedPart {
  readonly definition: unknown;
  /** Maps a JSON Pointer of the pruned copy to the same place in the original definition. */
  toOriginal(pointer: string): string;
  /** Keys, ids and option-list names of removed parts: errors about them are consequences. */
  readonly removedNames: ReadonlySet<string>;
}

type Json = Record<string, unknown> | unknown[];
const REMOVED = Symbol('removed');

const tokensOf = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
const pointerOf = (tokens: readonly string[]): string =>
  tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function nodeAt(root: unknown, tokens: readonly string[]): unknown {
  let node = root;
  for (const token of tokens) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Where to cut for an error at `tokens`: a property to delete or an array item to drop. */
function cutFor(
  root: unknown,
  tokens: readonly string[],
  unknownProperty: boolean,
): readonly string[] | undefined {
  if (unknownProperty) return tokens;
  let unit: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const parentToken = tokens[i - 1];
    // An optional condition (hide rules' `when` is required): drop it, keep what it guards.
    if (token === 'visibleWhen' || (token === 'when' && !tokens.slice(0, i).includes('hideRules')))
      return tokens.slice(0, i + 1);
    if (parentToken === 'optionLists' && i === 1) unit = i;
    if (
      parentToken &&
      UNIT_ARRAYS.has(parentToken) &&
      Array.isArray(nodeAt(root, tokens.slice(0, i)))
    )
      unit = i;
  }
  return unit === undefined ? undefined : tokens.slice(0, unit + 1);
}

/** Keys and ids a removed part defines (not those its conditions merely read). */
function collectNames(node: unknown, names: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) collectNames(item, names);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'key' || key === 'id') && typeof value === 'string') names.add(value);
      else if (key !== 'visibleWhen' && key !== 'when') collectNames(value, names);
    }
}

/**
 * Prunes a schema-invalid definition to a part that satisfies the schema. `validate` returns the
 * schema errors of a candidate (pointer, and whether it names an unknown property). Returns
 * undefined when nothing compilable is left (say the root itself is not an object).
 */
export async function wellFormedPart(
  definition: unknown,
  validate: (
    candidate: unknown,
  ) => Promise<readonly { readonly path: string; readonly unknownProperty: boolean }[]>,
): Promise<WellFormedPart | undefined> {
  if (!definition || typeof definition !== 'object' || Array.isArray(definition)) return undefined;
  const copy = structuredClone(definition) as Json;
  /** Original index of each item of each array that lost items. */
  const indexMaps = new Map<unknown[], number[]>();
  const removedNames = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const errors = await validate(copy);
    if (errors.length === 0)
      return { definition: copy, toOriginal: (p) => toOriginal(copy, indexMaps, p), removedNames };
    const touched = new Set<unknown[]>();
    let cuts = 0;
    for (const error of errors) {
      const cut = cutFor(copy, tokensOf(error.path), error.unknownProperty);
      if (!cut || cut.length === 0) continue;
      const parent = nodeAt(copy, cut.slice(0, -1)) as Json | undefined;
      const last = cut[cut.length - 1]!;
      if (!parent || typeof parent !== 'object') continue;
      if (Array.isArray(parent)) {
        const index = Number(last);
        if (parent[index] === REMOVED || !(index in parent)) continue;
        collectNames(parent[index], removedNames);
        parent[index] = REMOVED;
        touched.add(parent);
      } else {
        if (!(last in parent)) continue;
        // A removed condition defines nothing; a removed option list is known by its name.
        if (cut[0] === 'optionLists') removedNames.add(last);
        else if (last !== 'visibleWhen' && last !== 'when')
          collectNames(parent[last], removedNames);
        delete parent[last];
      }
      cuts++;
    }
    if (cuts === 0) return undefined;
    for (const array of touched) {
      const before = indexMaps.get(array) ?? array.map((_, i) => i);
      const kept = before.filter((_, i) => array[i] !== REMOVED);
      const items = array.filter((item) => item !== REMOVED);
      array.length = 0;
      array.push(...items);
      indexMaps.set(array, kept);
    }
  }
  return undefined;
}

function toOriginal(root: unknown, indexMaps: Map<unknown[], number[]>, pointer: string): string {
  const out: string[] = [];
  let node = root;
  for (const token of tokensOf(pointer)) {
    const map = Array.isArray(node) ? indexMaps.get(node) : undefined;
    out.push(map && /^\d+$/.test(token) ? String(map[Number(token)] ?? token) : token);
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined;
  }
  return pointerOf(out);
}
