/**
 * The form as the three peer converters read it: pages of sections of fields, add-another blocks
 * as arrays of items, a tab group as a choice, and on each field only the conditions its
 * containers do not already state. It is derived from the engine's compiled form (resolved
 * labels, option lists, lengths and the full visibility of every field), so every peer gets the
 * same fields, visibility conditions and rules as our engine.
 *
 * Our engine stores answers flat (`college_2_name`) with block counts beside them; every peer
 * models "add another" as an array of objects, so {@link peerData} turns one into the other.
 */
import {
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  US_PHONE_PATTERN,
  integerRangePattern,
  isAnswered,
  toConditionNode,
  type CompiledField,
  type CompiledForm,
  type CompiledNode,
  type Condition as EngineCondition,
  type Field,
  type FormState,
  type Option,
  type Rule,
} from '@admissions/form-engine';
import { allOf, beyond, conjuncts, tabKey, type Condition } from './conditions.ts';

/** The widgets the peers render, one for each of our answer widgets. */
export type PeerWidget =
  | 'text'
  | 'textarea'
  | 'date'
  | 'phone'
  | 'dropdown'
  | 'radio'
  | 'checkbox'
  | 'autocomplete'
  | 'file';

/** What a value check tests (`rule`: which of our rules a pattern stands for). */
export type CheckTest =
  | { readonly kind: 'pattern'; readonly pattern: string; readonly rule: string }
  | { readonly kind: 'minLength' | 'maxLength'; readonly value: number }
  | { readonly kind: 'mustBeTrue' }
  | { readonly kind: 'minAge'; readonly years: number }
  | { readonly kind: 'minYear' | 'maxYear'; readonly offset: number };

/** A value check beside `required`, with the condition under which it applies, if any. */
export type Check = CheckTest & { readonly when?: Condition };

export interface PeerField {
  /** The answer key; inside a block, the key of the item's property (the first block's key). */
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  readonly widget: PeerWidget;
  readonly type: CompiledField['type'];
  /** The options, without our blank "--" option (each peer has its own empty choice). */
  readonly options?: readonly Option[];
  /** Options chosen by another answer (a conditional dropdown): value of `controller` → list. */
  readonly optionsBy?: {
    readonly controller: string;
    readonly lists: Readonly<Record<string, readonly Option[]>>;
  };
  readonly maxLength?: number;
  /** When the field shows, beyond what its section and block say; undefined: always. */
  readonly visibleWhen?: Condition;
  /** `true`, or the condition under which it is required (on a shown field), or undefined. */
  readonly required?: true | Condition;
  readonly checks: readonly Check[];
  /** The answer before the applicant chooses (a tab group's default tab). */
  readonly defaultValue?: string;
  /** Set on the choice that stands for a tab group: the peers store it as an answer. */
  readonly tabGroup?: string;
}

export type PeerNode =
  | { readonly kind: 'field'; readonly field: PeerField }
  | { readonly kind: 'block'; readonly block: PeerBlock }
  | { readonly kind: 'text'; readonly id: string; readonly text: string };

/** An add-another block: an array of up to `max` items of `nodes`. */
export interface PeerBlock {
  readonly id: string;
  readonly label: string;
  readonly itemLabel: string;
  readonly max: number;
  readonly visibleWhen?: Condition;
  readonly nodes: readonly PeerNode[];
  /** The item's own keys: conditions on them are relative to the item, others to the root. */
  readonly itemKeys: ReadonlySet<string>;
  /** `keys[n - 1]`: item key → our flat answer key in block n. */
  readonly keys: readonly ReadonlyMap<string, string>[];
}

export interface PeerSection {
  readonly id: string;
  readonly title?: string;
  readonly visibleWhen?: Condition;
  readonly nodes: readonly PeerNode[];
}

export interface PeerPage {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly PeerSection[];
}

export interface PeerForm {
  readonly title: string;
  readonly pages: readonly PeerPage[];
}

const WIDGETS: Readonly<Record<string, PeerWidget>> = {
  text: 'text',
  textarea: 'textarea',
  date: 'date',
  phone: 'phone',
  dropdown: 'dropdown',
  radio: 'radio',
  checkbox: 'checkbox',
  conditionalDropdown: 'dropdown',
  autocomplete: 'autocomplete',
  fileUpload: 'file',
};

/** `{ [name]: value }`, or nothing for an undefined value (optional properties stay absent). */
const optional = <K extends string, V>(name: K, value: V | undefined) =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<K, V>>;

const withoutBlank = (options: readonly Option[]) => options.filter((o) => o.value !== '');
const conditionOf = (condition: EngineCondition | undefined) =>
  condition === undefined ? [] : conjuncts(toConditionNode(condition));

/** The checks of a rule, or undefined for `required` (kept apart: every peer has a keyword). */
function checkOf(rule: Rule): CheckTest | undefined {
  switch (rule.rule) {
    case 'required':
      return undefined;
    case 'mustBeTrue':
      return { kind: 'mustBeTrue' };
    case 'pattern':
      return { kind: 'pattern', pattern: rule.pattern, rule: 'pattern' };
    case 'digits':
      return { kind: 'pattern', pattern: DIGITS_PATTERN, rule: 'digits' };
    case 'email':
      return { kind: 'pattern', pattern: EMAIL_PATTERN, rule: 'email' };
    case 'usPhone':
      return { kind: 'pattern', pattern: US_PHONE_PATTERN, rule: 'usPhone' };
    case 'integerRange': {
      const pattern = integerRangePattern(rule.min, rule.max, rule.step ?? 1);
      return { kind: 'pattern', pattern, rule: 'integerRange' };
    }
    case 'minLength':
    case 'maxLength':
      return { kind: rule.rule, value: rule.value };
    case 'minAge':
      return { kind: 'minAge', years: rule.years };
    case 'minYear':
    case 'maxYear':
      return { kind: rule.rule, offset: rule.offset };
  }
}

/**
 * A compiled field for the peers: its visibility beyond `context` (what its section and block
 * say), and its rules with the parts of their conditions that its visibility already implies
 * dropped (our rules apply to shown fields only). Duplicate checks keep the least conditional.
 */
function peerField(field: CompiledField, context: readonly Condition[]): PeerField {
  const shown = conjuncts(field.visibility);
  let required = false;
  const requiredWhen: Condition[] = [];
  const checks = new Map<string, Check>();
  for (const compiled of field.rules) {
    const when = allOf(beyond(compiled.when, shown));
    const check = checkOf(compiled.rule);
    // "Must be true" needs the answer present as well (a presence check, like required).
    if (!check || check.kind === 'mustBeTrue') {
      if (when === undefined) required = true;
      else requiredWhen.push(when);
      if (!check) continue;
    }
    const id = JSON.stringify(check);
    const known = checks.get(id);
    if (!known || (known.when !== undefined && when === undefined))
      checks.set(id, when === undefined ? check : { ...check, when });
  }
  const { definition } = field;
  const options = field.options;
  return {
    key: definition.key,
    label: field.label,
    ...(definition.hint ? { hint: definition.hint } : {}),
    widget: WIDGETS[definition.widget]!,
    type: field.type,
    ...(Array.isArray(options) ? { options: withoutBlank(options) } : {}),
    ...(options && !Array.isArray(options) && field.controller
      ? {
          optionsBy: {
            controller: field.controller,
            lists: Object.fromEntries(
              Object.entries(options).map(([value, list]) => [value, withoutBlank(list)]),
            ),
          },
        }
      : {}),
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...optional('visibleWhen', allOf(beyond(field.visibility, context))),
    ...(required
      ? { required: true as const }
      : optional(
          'required',
          allOf(requiredWhen.length > 1 ? [{ kind: 'any', items: requiredWhen }] : requiredWhen),
        )),
    checks: [...checks.values()],
  };
}

/** The definition's add-another and tab nodes by id, for their own `visibleWhen`. */
function layoutNodes(fields: readonly Field[], into = new Map<string, Field>()) {
  for (const field of fields) {
    if (field.widget === 'addAnother') {
      into.set(field.id, field);
      layoutNodes(field.fields, into);
    } else if (field.widget === 'tabs') {
      into.set(field.id, field);
      for (const tab of field.tabs) layoutNodes(tab.fields, into);
    }
  }
  return into;
}

/** Builds the peers' view of a compiled form. */
export function peerForm(form: CompiledForm): PeerForm {
  const sections = new Map(
    form.definition.pages.flatMap((page) => page.sections.map((s) => [s.id, s] as const)),
  );
  const layout = layoutNodes([...sections.values()].flatMap((s) => s.fields));
  const visibleWhenOf = (id: string) => {
    const node = layout.get(id);
    return node && 'visibleWhen' in node ? conditionOf(node.visibleWhen) : [];
  };

  const nodesOf = (nodes: readonly CompiledNode[], context: readonly Condition[]): PeerNode[] =>
    nodes.flatMap((node): PeerNode[] => {
      switch (node.kind) {
        case 'field':
          return [{ kind: 'field', field: peerField(node.field, context) }];
        case 'staticText':
          // None of this form's texts has a condition of its own; a later one should not pass
          // unnoticed (the converters would show it always).
          if (node.definition.visibleWhen)
            throw new Error(`static text "${node.definition.id}" has a condition`);
          return [{ kind: 'text', id: node.definition.id, text: node.definition.text }];
        case 'alert':
          // A banner shown between two dates (the final page's deadline notice), not a field.
          return [];
        case 'tabs': {
          const { group } = node;
          const inGroup = [...context, ...visibleWhenOf(group.id)];
          const choice: PeerField = {
            key: tabKey(group.id),
            label: group.label ?? 'Choose one',
            widget: 'radio',
            type: 'string',
            options: group.tabs.map((tab) => ({ value: tab.id, label: tab.label })),
            required: true,
            checks: [],
            defaultValue: group.defaultTab,
            tabGroup: group.id,
          };
          const tabs = group.tabs.flatMap((tab) => nodesOf(tab.nodes, inGroup));
          return [{ kind: 'field', field: choice }, ...tabs];
        }
        case 'addAnother':
          return [{ kind: 'block', block: peerBlock(node.block.id, context) }];
      }
    });

  const peerBlock = (id: string, context: readonly Condition[]): PeerBlock => {
    const block = form.blocks.get(id)!;
    const own = beyond(allOf(visibleWhenOf(id)), context);
    const fieldsOf = (nodes: readonly CompiledNode[]) =>
      nodes.flatMap((n) => (n.kind === 'field' ? [n.field] : []));
    const first = fieldsOf(block.instances[0]!);
    return {
      id,
      label: block.addLabel,
      itemLabel: block.itemLabel ?? block.addLabel,
      max: block.max,
      ...optional('visibleWhen', allOf(own)),
      nodes: nodesOf(block.instances[0]!, [...context, ...own]),
      itemKeys: new Set(first.map((f) => f.definition.key)),
      keys: block.instances.map(
        (nodes) => new Map(fieldsOf(nodes).map((f, i) => [first[i]!.definition.key, f.key])),
      ),
    };
  };

  return {
    title: form.definition.title,
    pages: form.pages.map((page) => ({
      id: page.id,
      title: page.title,
      sections: page.sections.map((section) => {
        const own = conditionOf(sections.get(section.id)?.visibleWhen);
        return {
          id: section.id,
          ...(section.title ? { title: section.title } : {}),
          ...optional('visibleWhen', allOf(own)),
          nodes: nodesOf(section.nodes, own),
        };
      }),
    })),
  };
}

/**
 * Our form state as the peers' data: answered fields only (the peers drop empty answers too),
 * blocks as arrays of as many items as the applicant added, and each tab group's choice.
 */
export function peerData(form: PeerForm, state: FormState): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const fill = (
    nodes: readonly PeerNode[],
    into: Record<string, unknown>,
    key = (k: string) => k,
  ) => {
    for (const node of nodes) {
      if (node.kind === 'field') {
        const { field } = node;
        if (field.tabGroup !== undefined) {
          into[field.key] = state.tabs?.[field.tabGroup] ?? field.defaultValue;
          continue;
        }
        const value = state.answers[key(field.key)];
        if (isAnswered(value)) into[field.key] = value;
      } else if (node.kind === 'block') {
        const { block } = node;
        const count = state.addAnother?.[block.id] ?? 1;
        into[block.id] = block.keys.slice(0, count).map((keys) => {
          const item: Record<string, unknown> = {};
          fill(block.nodes, item, (k) => keys.get(k) ?? k);
          return item;
        });
      }
    }
  };
  for (const page of form.pages) for (const section of page.sections) fill(section.nodes, data);
  return data;
}
