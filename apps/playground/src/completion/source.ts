/**
 * Completion and hover for a JSON document from its JSON Schema, at any depth: the property
 * names a field's widget, a rule's kind or a condition's shape allows; widget, rule, operator and
 * other enum values; answer keys where the format takes one; the option values of the field a
 * condition reads; and the schema's descriptions. (codemirror-json-schema completes only where
 * the schema has no discriminator, allOf or if/then/else, i.e. at the top level of this format.)
 */
import {
  insertCompletionText,
  pickedCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { locate, parseTolerant, toValue, type JsonNode, type Location } from './json-tree.ts';
import {
  expand,
  kinds,
  schemasAt,
  without,
  type Applied,
  type Schema,
  type SchemaSet,
} from './schema-walk.ts';

interface Option {
  readonly value: string;
  readonly label: string;
}

/** The schemas of a document: fixed, or chosen from the document (its `$schema`). */
export type SchemaChoice = SchemaSet | ((document: unknown) => SchemaSet);

const chosen = (schemas: SchemaChoice, document: unknown): SchemaSet =>
  typeof schemas === 'function' ? schemas(document) : schemas;

/** What completion knows besides the document: the data model's keys, other option lists. */
export interface CompletionData {
  readonly answerKeys?: readonly string[];
  readonly optionLists?: Readonly<Record<string, readonly Option[]>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The description of a schema, through its references; the `$defs` title as a last resort. */
function describe(applied: readonly Applied[]): string | undefined {
  const described = applied.find((a) => typeof a.schema.description === 'string');
  if (described) return described.schema.description as string;
  const titled = applied.find((a) => typeof a.schema.title === 'string');
  return titled?.schema.title as string | undefined;
}

/** Every object of the document (depth first). */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objects(item);
  else if (isObject(value)) {
    yield value;
    for (const inner of Object.values(value)) yield* objects(inner);
  }
}

/** Option lists by name: the document's own over the others. */
function optionListsOf(document: unknown, data: CompletionData): Record<string, readonly Option[]> {
  const own = isObject(document) && isObject(document.optionLists) ? document.optionLists : {};
  return { ...data.optionLists, ...(own as Record<string, readonly Option[]>) };
}

/** The answer keys the document's fields store, and the data model's. */
function answerKeysOf(document: unknown, data: CompletionData): string[] {
  const keys = new Set(data.answerKeys);
  for (const object of objects(document))
    if (typeof object.widget === 'string' && typeof object.key === 'string') keys.add(object.key);
  return [...keys].sort();
}

/** The options of the field that stores `key`: its list, inline options, or every list by value. */
function optionsOfField(document: unknown, key: unknown, data: CompletionData): unknown[][] {
  const field = [...objects(document)].find((o) => typeof o.widget === 'string' && o.key === key);
  if (!field) return [];
  if (field.widget === 'checkbox') return [[true], [false]];
  const lists = optionListsOf(document, data);
  const refs = isObject(field.options) ? Object.values(field.options) : [field.options];
  const options = refs.flatMap((ref) =>
    typeof ref === 'string' ? (lists[ref] ?? []) : Array.isArray(ref) ? (ref as Option[]) : [],
  );
  return options.filter((o) => o?.value !== '').map((o) => [o.value, o.label]);
}

/** The values completion offers at a value location, each with its explanation. */
function valuesAt(
  set: SchemaSet,
  document: unknown,
  location: Location,
  data: CompletionData,
): Map<unknown, string | undefined> {
  const values = new Map<unknown, string | undefined>();
  const applied = schemasAt(set, without(document, location.path), location.path);
  const add = (value: unknown, info?: string) => {
    if (!values.has(value)) values.set(value, info);
  };
  for (const { schema, owner } of applied) {
    if ('const' in schema)
      add(schema.const, (owner?.description ?? owner?.title) as string | undefined);
    const meanings = schema.enumDescriptions as readonly string[] | undefined;
    ((schema.enum as unknown[] | undefined) ?? []).forEach((value, i) => add(value, meanings?.[i]));
    if (schema.type === 'boolean') [true, false].forEach((v) => add(v));
  }
  // An item of a list of fields or rules: a new one of each kind.
  if (typeof location.path.at(-1) === 'number')
    for (const kind of applied.flatMap((a) => kinds(set, a)))
      add({ [kind.name]: kind.value }, kind.info);
  const defs = new Set(applied.flatMap((a) => a.defs));
  if (defs.has('AnswerKey')) for (const key of answerKeysOf(document, data)) add(key, 'Answer key');
  if (defs.has('OptionsRef'))
    for (const name of Object.keys(optionListsOf(document, data))) add(name, 'Option list');
  // A condition's target: the options of the field whose answer it reads (valueKey).
  const { path } = location;
  const at = path.lastIndexOf('target');
  if (at >= 0 && at >= path.length - 2) {
    const targetDefs = schemasAt(set, document, path.slice(0, at + 1)).flatMap((a) => a.defs);
    const condition = path
      .slice(0, at)
      .reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
        document,
      );
    const options = isObject(condition) ? optionsOfField(document, condition.valueKey, data) : [];
    // The field's options replace the target's generic values (true and false).
    if (targetDefs.includes('ConditionTarget') && options.length > 0) {
      values.clear();
      for (const [value, label] of options) add(value, label as string | undefined);
    }
  }
  return values;
}

/** The property names the object at the location may have: description, and whether it is a kind. */
function propertiesAt(set: SchemaSet, document: unknown, location: Location) {
  const current = location.property?.key;
  const object = location.containers.at(-1) as Extract<JsonNode, { kind: 'object' }>;
  const present = new Set(object.props.map((p) => p.key).filter((key) => key !== current));
  const unchosen =
    current === undefined ? document : without(document, [...location.path, current]);
  const applied = schemasAt(set, unchosen, location.path);
  // The discriminator (a field's widget, a rule's rule) comes first: it decides the rest.
  const discriminators = new Set(applied.flatMap((a) => kinds(set, a).map((k) => k.name)));
  const properties = new Map<string, { info?: string; kind: boolean }>();
  for (const { schema, base } of applied) {
    const own = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [name, property] of Object.entries(own))
      if (!present.has(name) && !properties.has(name))
        properties.set(name, {
          info: describe(expand(set, property, undefined, base)),
          kind: discriminators.has(name),
        });
  }
  return properties;
}

/** A value as JSON on one line, an object spaced as the author writes it: `{ "rule": "required" }`. */
function inline(value: unknown): string {
  if (!isObject(value)) return JSON.stringify(value);
  const entries = Object.entries(value).map(
    ([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/**
 * What a completion replaces: the token under the cursor, within its quotes for a string (the
 * quotes stay, or are written when missing); `whole` is the string with its quotes.
 */
function edit(location: Location, pos: number, key: boolean) {
  const token = location.token;
  const colon = key && location.property?.colon !== undefined;
  const tail = key && !colon ? ': ' : '';
  if (token?.kind === 'string') {
    const inner = token.closed ? token.to - 1 : token.to;
    return {
      from: token.from + 1,
      to: tail && token.closed ? token.to : inner,
      write: (text: string) => `${text}${!token.closed || tail ? '"' : ''}${tail}`,
      whole: { from: token.from, to: token.to },
    };
  }
  return {
    from: token?.from ?? pos,
    to: token?.to ?? pos,
    write: (text: string) => `"${text}"${tail}`,
    whole: { from: token?.from ?? pos, to: token?.to ?? pos },
  };
}

/**
 * Writes `text` over `from`..`to`, or further when the token goes on past the cursor (the result's
 * own range ends at the cursor: CodeMirror filters the options by the text before it).
 */
const replace =
  (text: string, from: number | undefined, to: number): Completion['apply'] =>
  (view, completion, resultFrom, cursor) =>
    view.dispatch({
      ...insertCompletionText(view.state, text, from ?? resultFrom, Math.max(to, cursor)),
      annotations: pickedCompletion.of(completion),
    });

/**
 * A CodeMirror completion source for documents of the schemas. `data` gives the data model's
 * answer keys and option lists from outside the document (read at each request).
 */
export function schemaCompletionSource(
  schemas: SchemaChoice,
  data: () => CompletionData = () => ({}),
): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const root = parseTolerant(text);
    const location = locate(text, root, context.pos);
    if (!location || (!location.token && !context.explicit)) return null;
    const document = toValue(root);
    const set = chosen(schemas, document);
    const key = location.kind === 'key';
    const range = edit(location, context.pos, key);
    let options: Completion[];
    if (key) {
      options = [...propertiesAt(set, document, location)].map(([name, { info, kind }]) => ({
        label: name,
        type: 'property',
        apply: replace(range.write(name), undefined, range.to),
        ...(info ? { info } : {}),
        ...(kind ? { boost: 1 } : {}),
      }));
    } else {
      options = [...valuesAt(set, document, location, data())].map(([value, info]) => {
        const string = typeof value === 'string';
        const option: Completion = {
          label: string ? value : inline(value),
          type: string ? 'text' : 'keyword',
          ...(info ? { detail: info } : {}),
        };
        // A string goes in the quotes; a number, boolean or object replaces them.
        return string
          ? { ...option, apply: replace(range.write(value), undefined, range.to) }
          : { ...option, apply: replace(inline(value), range.whole.from, range.whole.to) };
      });
    }
    return options.length > 0 ? { from: range.from, to: context.pos, options } : null;
  };
}

/** What hover shows at a position: the range of the key or value, and its explanation. */
export interface HoverInfo {
  readonly from: number;
  readonly to: number;
  readonly title: string;
  readonly text: string;
}

/** The schema's explanation of the property name or value at `pos` of `text`. */
export function schemaHover(
  schemas: SchemaChoice,
  text: string,
  pos: number,
): HoverInfo | undefined {
  const root = parseTolerant(text);
  const location = locate(text, root, pos);
  const token = location?.token;
  if (!location || !token) return undefined;
  const document = toValue(root);
  const set = chosen(schemas, document);
  if (location.kind === 'key') {
    const name = location.property!.key;
    const applied = schemasAt(set, document, [...location.path, name]);
    const description = describe(applied);
    return description
      ? { from: token.from, to: token.to, title: name, text: description }
      : undefined;
  }
  const applied = schemasAt(set, document, location.path);
  const value = toValue(token);
  const parts = [describe(applied)];
  // A discriminator's value (a widget, a rule): what that kind is.
  const branch = applied.find((a) => 'const' in a.schema && a.schema.const === value)?.owner;
  if (branch) parts.unshift((branch.description ?? branch.title) as string | undefined);
  // An enum's value (an operator): what that value means, as editors read `enumDescriptions`.
  for (const { schema } of applied) {
    const at = Array.isArray(schema.enum) ? schema.enum.indexOf(value) : -1;
    const meaning = (schema.enumDescriptions as readonly string[] | undefined)?.[at];
    if (at >= 0 && meaning) parts.push(meaning);
  }
  const shown = parts.filter((p): p is string => Boolean(p));
  const name = String(location.path.at(-1));
  return shown.length > 0
    ? {
        from: token.from,
        to: token.to,
        title: `${name}: ${JSON.stringify(value)}`,
        text: shown.join(' '),
      }
    : undefined;
}
