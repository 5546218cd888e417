import { evaluateJsonLogic } from '../conditions/to-json-logic.ts';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { isAnswered, type AnswerValue, type Answers, type FormState } from '../definition/index.ts';

/** The answers after the hide rules ran, and the keys they cleared (in clearing order). */
export interface HideRulesOutcome {
  readonly answers: Answers;
  readonly cleared: readonly string[];
}

/** The value a cleared answer takes: the specification's empty answer. */
export const CLEARED: AnswerValue = '';

/** Copy-on-write clearing: the caller's answers are never mutated. */
class Clearing {
  private copy: Record<string, AnswerValue | undefined> | undefined;
  /** What conditions read; its answers become the copy once something is cleared. */
  private readonly context: {
    answers: Answers;
    addAnother?: FormState['addAnother'];
    tabs?: FormState['tabs'];
  };
  readonly cleared: string[] = [];

  constructor(
    private readonly form: CompiledForm,
    private readonly state: FormState,
  ) {
    this.context = { ...state };
  }

  get answers(): Answers {
    return this.copy ?? this.state.answers;
  }

  /** Clears `key` if it holds something, then the conditional dropdowns it controls. */
  clear(key: string, queue?: string[]): void {
    if (!isAnswered(this.answers[key])) return;
    if (!this.copy) this.context.answers = this.copy = { ...this.state.answers };
    this.copy[key] = CLEARED;
    this.cleared.push(key);
    queue?.push(key);
    for (const controlled of this.form.controlled.get(key) ?? []) this.clear(controlled, queue);
  }

  /** Whether `key` is hidden in the current (partly cleared) answers. */
  hidden(key: string): boolean {
    const rule = this.form.keyVisibility.get(key);
    if (!rule) return false;
    return !evaluateJsonLogic(rule.logic, this.context);
  }

  clearControlledOnChange(previous: Answers, keys: Iterable<string>, queue?: string[]): void {
    for (const controller of keys) {
      const controlled = this.form.controlled.get(controller);
      if (!controlled || previous[controller] === this.state.answers[controller]) continue;
      if (!isAnswered(previous[controller]) && !isAnswered(this.state.answers[controller]))
        continue;
      for (const key of controlled) this.clear(key, queue);
    }
  }

  outcome(): HideRulesOutcome {
    return { answers: this.answers, cleared: this.cleared };
  }
}

/**
 * Applies the hide rules of `application-form.md` §4 to a whole form state: every answer whose
 * key is hidden is cleared (to ""), repeatedly, until nothing more changes. Hidden means: the
 * field's section, tab, block or own condition does not hold, or a hide rule hides it (a single
 * rule while its condition is true; in a group, the first true member wins and the keys of the
 * other members are cleared unless the winner lists them too). When `previous` answers are given,
 * a conditional dropdown whose controlling answer changed is cleared with its `_desc`.
 *
 * Pure and idempotent; the browser store and the server run this same function.
 */
export function applyHideRules(
  form: CompiledForm,
  state: FormState,
  previous?: Answers,
): HideRulesOutcome {
  const run = new Clearing(form, state);
  if (previous) run.clearControlledOnChange(previous, form.controlled.keys());
  for (let changed = true; changed;) {
    changed = false;
    for (const key of form.keyVisibility.keys())
      if (isAnswered(run.answers[key]) && run.hidden(key)) {
        run.clear(key);
        changed = true;
      }
  }
  return run.outcome();
}

/**
 * The incremental form of {@link applyHideRules}, for a state that satisfied the hide rules before
 * `changed` sources changed (answer keys, `$tab:<group>`, `$count:<block>`): it re-evaluates only
 * the keys whose visibility reads a changed source, following the clearing as it cascades.
 * Gives the same answers as the full function; a property test holds it to that.
 */
export function applyHideRulesAfterChange(
  form: CompiledForm,
  state: FormState,
  changed: Iterable<string>,
  previous: Answers,
): HideRulesOutcome {
  const run = new Clearing(form, state);
  const queue = [...changed];
  run.clearControlledOnChange(previous, [...queue], queue);
  // A value written into a hidden field is cleared at once.
  for (const key of [...queue])
    if (isAnswered(run.answers[key]) && run.hidden(key)) run.clear(key, queue);
  while (queue.length > 0) {
    const source = queue.pop()!;
    for (const key of form.dependents.get(source) ?? [])
      if (isAnswered(run.answers[key]) && run.hidden(key)) run.clear(key, queue);
  }
  return run.outcome();
}
