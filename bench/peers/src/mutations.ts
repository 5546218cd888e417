/**
 * Answer sets for the equivalence check: the sample, then variations of it that each engine must
 * judge as ours does. They are generated from our compiled form, so every required rule and
 * every condition is exercised, not a hand-picked few:
 *
 * - each answered field with a required (or must-be-true) rule, cleared;
 * - each value a visibility or rule condition tests for, set (which shows fields, often required
 *   ones, and hides others);
 * - each tab of each tab group, chosen.
 */
import type { CompiledForm, ConditionNode, FormState } from '@admissions/form-engine';

export interface Mutation {
  readonly label: string;
  readonly state: FormState;
}

/** The (key, value) pairs a condition tests for equality or membership. */
function tested(node: ConditionNode | undefined, into: Map<string, unknown>): void {
  if (!node) return;
  if (node.kind === 'compare') {
    if (node.operator === 'equals') into.set(`${node.key}=${String(node.target)}`, node.target);
    if (node.operator === 'in' && Array.isArray(node.target))
      for (const target of node.target) into.set(`${node.key}=${String(target)}`, target);
  } else if (node.kind === 'all' || node.kind === 'any') {
    for (const item of node.items) tested(item, into);
  } else if (node.kind === 'not') tested(node.item, into);
}

/** Whether `key` is stored by a block the sample shows (keys of further blocks are unused). */
function inShownBlock(form: CompiledForm, key: string, sample: FormState): boolean {
  const field = form.fields.get(key);
  if (!field?.block) return field !== undefined;
  return field.block.n <= (sample.addAnother?.[field.block.id] ?? 1);
}

export function mutations(form: CompiledForm, sample: FormState): Mutation[] {
  const with_ = (answers: FormState['answers'], tabs = sample.tabs): FormState => ({
    ...sample,
    answers,
    ...(tabs ? { tabs } : {}),
  });
  const list: Mutation[] = [{ label: 'the sample', state: sample }];

  for (const field of form.fields.values()) {
    const presence = field.rules.some(
      (r) => r.rule.rule === 'required' || r.rule.rule === 'mustBeTrue',
    );
    if (!presence || sample.answers[field.key] === undefined) continue;
    const { [field.key]: _cleared, ...answers } = sample.answers;
    list.push({ label: `clear ${field.key}`, state: with_(answers) });
  }

  const values = new Map<string, unknown>();
  for (const field of form.fields.values()) {
    tested(field.visibility, values);
    for (const rule of field.rules) tested(rule.when, values);
  }
  for (const [label, value] of values) {
    const key = label.slice(0, label.indexOf('='));
    if (!inShownBlock(form, key, sample) || sample.answers[key] === value) continue;
    list.push({
      label: `set ${label}`,
      state: with_({ ...sample.answers, [key]: value as string | boolean | number }),
    });
  }

  for (const group of form.tabGroups.values())
    for (const tab of group.tabs)
      if ((sample.tabs?.[group.id] ?? group.defaultTab) !== tab.id)
        list.push({
          label: `tab ${group.id}=${tab.id}`,
          state: with_(sample.answers, { ...sample.tabs, [group.id]: tab.id }),
        });
  return list;
}
