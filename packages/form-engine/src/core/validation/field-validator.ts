import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { AnswerValue } from '../definition/index.ts';
import {
  fieldValueJudge,
  valueCheckMessages,
  type ValueCheckFunction,
  type ValueCheckInfo,
} from './field-value-messages.ts';
import { fieldChecks } from './rule-checks.ts';

type FieldValueChecks = readonly {
  readonly info: ValueCheckInfo;
  readonly run: ValueCheckFunction;
}[];

const cache = new WeakMap<CompiledForm, Map<string, FieldValueChecks>>();

/**
 * The messages a single value would earn from its field's value checks (format, patterns,
 * ranges, relative dates), ignoring `when` conditions and requiredness. Widgets use it to judge
 * what is being typed (an impossible date) with the very schemas validation uses. A form built
 * ahead of time runs its generated checks (see `createLazyValidator`'s `fields`); otherwise the
 * check table's plain functions (no ajv, no `eval`, so a strict Content-Security-Policy holds).
 */
export async function validateFieldValue(
  form: CompiledForm,
  key: string,
  value: AnswerValue,
  now: () => Date = () => new Date(),
): Promise<string[]> {
  const judge = fieldValueJudge(form);
  if (judge) return judge(key, value, now);
  let perForm = cache.get(form);
  if (!perForm) cache.set(form, (perForm = new Map()));
  let checks = perForm.get(key);
  if (!checks) {
    const field = form.fields.get(key);
    if (!field) throw new Error(`unknown field "${key}"`);
    // A check that depends on another answer (a conditional dropdown's list) needs the state.
    const list = fieldChecks(field, form.messages).filter((c) => c.kind === 'value' && !c.when);
    // Loaded on demand: only a form without a build needs it, and only once a value is typed.
    // (The table's module, so its code is one chunk however it is first reached.)
    const { checkFunction } = await import('./table/run-table.ts');
    checks = list.map((info) => ({ info, run: checkFunction(info.schema) }));
    perForm.set(key, checks);
  }
  return valueCheckMessages(checks, value, now);
}
