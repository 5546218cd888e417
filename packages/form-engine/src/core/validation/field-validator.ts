import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { AnswerValue } from '../definition/index.ts';
import { loadAjv } from './ajv-loader.ts';
import { MULTIPLE_OF_PRECISION } from './keywords.ts';
import {
  fieldValueJudge,
  valueCheckMessages,
  type ValueCheckFunction,
} from './field-value-messages.ts';
import { fieldChecks, type Check } from './rule-checks.ts';

interface FieldValueValidator {
  readonly checks: readonly Check[];
  readonly run: readonly ValidateFunction[];
}

const cache = new WeakMap<CompiledForm, Map<string, FieldValueValidator>>();

/**
 * The messages a single value would earn from its field's value checks (format, patterns,
 * ranges, relative dates), ignoring `when` conditions and requiredness. Widgets use it to judge
 * what is being typed (an impossible date) with the very schemas validation uses. A form built
 * ahead of time runs its generated checks (see `createLazyValidator`'s `fields`); otherwise each
 * field's small validator compiles once with ajv.
 */
export async function validateFieldValue(
  form: CompiledForm,
  key: string,
  value: AnswerValue,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const judge = fieldValueJudge(form);
  if (judge) return judge(key, value, now);
  const { Ajv2020, _, addFormats, addExtensionKeywords } = await loadAjv();
  let perForm = cache.get(form);
  if (!perForm) cache.set(form, (perForm = new Map()));
  let validator = perForm.get(key);
  if (!validator) {
    const field = form.fields.get(key);
    if (!field) throw new Error(`unknown field "${key}"`);
    const ajv = new Ajv2020({
      allErrors: true,
      strict: false,
      allowUnionTypes: true,
      passContext: true,
      multipleOfPrecision: MULTIPLE_OF_PRECISION,
    });
    addFormats(ajv, ['date']);
    // The clock is passed at each call (the x- keywords read `this.now`), so a cached validator stays right.
    addExtensionKeywords(ajv, _);
    // A check that depends on another answer (a conditional dropdown's list) needs the state.
    const checks = fieldChecks(field, form.messages).filter((c) => c.kind === 'value' && !c.when);
    validator = {
      checks,
      run: checks.map((c) =>
        ajv.compile(typeof c.schema === 'boolean' ? c.schema : { ...c.schema }),
      ),
    };
    perForm.set(key, validator);
  }
  return valueCheckMessages(
    validator.checks.map((check, i) => ({
      info: check,
      run: validator.run[i] as unknown as ValueCheckFunction,
    })),
    value,
    now,
  );
}
