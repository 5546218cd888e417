import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { formDefinitionSchema } from '../definition/definition-schema.ts';
import { loadAjv } from '../validation/ajv-loader.ts';
import type { Diagnostic } from './diagnostics.ts';
import { didYouMean, validChoices } from './suggest.ts';

let validateDefinition: Promise<ValidateFunction> | undefined;

/** Compiled once, on first use: linting is rare, and the schema is not needed to run a form. */
function definitionValidator(): Promise<ValidateFunction> {
  validateDefinition ??= loadAjv().then(({ Ajv2020, addFormats }) => {
    const ajv = new Ajv2020({
      allErrors: true,
      discriminator: true,
      strict: true,
      strictRequired: false,
      strictTypes: false,
      allowUnionTypes: true,
      // Each error carries its schema object: an unknown property's siblings are "did you mean".
      verbose: true,
    });
    addFormats(ajv, ['date-time']);
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' }); // annotation for the type generator
    // What each value of an enum means, shown by editors (VS Code's and the playground's hover).
    ajv.addKeyword({ keyword: 'enumDescriptions', schemaType: 'array' });
    return ajv.compile(formDefinitionSchema);
  });
  return validateDefinition;
}

/** Branch-selection keywords whose own error only repeats what the chosen branch reported. */
const WRAPPERS = new Set(['if', 'oneOf', 'anyOf', 'allOf']);

/** The value a JSON Pointer designates (ajv reports only the pointer unless verbose). */
function valueAt(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, token) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined,
      document,
    );
}

/** Every `const` a discriminated `oneOf` of the schema accepts for `tag` (e.g. the widgets). */
function tagValues(schema: unknown, tag: string, found = new Set<string>()): string[] {
  if (schema && typeof schema === 'object') {
    const node = schema as Record<string, unknown>;
    const value = (node.properties as Record<string, { const?: unknown }> | undefined)?.[tag]
      ?.const;
    if (typeof value === 'string') found.add(value);
    for (const child of Object.values(node)) tagValues(child, tag, found);
  }
  return [...found];
}

/** The schema node a `#/…` reference or ajv `schemaPath` names. */
function schemaAt(path: string): unknown {
  return valueAt(formDefinitionSchema, path.replace(/^#/, ''));
}

/** The property names a schema object allows, through `$ref`, `allOf` and the branches. */
function propertyNames(node: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (!node || typeof node !== 'object' || depth > 8) return found;
  const schema = node as Record<string, unknown>;
  for (const name of Object.keys((schema.properties as object | undefined) ?? {})) found.add(name);
  if (typeof schema.$ref === 'string') propertyNames(schemaAt(schema.$ref), found, depth + 1);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const branch of (schema[key] as unknown[] | undefined) ?? [])
      propertyNames(branch, found, depth + 1);
  for (const key of ['then', 'else']) propertyNames(schema[key], found, depth + 1);
  return found;
}

/** A misspelt name: the nearest valid one, and all of them when they are few. */
const unknownName = (what: string, value: unknown, choices: readonly string[]): string =>
  `unknown ${what} ${JSON.stringify(value)}${
    typeof value === 'string' ? didYouMean(value, choices) : ''
  }${validChoices(choices)}`;

function humanize(error: ErrorObject, definition: unknown): Diagnostic {
  const path = error.instancePath;
  const data = valueAt(definition, path);
  const params = error.params as Record<string, unknown>;
  const at = (code: string, message: string): Diagnostic => ({
    severity: 'error',
    code,
    path,
    message,
  });
  if (error.keyword === 'enum') {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const allowed = (params.allowedValues as unknown[]).map(String);
    return path.endsWith('/operator')
      ? at('unknown-operator', unknownName('operator', data, allowed))
      : at('schema', unknownName(`value of "${name}"`, data, allowed));
  }
  if (error.keyword === 'maximum' && path.endsWith('/max'))
    return at(
      'add-another-max',
      `an add-another block allows at most ${String(params.limit)} blocks, not ${String(data)}`,
    );
  if (error.keyword === 'discriminator') {
    const tag = String(params.tag);
    const value = (data as Record<string, unknown> | undefined)?.[tag];
    // At the misspelt value, the line the author edits, not the field's opening brace.
    return {
      ...at(`unknown-${tag}`, unknownName(tag, value, tagValues(formDefinitionSchema, tag))),
      path: `${path}/${tag}`,
    };
  }
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const property = String(params.additionalProperty ?? params.unevaluatedProperty);
    const allowed = [...propertyNames(error.parentSchema)].filter(
      (name) => !(data && typeof data === 'object' && name in data),
    );
    return {
      severity: 'error',
      code: 'unknown-property',
      path: `${path}/${property}`,
      message: `unknown property "${property}"${didYouMean(property, allowed)}`,
    };
  }
  if (error.keyword === 'required')
    return at('missing-property', `missing required property "${String(params.missingProperty)}"`);
  return at('schema', error.message ?? `fails ${error.keyword}`);
}

/**
 * Validates a definition against the published definition schema and returns every error with
 * its JSON Pointer, in readable words. Wrapper errors (if/oneOf/anyOf) are dropped when the
 * branch they chose reported something more precise.
 */
export async function checkDefinitionSchema(definition: unknown): Promise<Diagnostic[]> {
  const validate = await definitionValidator();
  if (validate(definition)) return [];
  const errors = validate.errors ?? [];
  const precise = errors.filter((e) => !WRAPPERS.has(e.keyword));
  const kept = precise.length > 0 ? precise : errors;
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const diagnostic of kept.map((error) => humanize(error, definition))) {
    const id = `${diagnostic.path} ${diagnostic.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(diagnostic);
    }
  }
  return withoutMisspeltRequired(out);
}

/**
 * `"lable"` for `"label"` is one mistake, not two: the missing property the misspelling was
 * meant to be is not reported again beside the unknown one.
 */
function withoutMisspeltRequired(list: readonly Diagnostic[]): Diagnostic[] {
  const meant = new Set(
    list.flatMap((d) => {
      const name = d.code === 'unknown-property' && / did you mean "([^"]+)"/.exec(d.message)?.[1];
      return name ? [`${d.path.slice(0, d.path.lastIndexOf('/'))} "${name}"`] : [];
    }),
  );
  return list.filter(
    (d) =>
      d.code !== 'missing-property' ||
      !meant.has(`${d.path} "${/"([^"]+)"/.exec(d.message)?.[1]}"`),
  );
}
