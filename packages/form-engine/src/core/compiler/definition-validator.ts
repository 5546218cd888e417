import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { formDefinitionSchema } from '../definition/definition-schema.ts';
import type { Diagnostic } from './diagnostics.ts';

let validateDefinition: ValidateFunction | undefined;

/** Compiled once, on first use: linting is rare, and the schema is not needed to run a form. */
function definitionValidator(): ValidateFunction {
  if (!validateDefinition) {
    const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false, strictTypes: false, allowUnionTypes: true });
    addFormats(ajv, ['date-time']);
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' }); // annotation for the type generator
    validateDefinition = ajv.compile(formDefinitionSchema);
  }
  return validateDefinition;
}

/** Branch-selection keywords whose own error only repeats what the chosen branch reported. */
const WRAPPERS = new Set(['if', 'oneOf', 'anyOf', 'allOf']);

function humanize(error: ErrorObject): Diagnostic {
  const path = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const at = (code: string, message: string): Diagnostic => ({ severity: 'error', code, path, message });
  if (error.keyword === 'enum' && path.endsWith('/operator'))
    return at('unknown-operator', `unknown operator ${JSON.stringify(error.data)}; expected one of ${(params.allowedValues as string[]).join(', ')}`);
  if (error.keyword === 'maximum' && path.endsWith('/max'))
    return at('add-another-max', `an add-another block allows at most ${String(params.limit)} blocks, not ${String(error.data)}`);
  if (error.keyword === 'discriminator')
    return at('unknown-widget', `unknown ${String(params.tag)} ${JSON.stringify(error.data)}`);
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const property = String(params.additionalProperty ?? params.unevaluatedProperty);
    return { severity: 'error', code: 'unknown-property', path: `${path}/${property}`, message: `unknown property "${property}"` };
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
export function checkDefinitionSchema(definition: unknown): Diagnostic[] {
  const validate = definitionValidator();
  if (validate(definition)) return [];
  const errors = validate.errors ?? [];
  const precise = errors.filter((e) => !WRAPPERS.has(e.keyword));
  const kept = precise.length > 0 ? precise : errors;
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const diagnostic of kept.map(humanize)) {
    const id = `${diagnostic.path} ${diagnostic.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      out.push(diagnostic);
    }
  }
  return out;
}
