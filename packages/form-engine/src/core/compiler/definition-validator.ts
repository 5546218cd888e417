import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { formDefinitionSchema } from '../definition/definition-schema.ts';
import { loadAjv } from '../validation/ajv-loader.ts';
import type { Diagnostic } from './diagnostics.ts';

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
    });
    addFormats(ajv, ['date-time']);
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' }); // annotation for the type generator
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
  if (error.keyword === 'enum' && path.endsWith('/operator'))
    return at(
      'unknown-operator',
      `unknown operator ${JSON.stringify(data)}; expected one of ${(params.allowedValues as string[]).join(', ')}`,
    );
  if (error.keyword === 'maximum' && path.endsWith('/max'))
    return at(
      'add-another-max',
      `an add-another block allows at most ${String(params.limit)} blocks, not ${String(data)}`,
    );
  if (error.keyword === 'discriminator') {
    const tag = String(params.tag);
    const value = (data as Record<string, unknown> | undefined)?.[tag];
    return at(`unknown-${tag}`, `unknown ${tag} ${JSON.stringify(value)}`);
  }
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const property = String(params.additionalProperty ?? params.unevaluatedProperty);
    return {
      severity: 'error',
      code: 'unknown-property',
      path: `${path}/${property}`,
      message: `unknown property "${property}"`,
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
  return out;
}
