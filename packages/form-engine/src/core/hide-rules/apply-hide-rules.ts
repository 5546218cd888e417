import type { ConditionScope } from '../conditions/condition-test.ts';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { isAnswered, type AnswerValue, type Answers, type FormState } from '../definition/index.ts';

/** The answers after the hide rules ran, and the keys they cleared (in clearing order). */
export interface HideRulesOutcome {
  readonly answers: Answers;
  readonly cleared: readonly string[];
}

/** The value a cleared answer takes: the specification's empty answer. */
export const CLEARED: AnswerValue = '';

/**
 * Called with an answer the hide rules are about to clear because its key is hidden (or is a
 * conditional dropdown controlled by a hidden key), with the value it held: the store keeps it,
 * to bring it back if the key is shown again while the applicant is on the page (issue 27).
 * Dropdowns cleared because their controlling answer changed are not reported: their value no
 * longer fits, hidden or not.
 */
export type KeepHidden = (key: string, value: AnswerValue) => void;

/**
 * One run of the hide rules. Reads go through `read` and clears through `write`, so the same
 * algorithm serves the pure functions (writes to an overlay, nothing copied unless something
 * is cleared) and the store (writes in place, nothing copied at all).
 */
class Clearing implements ConditionScope {
  readonly cleared: string[] = [];

  constructor(
    private readonly form: CompiledForm,
    private readonly state: FormState,
    private readonly read: (key: string) => AnswerValue | undefined,
    private readonly write: (key: string) => void,
    private readonly keep?: KeepHidden,
  ) {}

  answer(key: string): AnswerValue | undefined {
    return this.read(key);
  }
  count(blockId: string): number | undefined {
    return this.state.addAnother?.[blockId];
  }
  tab(groupId: string): string | undefined {
    return this.state.tabs?.[groupId];
  }

  /**
   * Clears `key` if it holds something, then the conditional dropdowns it controls; `hidden`
   * says the key went because it is hidden (its value is then reported to `keep`).
   */
  clear(key: string, queue?: string[], hidden = false): void {
    const value = this.read(key);
    if (value === undefined || !isAnswered(value)) return;
    if (hidden) this.keep?.(key, value);
    this.write(key);
    this.cleared.push(key);
    queue?.push(key);
    for (const controlled of this.form.controlled.get(key) ?? [])
      this.clear(controlled, queue, hidden);
  }

  /** Clears `key` when it holds something its visibility no longer allows. */
  clearIfHidden(key: string, queue?: string[]): boolean {
    if (!isAnswered(this.read(key))) return false;
    const rule = this.form.keyVisibility.get(key);
    if (!rule || rule.isVisible(this)) return false;
    this.clear(key, queue, true);
    return true;
  }

  /**
   * Clears conditional dropdowns whose controlling answer differs from `previous`, except those
   * written in the same change (a lookup that fills a country and its region together).
   */
  clearControlledOnChange(
    previous: Answers,
    keys: Iterable<string>,
    queue?: string[],
    written: ReadonlySet<string> = new Set(),
  ): void {
    for (const controller of keys) {
      const controlled = this.form.controlled.get(controller);
      const before = previous[controller];
      const now = this.read(controller);
      if (!controlled || before === now || (!isAnswered(before) && !isAnswered(now))) continue;
      for (const key of controlled) if (!written.has(key)) this.clear(key, queue);
    }
  }

  /** Everything clearing the whole form needs: repeat until a pass clears nothing. */
  clearAllHidden(): void {
    for (let changed = true; changed;) {
      changed = false;
      for (const key of this.form.keyVisibility.keys())
        changed = this.clearIfHidden(key) || changed;
    }
  }

  /** Follows a change through the keys whose visibility reads a changed source. */
  clearAfterChange(changed: Iterable<string>, previous: Answers): void {
    const queue = [...changed];
    this.clearControlledOnChange(previous, [...queue], queue, new Set(queue));
    // A value written into a hidden field is cleared at once.
    for (const key of [...queue]) this.clearIfHidden(key, queue);
    while (queue.length > 0)
      for (const key of this.form.dependents.get(queue.pop()!) ?? [])
        this.clearIfHidden(key, queue);
  }
}

/** A run that never touches `state.answers`: clears land in an overlay, copied at the end. */
function pureRun(form: CompiledForm, state: FormState) {
  const overlay = new Map<string, AnswerValue>();
  const run = new Clearing(
    form,
    state,
    (key) => (overlay.has(key) ? overlay.get(key) : state.answers[key]),
    (key) => overlay.set(key, CLEARED),
  );
  const outcome = (): HideRulesOutcome => ({
    answers:
      overlay.size === 0 ? state.answers : { ...state.answers, ...Object.fromEntries(overlay) },
    cleared: run.cleared,
  });
  return { run, outcome };
}

/**
 * Applies the hide rules of `application-form.md` §4 to a whole form state: every answer whose
 * key is hidden is cleared (to ""), repeatedly, until nothing more changes. Hidden means: the
 * field's section, tab, block or own condition does not hold, or a hide rule hides it (a single
 * rule while its condition is true; in a group, the first true member wins and the keys of the
 * other members are cleared unless the winner lists them too). When `previous` answers are given,
 * a conditional dropdown whose controlling answer changed is cleared with its `_desc` (unless its
 * own value changed too: then both were chosen together).
 *
 * Pure and idempotent (the answers given are returned as they are when nothing is hidden); the
 * browser store and the server run this same code.
 */
export function applyHideRules(
  form: CompiledForm,
  state: FormState,
  previous?: Answers,
): HideRulesOutcome {
  const { run, outcome } = pureRun(form, state);
  if (previous) {
    // A dropdown whose own value changed too was chosen together with its controller: keep it.
    const changedTogether = new Set(
      [...form.controlled.values()].flat().filter((key) => previous[key] !== state.answers[key]),
    );
    run.clearControlledOnChange(previous, form.controlled.keys(), undefined, changedTogether);
  }
  run.clearAllHidden();
  return outcome();
}

/**
 * The incremental form of {@link applyHideRules}, for a state that satisfied the hide rules before
 * `changed` sources changed (answer keys, `$tab:<group>`, `$count:<block>`): it re-evaluates only
 * the keys whose visibility reads a changed source, following the clearing as it cascades.
 * `previous` needs to hold the earlier values of the changed answer keys only.
 * Gives the same answers as the full function; a property test holds it to that.
 */
export function applyHideRulesAfterChange(
  form: CompiledForm,
  state: FormState,
  changed: Iterable<string>,
  previous: Answers,
): HideRulesOutcome {
  const { run, outcome } = pureRun(form, state);
  run.clearAfterChange(changed, previous);
  return outcome();
}

/**
 * {@link applyHideRulesAfterChange} for the owner of a mutable answers map (the form store):
 * clears in place and returns the keys it cleared. Copying a map of several hundred answers on
 * each keystroke would cost more than everything else a change does. `keep` hears each value
 * cleared because its key is hidden, before it goes.
 */
export function clearHiddenInPlace(
  form: CompiledForm,
  answers: Record<string, AnswerValue | undefined>,
  layout: Omit<FormState, 'answers'>,
  changed: Iterable<string>,
  previous: Answers,
  keep?: KeepHidden,
): readonly string[] {
  const run = new Clearing(
    form,
    { answers, ...layout },
    (key) => answers[key],
    (key) => {
      answers[key] = CLEARED;
    },
    keep,
  );
  run.clearAfterChange(changed, previous);
  return run.cleared;
}

/** {@link applyHideRules} in place, for a store loading a whole new answers map it owns. */
export function clearAllHiddenInPlace(
  form: CompiledForm,
  answers: Record<string, AnswerValue | undefined>,
  layout: Omit<FormState, 'answers'>,
): readonly string[] {
  const run = new Clearing(
    form,
    { answers, ...layout },
    (key) => answers[key],
    (key) => {
      answers[key] = CLEARED;
    },
  );
  run.clearAllHidden();
  return run.cleared;
}

/**
 * Brings back kept answers whose keys a change has shown again (issue 27: parent living Yes → No
 * → Yes must not wipe what was typed under Yes). From the `changed` sources, every kept key whose
 * visibility reads one of them — or that a restored key controls (a conditional dropdown hidden
 * with its controller) — is restored when it is visible now and empty; a restored key is a source
 * in turn, so a chain of conditions comes back whole. Writes into `answers` in place, removes
 * what it restores from `kept` and returns the restored keys. The caller runs the hide rules over
 * them afterwards: a restored answer may hide another, and the answers must stay clean.
 */
export function restoreShownInPlace(
  form: CompiledForm,
  answers: Record<string, AnswerValue | undefined>,
  layout: Omit<FormState, 'answers'>,
  changed: Iterable<string>,
  kept: Map<string, AnswerValue>,
): string[] {
  const scope = new Clearing(
    form,
    { answers, ...layout },
    (key) => answers[key],
    () => {},
  );
  const restored: string[] = [];
  const queue = [...changed];
  while (queue.length > 0 && kept.size > 0) {
    const source = queue.pop()!;
    for (const key of [
      ...(form.dependents.get(source) ?? []),
      ...(form.controlled.get(source) ?? []),
    ]) {
      const value = kept.get(key);
      if (value === undefined || isAnswered(answers[key])) continue;
      if (form.keyVisibility.get(key)?.isVisible(scope) === false) continue;
      answers[key] = value;
      kept.delete(key);
      restored.push(key);
      queue.push(key);
    }
  }
  return restored;
}
