/**
 * Our form as react-jsonschema-form writes it: one JSON Schema (draft 7) plus a uiSchema.
 *
 * - The data stays flat, as in our engine: a field is a property of the root object (or of an
 *   array item, for an add-another block); sections have no place in the data, so their
 *   conditions go on their fields.
 * - A conditional field lives in the `then` of an `if` on the root object: rjsf renders it when
 *   the condition holds, and validates it only then. Fields with the same condition share one
 *   `if`/`then`, which is how one writes it by hand.
 * - A conditional rule (required only when…) is an `if`/`then` with `required`.
 * - Options: `enum` plus `ui:enumNames`; options chosen by another answer are an `enum` in an
 *   `if`/`then` per controlling value, named by a value → label map in `ui:enumNames` (`oneOf`
 *   lists of `const`s would do too, but rjsf then takes the first `const` as a default answer).
 * - An add-another block is an array of objects; conditions inside it can only read the item.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { mergedChecks } from './checks.ts';
import {
  allOf,
  conjuncts,
  keysOf,
  toJsonSchema,
  Unexpressible,
  type Condition,
} from './conditions.ts';
import type { PeerBlock, PeerField, PeerForm, PeerNode } from './model.ts';

/** A schema and uiSchema for rjsf's `<Form>`, and what could not be said. */
export interface RjsfForm {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly unexpressed: readonly string[];
}

/** How the form had to change shape for rjsf (what it says in other terms, or not at all). */
const NOTES = [
  'rjsf: a section is not part of the data, so it has no heading and no condition of its own; ' +
    'its condition is repeated in the `if` of each of its fields',
  'rjsf: relative date rules (at least 13 years old, a year from 100 years ago) become fixed ' +
    'dates when the schema is built (`formatMaximum`, `formatMinimum`)',
];

/** The properties of one object (the root or a block's item), grouped by condition. */
interface Level {
  readonly properties: Record<string, RJSFSchema>;
  readonly required: string[];
  readonly allOf: RJSFSchema[];
  readonly groups: Map<string, { readonly when: Condition; readonly level: Level }>;
}

interface Context {
  readonly ui: UiSchema;
  readonly order: string[];
  readonly unexpressed: Set<string>;
  /** Inside a block: the item's keys (conditions can read no others). */
  readonly itemKeys?: ReadonlySet<string>;
  readonly now: Date;
}

const newLevel = (): Level => ({ properties: {}, required: [], allOf: [], groups: new Map() });

function objectSchema(level: Level): RJSFSchema {
  const rules = [
    ...level.allOf,
    ...[...level.groups.values()].map(({ when, level: then }) => ({
      if: toJsonSchema(when),
      then: objectSchema(then),
    })),
  ];
  return {
    type: 'object',
    properties: level.properties,
    ...(level.required.length ? { required: level.required } : {}),
    ...(rules.length ? { allOf: rules } : {}),
  } as RJSFSchema;
}

/** The level a node with condition `when` goes to: the object itself, or its `if`/`then`. */
function levelFor(level: Level, when: Condition | undefined, context: Context): Level {
  if (when === undefined) return level;
  const outside = [...keysOf(when)].filter((k) => context.itemKeys && !context.itemKeys.has(k));
  if (outside.length) {
    // rjsf evaluates an item's `if` against the item alone.
    context.unexpressed.add(
      `rjsf: a condition inside an array item on an answer outside it (${outside.join(', ')})`,
    );
    return level;
  }
  const id = JSON.stringify(when);
  let group = level.groups.get(id);
  if (!group) level.groups.set(id, (group = { when, level: newLevel() }));
  return group.level;
}

function fieldSchema(field: PeerField, context: Context): RJSFSchema {
  const text = { title: field.label, ...(field.hint ? { description: field.hint } : {}) };
  const plain = mergedChecks(
    field.checks.filter((c) => c.when === undefined),
    context.now,
  );
  const length = field.maxLength !== undefined ? { maxLength: field.maxLength } : {};
  switch (field.widget) {
    case 'checkbox':
      return { type: 'boolean', ...text, ...plain } as RJSFSchema;
    case 'date':
      return { type: 'string', format: 'date', ...text, ...plain } as RJSFSchema;
    case 'file':
      return { type: 'string', format: 'data-url', ...text, ...plain } as RJSFSchema;
    case 'dropdown':
    case 'radio':
      if (field.optionsBy) return { type: 'string', ...text, ...plain } as RJSFSchema;
      return {
        type: 'string',
        ...text,
        enum: field.options!.map((o) => o.value),
        ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
        ...plain,
      } as RJSFSchema;
    default:
      return { type: 'string', ...text, ...length, ...plain } as RJSFSchema;
  }
}

function fieldUi(field: PeerField): UiSchema {
  const ui: UiSchema = {};
  if (field.options) ui['ui:enumNames'] = field.options.map((o) => o.label);
  if (field.optionsBy) {
    const labels = Object.values(field.optionsBy.lists).flat();
    ui['ui:enumNames'] = Object.fromEntries(labels.map((o) => [o.value, o.label]));
  }
  if (field.widget === 'radio') ui['ui:widget'] = 'radio';
  if (field.widget === 'textarea') ui['ui:widget'] = 'textarea';
  if (field.widget === 'phone') ui['ui:options'] = { inputType: 'tel' };
  return ui;
}

function addField(field: PeerField, level: Level, context: Context): void {
  const { key } = field;
  level.properties[key] = fieldSchema(field, context);
  context.ui[key] = fieldUi(field);
  context.order.push(key);
  if (field.required === true) level.required.push(key);
  else if (field.required) levelFor(level, field.required, context).required.push(key);
  for (const check of field.checks)
    if (check.when)
      levelFor(level, check.when, context).allOf.push({
        properties: { [key]: mergedChecks([check], context.now) },
      } as RJSFSchema);
  if (field.optionsBy) {
    const { controller, lists } = field.optionsBy;
    for (const [value, options] of Object.entries(lists))
      levelFor(
        level,
        { kind: 'compare', key: controller, operator: 'equals', target: value },
        context,
      ).properties[key] = { enum: options.map((o) => o.value) } as RJSFSchema;
  }
}

function addBlock(block: PeerBlock, level: Level, context: Context): void {
  const itemUi: UiSchema = {};
  const item = newLevel();
  const order: string[] = [];
  const inner: Context = { ...context, ui: itemUi, order, itemKeys: block.itemKeys };
  addNodes(block.nodes, item, inner, undefined);
  itemUi['ui:order'] = [...order, '*'];
  level.properties[block.id] = {
    type: 'array',
    title: block.label,
    maxItems: block.max,
    items: objectSchema(item),
  } as RJSFSchema;
  context.ui[block.id] = { items: itemUi, 'ui:options': { orderable: false } };
  context.order.push(block.id);
}

function addNodes(
  nodes: readonly PeerNode[],
  level: Level,
  context: Context,
  section: Condition | undefined,
): void {
  for (const node of nodes) {
    if (node.kind === 'text') {
      // A heading or paragraph: rjsf shows a `null` field's title and nothing else.
      const key = `text_${node.id}`;
      levelFor(level, section, context).properties[key] = { type: 'null', title: node.text };
      context.order.push(key);
      continue;
    }
    const own = node.kind === 'field' ? node.field.visibleWhen : node.block.visibleWhen;
    const target = levelFor(level, allOf([...conjuncts(section), ...conjuncts(own)]), context);
    if (node.kind === 'field') addField(node.field, target, context);
    else addBlock(node.block, target, context);
  }
}

/**
 * rjsf's schema and uiSchema of the pages `pageIds` (all by default). rjsf has no pages: a
 * wizard renders one `<Form>` per step with that step's schema, which is what this gives for a
 * single page.
 */
export function toRjsf(form: PeerForm, pageIds?: readonly string[], now = new Date()): RjsfForm {
  const pages = form.pages.filter((p) => !pageIds || pageIds.includes(p.id));
  const root = newLevel();
  const context: Context = { ui: {}, order: [], unexpressed: new Set(NOTES), now };
  for (const page of pages)
    for (const section of page.sections) {
      try {
        addNodes(section.nodes, root, context, section.visibleWhen);
      } catch (error) {
        if (!(error instanceof Unexpressible)) throw error;
        context.unexpressed.add(`rjsf: ${error.message}`);
      }
    }
  context.ui['ui:order'] = [...context.order, '*'];
  const title = pages.length === 1 ? pages[0]!.title : form.title;
  return {
    schema: { title, ...objectSchema(root) },
    uiSchema: context.ui,
    unexpressed: [...context.unexpressed],
  };
}
