/**
 * The messages of a field's own value checks, shared by the ways of running them: at run time
 * (`validateFieldValue` without a build: plain functions for a date field's checks, ajv for
 * others) and generated ahead of time (the `fields` module `form-engine build` writes), so all
 * say exactly the same.
 */
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { fillMessage } from '../compiler/messages.ts';
import type { AnswerValue, Rule } from '../definition/index.ts';

/** What a failed check says: its message, and the rule whose {year} is filled when it runs. */
export interface ValueCheckInfo {
  readonly message: string;
  readonly rule?: Rule;
}

/** One check's validate function: plain, ajv's or generated; `this.now` is the clock. */
export type ValueCheckFunction = (this: { now: () => Date }, value: unknown) => boolean;

/** The messages of the checks a value fails, each once, in the order the checks are written. */
export function valueCheckMessages(
  checks: readonly { readonly info: ValueCheckInfo; readonly run: ValueCheckFunction }[],
  value: AnswerValue,
  now: () => Date,
): string[] {
  const context = { now };
  const messages: string[] = [];
  for (const { info, run } of checks) {
    if (run.call(context, value)) continue;
    const rule = info.rule;
    const year =
      rule?.rule === 'minYear' || rule?.rule === 'maxYear'
        ? now().getUTCFullYear() + rule.offset
        : undefined;
    const message = year === undefined ? info.message : fillMessage(info.message, { year });
    if (!messages.includes(message)) messages.push(message);
  }
  return messages;
}

/**
 * The value checks of a form's date fields generated ahead of time (`form-engine build`'s
 * `fields.validate.js`): `checks` names, per answer key, each check's exported function.
 */
export interface FieldValueModule {
  readonly checks: Readonly<Record<string, readonly (ValueCheckInfo & { readonly fn: string })[]>>;
  readonly [fn: string]: unknown;
}

/** Judges one typed value of a key with checks generated ahead of time. */
export type FieldValueJudge = (
  key: string,
  value: AnswerValue,
  now: () => Date,
) => Promise<string[]>;

/** Forms whose field checks were generated ahead of time → how to judge a value with them. */
const judges = new WeakMap<CompiledForm, FieldValueJudge>();

/**
 * Makes `validateFieldValue` judge a form's values with its generated field checks instead of
 * running them at run time. `createLazyValidator` calls it when given a `fields` loader.
 */
export function registerFieldValueJudge(form: CompiledForm, judge: FieldValueJudge): void {
  judges.set(form, judge);
}

/** The generated field checks of a form, when it has them. */
export function fieldValueJudge(form: CompiledForm): FieldValueJudge | undefined {
  return judges.get(form);
}

/** Runs a key's generated checks on a value. */
export function runGeneratedChecks(
  module: FieldValueModule,
  key: string,
  value: AnswerValue,
  now: () => Date,
): string[] {
  const checks = (Object.hasOwn(module.checks, key) ? module.checks[key] : undefined) ?? [];
  return valueCheckMessages(
    checks.map((info) => ({ info, run: module[info.fn] as ValueCheckFunction })),
    value,
    now,
  );
}
