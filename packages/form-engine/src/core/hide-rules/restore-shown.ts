import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { ConditionScope } from '../conditions/condition-test.ts';
import { isAnswered, type AnswerValue, type FormState } from '../definition/index.ts';

/**
 * Brings back kept answers whose keys a change has shown again (issue 27: parent living Yes → No
 * → Yes must not wipe what was typed under Yes). Starting from the `changed` sources (answer keys,
 * `$tab:<group>`, `$count:<block>`), every kept key whose visibility reads one of them — or that
 * a restored key controls (a conditional dropdown hidden with its controller) — is restored when
 * it is visible now and empty; a restored key is a source in turn, so a chain of conditions comes
 * back whole. Writes into `answers` in place, removes what it restores from `kept`, and returns
 * the restored keys.
 *
 * The caller runs the hide rules over the restored keys afterwards: a restored answer may hide
 * another (a hide-rule group whose first true member changes), and what the store holds must
 * always be hide-rule clean.
 */
export function restoreShownInPlace(
  form: CompiledForm,
  answers: Record<string, AnswerValue | undefined>,
  layout: Omit<FormState, 'answers'>,
  changed: Iterable<string>,
  kept: Map<string, AnswerValue>,
): string[] {
  const restored: string[] = [];
  if (kept.size === 0) return restored;
  const scope: ConditionScope = {
    answer: (key) => answers[key],
    count: (blockId) => layout.addAnother?.[blockId],
    tab: (groupId) => layout.tabs?.[groupId],
  };
  const queue = [...changed];
  while (queue.length > 0 && kept.size > 0) {
    const source = queue.pop()!;
    const candidates = [
      ...(form.dependents.get(source) ?? []),
      ...(form.controlled.get(source) ?? []),
    ];
    for (const key of candidates) {
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
