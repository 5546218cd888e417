/**
 * `@admissions/form-engine/build` (Node only): validators generated ahead of time, so nothing
 * compiles schemas where the applicant waits and no `new Function` runs in the browser.
 */
import Ajv2020, { _, Name } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { compileFormOrThrow, type CompileOptions } from '../core/compiler/compile-form.ts';
import type { CompiledForm } from '../core/compiler/compiled-form.ts';
import { ANSWERS_AJV_OPTIONS } from '../core/validation/ajv-loader.ts';
import { buildFormSchema } from '../core/validation/form-schema.ts';
import { addExtensionKeywords } from '../core/validation/code-keywords.ts';
import { FORMATS_NAME, selfContained } from './standalone.ts';
import { serializeCompiledForm } from '../core/compiler/compiled-form-data.ts';
import { buildFieldChecks } from './field-checks.ts';

export { buildFieldChecks, serializeCompiledForm };
export { writeBuiltForm, BUILT_FILES } from './write.ts';
export type { BuiltForm, BuiltValidators } from './built-form.ts';
import type { BuiltForm, BuiltValidators } from './built-form.ts';

export { createPrecompiledValidator } from '../core/validation/precompiled.ts';
export { createAjvValidator } from './ajv-validator.ts';
export type { PrecompiledModule, PrecompiledValidators } from '../core/validation/precompiled.ts';

/**
 * Generates the answers' validators of a form as standalone ES modules (ajv standalone code with
 * the `x-` keywords as generated code, dates relative to the day of validation): one for the whole
 * form and one per page. Each module default-exports the validate function and exports the
 * tables {@link createPrecompiledValidator} maps its errors with; it imports nothing.
 * The definition is compiled first (throws on definition errors, like `compileFormOrThrow`).
 */
export function buildValidators(
  definition: Parameters<typeof compileFormOrThrow>[0],
  dataModel?: Parameters<typeof compileFormOrThrow>[1],
  options?: CompileOptions,
): BuiltValidators {
  return buildCompiledValidators(compileFormOrThrow(definition, dataModel, options));
}

/**
 * Builds a compiled form ahead of time: the form as data (so the browser skips the compile) and
 * the answers' validators as standalone modules (so nothing compiles a schema at run time). What
 * the CLI's `build`, the Vite plugin and the server's build step all call.
 */
export function buildForm(form: CompiledForm): BuiltForm {
  return {
    ...buildCompiledValidators(form),
    compiledForm: serializeCompiledForm(form),
    pageIds: form.pages.map((page) => page.id),
  };
}

/** {@link buildValidators} for a form already compiled (e.g. a partner variant). */
export function buildCompiledValidators(form: CompiledForm): BuiltValidators {
  const ajv = new Ajv2020({
    ...ANSWERS_AJV_OPTIONS,
    code: { source: true, esm: true, formats: new Name(FORMATS_NAME) },
  });
  addFormats(ajv, ['date']);
  addExtensionKeywords(ajv, _);
  const moduleOf = (pageId?: string): { source: string; schema: Record<string, unknown> } => {
    const built = buildFormSchema(form, pageId === undefined ? undefined : [pageId]);
    const validate = ajv.compile(built.schema);
    const tables = `export const entries = ${JSON.stringify(Object.fromEntries(built.entries))};\n`;
    return {
      source: `${selfContained(standaloneCode(ajv, validate))}\n${tables}`,
      schema: built.schema,
    };
  };
  const whole = moduleOf();
  const pages: Record<string, string> = {};
  for (const page of form.pages) pages[page.id] = moduleOf(page.id).source;
  return { form: whole.source, pages, schema: whole.schema, fields: buildFieldChecks(form) };
}
