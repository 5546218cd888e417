import {
  allOf,
  anyOf,
  conditionSources,
  not,
  toConditionNode,
  ConditionError,
  type ConditionNode,
} from '../conditions/condition-node.ts';
import { visibilityOf } from './visibility-of.ts';
import type { HideRule, SingleHideRule } from '../definition/index.ts';
import type { KeyVisibility } from './compiled-form.ts';
import type { Diagnostics } from './diagnostics.ts';
import type { FieldDraft } from './answer-field.ts';
import type { ConditionUse } from './walk.ts';

/** Hide-rule members after compilation. */
interface CompiledMember {
  readonly when: ConditionNode;
  readonly keys: ReadonlySet<string>;
}
type CompiledHideRule =
  { readonly single: CompiledMember } | { readonly group: readonly CompiledMember[] };

function compileMember(
  member: SingleHideRule,
  at: string,
  diagnostics: Diagnostics,
  uses: ConditionUse[],
): CompiledMember {
  try {
    const when = toConditionNode(member.when);
    uses.push({ node: when, path: `${at}/when` });
    return { when, keys: new Set(member.keys) };
  } catch (error) {
    if (!(error instanceof ConditionError)) throw error;
    diagnostics.error('bad-condition', `${at}/when`, error.message);
    return { when: { kind: 'const', value: false }, keys: new Set() };
  }
}

/**
 * When the hide rules hide `key`: a single rule while its condition holds; in a group, while
 * some member wins (it is the first whose condition holds) and that winner does not list `key`.
 */
function hiddenByRules(key: string, rules: readonly CompiledHideRule[]): ConditionNode {
  const terms: ConditionNode[] = [];
  for (const rule of rules) {
    if ('single' in rule) {
      if (rule.single.keys.has(key)) terms.push(rule.single.when);
      continue;
    }
    if (!rule.group.some((m) => m.keys.has(key))) continue;
    rule.group.forEach((member, i) => {
      if (member.keys.has(key)) return;
      const earlierFalse = rule.group.slice(0, i).map((m) => not(m.when));
      terms.push(allOf([member.when, ...earlierFalse]));
    });
  }
  return anyOf(terms);
}

export interface VisibilityIndex {
  readonly keyVisibility: Map<string, KeyVisibility>;
  readonly dependents: Map<string, string[]>;
  readonly controlled: Map<string, string[]>;
}

/**
 * Combines each field's own visibility with the hide rules, so that rendering, clearing and
 * validation all read one answer to "is this key shown?". `_desc` companions follow their field;
 * an autocomplete target follows its autocomplete unless it is a field of its own.
 */
export function buildVisibility(
  drafts: ReadonlyMap<string, FieldDraft>,
  companionOwner: ReadonlyMap<string, string>,
  hideRules: readonly HideRule[],
  diagnostics: Diagnostics,
  uses: ConditionUse[],
  expectKnown: (key: string, at: string) => void,
): VisibilityIndex {
  const rules: CompiledHideRule[] = hideRules.map((rule, r) => {
    const at = `/hideRules/${r}`;
    if ('group' in rule) {
      rule.group.forEach((m, i) =>
        m.keys.forEach((k, j) => expectKnown(k, `${at}/group/${i}/keys/${j}`)),
      );
      return {
        group: rule.group.map((m, i) => compileMember(m, `${at}/group/${i}`, diagnostics, uses)),
      };
    }
    rule.keys.forEach((k, j) => expectKnown(k, `${at}/keys/${j}`));
    return { single: compileMember(rule, at, diagnostics, uses) };
  });

  const keyVisibility = new Map<string, KeyVisibility>();
  const add = (key: string, visibility: ConditionNode) => {
    const entry = { key, visibility, ...visibilityOf(visibility) };
    keyVisibility.set(key, entry);
    return entry;
  };

  for (const draft of drafts.values()) {
    const visibility = allOf([draft.baseVisibility, not(hiddenByRules(draft.key, rules))]);
    const { key: _key, ...compiled } = add(draft.key, visibility);
    Object.assign(draft, compiled);
  }
  for (const [companion, owner] of companionOwner) {
    if (drafts.has(companion)) continue; // a field of its own keeps its own visibility
    const ownerVisibility = keyVisibility.get(owner)!.visibility;
    add(companion, allOf([ownerVisibility, not(hiddenByRules(companion, rules))]));
  }
  // Keys that only hide rules mention are cleared by those rules alone.
  for (const rule of rules)
    for (const member of 'single' in rule ? [rule.single] : rule.group)
      for (const key of member.keys)
        if (!keyVisibility.has(key)) add(key, not(hiddenByRules(key, rules)));

  const dependents = new Map<string, string[]>();
  for (const { key, visibility } of keyVisibility.values())
    for (const source of conditionSources(visibility)) {
      const list = dependents.get(source) ?? [];
      list.push(key);
      dependents.set(source, list);
    }

  const controlled = new Map<string, string[]>();
  for (const draft of drafts.values()) {
    if (!draft.controller) continue;
    const list = controlled.get(draft.controller) ?? [];
    list.push(draft.key, ...(draft.descKey ? [draft.descKey] : []));
    controlled.set(draft.controller, list);
  }
  return { keyVisibility, dependents, controlled };
}
