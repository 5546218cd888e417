/**
 * Which parts of a JSON Schema apply at a path of a document, following what the form format
 * uses: `$ref` (within the schema, or to another schema file by its name), `allOf`,
 * `oneOf` with a `discriminator` (a field's `widget`, a rule's `rule`), `if`/`then`/`else` on
 * `required` (a condition's `all`/`any`, a hide rule's `group`) and `anyOf`.
 */
import type { PathSegment } from './json-tree.ts';

export type Schema = Readonly<Record<string, unknown>>;

/** A schema that applies, with the `$defs` names it was reached through (e.g. "AnswerKey"). */
export interface Applied {
  readonly schema: Schema;
  readonly defs: readonly string[];
  /** The schema file its own `#` references resolve in. */
  readonly base: Schema;
  /** The object schema whose property (or array schema whose item) this is. */
  readonly owner?: Schema;
}

/** Looks up `$ref`s: `#/$defs/X` in the root, `other.schema.json#/$defs/X` in a named file. */
export interface SchemaSet {
  readonly root: Schema;
  /** Other schema files a `$ref` may name, by file name (e.g. "form-definition.schema.json"). */
  readonly files?: Readonly<Record<string, Schema>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(set: SchemaSet, ref: string, base: Schema): { schema?: Schema; base: Schema } {
  const [file, fragment = ''] = ref.split('#');
  const name = file?.split('/').at(-1);
  const doc = name ? set.files?.[name] : base;
  let target: unknown = doc;
  for (const part of fragment.split('/').filter(Boolean))
    target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return { schema: isObject(target) ? target : undefined, base: doc ?? base };
}

/** Whether `value` meets an `if` schema (the format only tests `required` there). */
function meets(schema: Schema, value: unknown): boolean {
  if (!isObject(value)) return false;
  const required = (schema.required as string[] | undefined) ?? [];
  return required.every((key) => key in value && value[key] !== undefined);
}

/** The discriminator's value in the branch: its `properties[name].const`, through refs. */
function constOf(set: SchemaSet, branch: Schema, base: Schema, name: string): unknown {
  for (const applied of expand(set, branch, undefined, base)) {
    const property = (applied.schema.properties as Record<string, Schema> | undefined)?.[name];
    if (property && 'const' in property) return property.const;
  }
  return undefined;
}

/**
 * The schemas that apply to `value` under `schema`: the schema itself and, recursively, its
 * referenced, `allOf`, chosen `oneOf`/`anyOf` and `then`/`else` parts. Where a discriminator's
 * value is missing or unknown, every branch applies (so completion offers all of them).
 */
export function expand(
  set: SchemaSet,
  schema: Schema,
  value: unknown,
  base: Schema = set.root,
  defs: readonly string[] = [],
): Applied[] {
  const out: Applied[] = [{ schema, defs, base }];

  if (typeof schema.$ref === 'string') {
    const resolved = resolveRef(set, schema.$ref, base);
    const name = schema.$ref.split('/').at(-1)!;
    if (resolved.schema)
      out.push(...expand(set, resolved.schema, value, resolved.base, [...defs, name]));
  }
  for (const part of (schema.allOf as Schema[] | undefined) ?? [])
    out.push(...expand(set, part, value, base, defs));
  if (isObject(schema.if)) {
    const branch = meets(schema.if, value) ? schema.then : schema.else;
    if (isObject(branch)) out.push(...expand(set, branch, value, base, defs));
  }
  const oneOf = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (oneOf) {
    const name = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
    const chosen =
      name && isObject(value)
        ? oneOf.filter((branch) => constOf(set, branch, base, name) === value[name])
        : [];
    for (const branch of chosen.length > 0 ? chosen : oneOf)
      out.push(...expand(set, branch, value, base, defs));
  }
  return out;
}

/**
 * The kinds a discriminated `oneOf` chooses between (each widget, each rule): the discriminator's
 * name, and each branch's value with its description (or title).
 */
export function kinds(
  set: SchemaSet,
  { schema, base }: Applied,
): { name: string; value: unknown; info?: string }[] {
  const name = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!name) return [];
  return ((schema.oneOf as Schema[] | undefined) ?? []).map((branch) => {
    const parts = expand(set, branch, undefined, base).map((a) => a.schema);
    const described = parts.find((part) => typeof part.description === 'string');
    const titled = parts.find((part) => typeof part.title === 'string');
    const info = (described?.description ?? titled?.title) as string | undefined;
    return { name, value: constOf(set, branch, base, name), ...(info ? { info } : {}) };
  });
}

/** The schemas of the value at `key` (a property or an item) of a value under `parents`. */
function child(parents: readonly Applied[], key: PathSegment): Applied[] {
  const out: Applied[] = [];
  for (const { schema, base } of parents) {
    let next: unknown;
    if (typeof key === 'number') next = schema.items;
    else {
      const properties = schema.properties as Record<string, Schema> | undefined;
      next = properties?.[key] ?? schema.additionalProperties;
    }
    if (isObject(next)) out.push({ schema: next, defs: [], base, owner: schema });
  }
  return out;
}

/** The schemas that apply at `path` of `document`, each with the schema that holds it. */
export function schemasAt(
  set: SchemaSet,
  document: unknown,
  path: readonly PathSegment[],
): Applied[] {
  let value = document;
  let applied = expand(set, set.root, value);
  for (const key of path) {
    value =
      isObject(value) || Array.isArray(value)
        ? (value as Record<PathSegment, unknown>)[key]
        : undefined;
    applied = child(applied, key).flatMap((a) =>
      expand(set, a.schema, value, a.base, a.defs).map((e) => ({ ...e, owner: a.owner })),
    );
  }
  return applied;
}

/** A copy of `document` without the value at `path` (so what is being typed chooses nothing). */
export function without(document: unknown, path: readonly PathSegment[]): unknown {
  if (path.length === 0) return undefined;
  const [key, ...rest] = path;
  if (Array.isArray(document))
    return document.map((item, i) => (i === key ? without(item, rest) : item));
  if (!isObject(document)) return document;
  const { [key!]: inner, ...others } = document;
  return rest.length === 0 ? others : { ...others, [key!]: without(inner, rest) };
}
