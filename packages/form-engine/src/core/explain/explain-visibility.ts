import { scopeOf, type ConditionScope } from '../conditions/condition-test.ts';
import type { CompiledField, CompiledForm } from '../compiler/compiled-form.ts';
import { hasChoices } from '../compiler/options.ts';
import { NEVER, type ConditionNode } from '../conditions/condition-node.ts';
import type {
  Condition,
  FormState,
  HideRule,
  Option,
  SingleHideRule,
} from '../definition/index.ts';
import { explainCondition, explainNode, type ConditionExplanation } from './condition.ts';

/**
 * One layer a field sits in, outermost first. A key shows only while every layer holds and no
 * hide rule hides it. `condition` is absent when the layer has no `visibleWhen` (it always holds).
 */
export type VisibilityLayer =
  | {
      readonly kind: 'section';
      readonly id: string;
      readonly title: string | undefined;
      readonly path: string;
      readonly result: boolean;
      readonly condition?: ConditionExplanation;
    }
  | {
      readonly kind: 'tabs';
      readonly id: string;
      readonly label: string | undefined;
      readonly path: string;
      readonly result: boolean;
      readonly condition?: ConditionExplanation;
    }
  | {
      readonly kind: 'tab';
      readonly groupId: string;
      readonly tabId: string;
      readonly label: string;
      readonly path: string;
      readonly result: boolean;
      /** The saved choice (undefined: none saved, the default tab shows). */
      readonly chosen: string | undefined;
      readonly isDefault: boolean;
    }
  | {
      readonly kind: 'block';
      readonly id: string;
      /** The block number (1-based) the key belongs to. */
      readonly n: number;
      /** How many blocks show (1 when no count is saved). */
      readonly count: number;
      readonly path: string;
      readonly result: boolean;
      /** The add-another widget's own `visibleWhen`. */
      readonly condition?: ConditionExplanation;
    }
  | {
      readonly kind: 'field';
      readonly path: string;
      readonly result: boolean;
      readonly condition?: ConditionExplanation;
    }
  /**
   * A conditional dropdown that shows only with a list to offer (`category: displayAndOptions`):
   * the compiler adds "the controlling answer is one of the values with choices".
   */
  | {
      readonly kind: 'options';
      /** The (renamed) controlling key. */
      readonly controller: string;
      readonly path: string;
      readonly result: boolean;
      readonly condition: ConditionExplanation;
    };

/** A group member of a hide rule, as evaluated now. */
export interface HideRuleMember {
  readonly index: number;
  readonly when: ConditionExplanation;
  /** Whether this member lists the key (a winner that lists it keeps it). */
  readonly listsKey: boolean;
  /** Whether this member wins: the first whose condition holds. */
  readonly winner: boolean;
}

/** A hide rule that names the key, and whether it hides (and so clears) the key now. */
export type HideRuleExplanation =
  | {
      readonly kind: 'single';
      readonly index: number;
      /** The key the rule names: the key explained, or the field a companion follows. */
      readonly key: string;
      readonly path: string;
      readonly hides: boolean;
      readonly when: ConditionExplanation;
    }
  | {
      readonly kind: 'group';
      readonly index: number;
      readonly key: string;
      readonly path: string;
      readonly hides: boolean;
      readonly members: readonly HideRuleMember[];
      /** Index of the winning member, if any member's condition holds. */
      readonly winner: number | undefined;
    };

/** Whether a key shows now, and every reason that decides it. */
export interface VisibilityExplanation {
  readonly key: string;
  /** Whether the compiled form knows the key (a field, a companion or a hide-rule key). */
  readonly known: boolean;
  /** The engine's own answer (the compiled visibility the store renders and clears by). */
  readonly visible: boolean;
  /** The field whose visibility a `_desc` companion or an autocomplete target follows. */
  readonly owner?: string;
  /** Section, tabs, tab, block and the field's own condition, outermost first. */
  readonly layers: readonly VisibilityLayer[];
  /** Hide rules that name the key, in definition order. */
  readonly hideRules: readonly HideRuleExplanation[];
  /** What decides it: the first layer that fails, else the first hide rule that hides. */
  readonly hiddenBy?: VisibilityLayer | HideRuleExplanation;
  /** What the key's visibility reads: answer keys, `$tab:<group>`, `$count:<block>`. */
  readonly reads: readonly string[];
}

type Json = Record<string, unknown>;

const segmentsOf = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * The block renaming of walk.ts, rebuilt for one block: keys the block owns (its answer fields
 * and the autocomplete targets carrying its prefix) become `<prefix><n>_…` from block 2 on.
 */
function blockRename(block: Json, n: number): (key: string) => string {
  const prefix = block['prefix'] as string;
  const owned = new Set<string>();
  for (const inner of (block['fields'] as Json[] | undefined) ?? []) {
    if (typeof inner['key'] !== 'string') continue;
    owned.add(inner['key']);
    for (const target of Object.values((inner['relatedFields'] as Json | undefined) ?? {}))
      if (typeof target === 'string' && target.startsWith(prefix)) owned.add(target);
  }
  return (key) => {
    const base = key.endsWith('_desc') && owned.has(key.slice(0, -5)) ? key.slice(0, -5) : key;
    if (n === 1 || !owned.has(base)) return key;
    return `${prefix}${n}_${key.slice(prefix.length)}`;
  };
}

/** The layers along a field's JSON Pointer in the definition (`/pages/0/sections/1/fields/3…`). */
function layersOf(
  form: CompiledForm,
  path: string,
  blockN: number | undefined,
  scope: ConditionScope,
): VisibilityLayer[] {
  const layers: VisibilityLayer[] = [];
  const segments = segmentsOf(path);
  let node: unknown = form.definition;
  let at = '';
  let rename = (k: string) => k;
  /** A node's own condition, explained, as a layer carries it (no condition: the layer holds). */
  const own = (value: Json) => {
    const condition = value['visibleWhen']
      ? explainCondition(value['visibleWhen'] as Condition, scope, rename)
      : undefined;
    return condition ? { result: condition.result, condition } : { result: true };
  };
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    node = (node as Json)[segment];
    at += `/${segment}`;
    const parent = segments[i - 1];
    if (parent === undefined || !/^\d+$/.test(segment)) continue;
    const value = node as Json;
    const last = i === segments.length - 1;
    if (parent === 'sections') {
      layers.push({
        kind: 'section',
        id: value['id'] as string,
        title: value['title'] as string | undefined,
        path: at,
        ...own(value),
      });
    } else if (parent === 'tabs') {
      const group = segments
        .slice(0, i - 1)
        .reduce<unknown>((o, s) => (o as Json)[s], form.definition) as Json;
      const groupId = group['id'] as string;
      const chosen = scope.tab(groupId);
      const isDefault = value['id'] === group['defaultTab'];
      layers.push({
        kind: 'tab',
        groupId,
        tabId: value['id'] as string,
        label: value['label'] as string,
        path: at,
        chosen,
        isDefault,
        result: (chosen === undefined && isDefault) || chosen === value['id'],
      });
    } else if (last) {
      layers.push({ kind: 'field', path: at, ...own(value) });
    } else if (value['widget'] === 'tabs') {
      layers.push({
        kind: 'tabs',
        id: value['id'] as string,
        label: value['label'] as string | undefined,
        path: at,
        ...own(value),
      });
    } else if (value['widget'] === 'addAnother') {
      const gate = own(value);
      const n = blockN ?? 1;
      const count = scope.count(value['id'] as string) ?? 1;
      layers.push({
        kind: 'block',
        id: value['id'] as string,
        n,
        count,
        path: at,
        ...gate,
        result: gate.result && count >= n,
      });
      rename = blockRename(value, n);
    }
  }
  return layers;
}

function explainRule(
  rule: HideRule,
  index: number,
  key: string,
  scope: ConditionScope,
): HideRuleExplanation | undefined {
  const path = `/hideRules/${index}`;
  if (!('group' in rule)) {
    if (!rule.keys.includes(key)) return undefined;
    const when = explainCondition(rule.when, scope);
    return { kind: 'single', index, key, path, hides: when.result, when };
  }
  if (!rule.group.some((m) => m.keys.includes(key))) return undefined;
  let winner: number | undefined;
  const members = rule.group.map((member: SingleHideRule, i): HideRuleMember => {
    const when = explainCondition(member.when, scope);
    const wins = winner === undefined && when.result;
    if (wins) winner = i;
    return { index: i, when, listsKey: member.keys.includes(key), winner: wins };
  });
  const hides = winner !== undefined && !members[winner]!.listsKey;
  return { kind: 'group', index, key, path, hides, members, winner };
}

/** The condition the compiler derives for a conditional dropdown shown only with choices. */
function optionsLayer(field: CompiledField, scope: ConditionScope): VisibilityLayer | undefined {
  const definition = field.definition;
  if (definition.widget !== 'conditionalDropdown' || definition.category !== 'displayAndOptions')
    return undefined;
  const { options, controller } = field;
  if (!controller || !options || Array.isArray(options)) return undefined;
  const byValue = options as Readonly<Record<string, readonly Option[]>>;
  const withChoices = Object.keys(byValue).filter((v) => hasChoices(byValue[v]!));
  const node: ConditionNode = withChoices.length
    ? { kind: 'compare', key: controller, operator: 'in', target: withChoices }
    : NEVER;
  const condition = explainNode(node, scope);
  return {
    kind: 'options',
    controller,
    path: `${field.path}/options`,
    result: condition.result,
    condition,
  };
}

/** The field a companion key follows: `<key>_desc` of a pick-list, or an autocomplete target. */
function ownerOf(form: CompiledForm, key: string): string | undefined {
  for (const field of form.fields.values()) {
    if (field.descKey === key) return field.key;
    if (field.relatedFields && Object.values(field.relatedFields).includes(key)) return field.key;
  }
  return undefined;
}

/**
 * Explains whether `key` shows in `state` and why: each layer the field sits in (section, tab
 * group and tab, add-another block and block number, the field's own condition) and each hide rule
 * naming it (a group's winner that hides it), with every sub-condition's key, operator, target,
 * current answer and result. A hidden key is cleared by the engine; `hiddenBy` names the reason.
 * Pure: the explanation is rebuilt from the definition and checked by the compiled visibility.
 */
export function explainVisibility(
  form: CompiledForm,
  state: FormState,
  key: string,
): VisibilityExplanation {
  const scope = scopeOf(state);
  const compiled = form.keyVisibility.get(key);
  const field = form.fields.get(key);
  const owner = field ? undefined : ownerOf(form, key);
  const placed = field ?? (owner === undefined ? undefined : form.fields.get(owner));
  const options = placed && optionsLayer(placed, scope);
  const layers = placed ? layersOf(form, placed.path, placed.block?.n, scope) : [];
  if (options) layers.push(options);
  const hideRules = (form.definition.hideRules ?? [])
    .map((rule, i) => explainRule(rule, i, key, scope))
    .filter((r): r is HideRuleExplanation => r !== undefined);
  // A companion is also hidden by the rules that hide its owner.
  const ownerRules =
    owner === undefined
      ? []
      : (form.definition.hideRules ?? [])
          .map((rule, i) => explainRule(rule, i, owner, scope))
          .filter((r): r is HideRuleExplanation => r !== undefined);
  const allRules = [...hideRules, ...ownerRules];
  const hiddenBy = layers.find((l) => !l.result) ?? allRules.find((r) => r.hides);
  return {
    key,
    known: compiled !== undefined || field !== undefined,
    visible: compiled ? compiled.isVisible(scope) : field ? field.isVisible(scope) : true,
    ...(owner === undefined ? {} : { owner }),
    layers,
    hideRules: allRules,
    ...(hiddenBy ? { hiddenBy } : {}),
    reads: compiled?.visibilitySources ?? field?.visibilitySources ?? [],
  };
}

/**
 * The keys whose visibility changes when `source` changes (an answer key, `$tab:<group>` or
 * `$count:<block>`), from the compiled form's dependency index, without `source` itself.
 */
export function affectedBy(form: CompiledForm, source: string): readonly string[] {
  return [...new Set(form.dependents.get(source) ?? [])].filter((k) => k !== source);
}
