import Ajv2020, { _, Name } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import type { CompiledForm } from '../core/compiler/compiled-form.ts';
import { addExtensionKeywords } from '../core/validation/code-keywords.ts';
import { MULTIPLE_OF_PRECISION } from '../core/validation/keywords.ts';
import type { ValueCheckInfo } from '../core/validation/field-value-messages.ts';
import { fieldChecks } from '../core/validation/rule-checks.ts';
import { FORMATS_NAME, selfContained } from './standalone.ts';

/**
 * The value checks of a form's date fields as one standalone module (`fields.validate.js`): what
 * the date widget judges a typed date with (`validateFieldValue`), generated like the answers'
 * validators so no schema compiles in the browser. Each check is an exported function `f<n>`;
 * `checks` lists them per key with their messages. The checks and the ajv options are those
 * `validateFieldValue` compiles at run time (value checks without a condition).
 */
export function buildFieldChecks(form: CompiledForm): string {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    allowUnionTypes: true,
    passContext: true,
    multipleOfPrecision: MULTIPLE_OF_PRECISION,
    code: { source: true, esm: true, formats: new Name(FORMATS_NAME) },
  });
  addFormats(ajv, ['date']);
  addExtensionKeywords(ajv, _);
  const exports: Record<string, string> = {};
  const checks: Record<string, (ValueCheckInfo & { fn: string })[]> = {};
  for (const field of form.fields.values()) {
    if (field.type !== 'date') continue;
    const list = fieldChecks(field, form.messages).filter((c) => c.kind === 'value' && !c.when);
    checks[field.key] = list.map((check) => {
      const fn = `f${Object.keys(exports).length}`;
      const schema = typeof check.schema === 'boolean' ? check.schema : { ...check.schema };
      ajv.addSchema(schema === true ? {} : schema === false ? { not: {} } : schema, fn);
      exports[fn] = fn;
      return { fn, message: check.message, ...(check.rule ? { rule: check.rule } : {}) };
    });
  }
  const table = `export const checks = ${JSON.stringify(checks)};\n`;
  if (Object.keys(exports).length === 0) return table;
  return `${selfContained(standaloneCode(ajv, exports))}\n${table}`;
}
