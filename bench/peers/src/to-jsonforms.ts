/**
 * Our form as JSON Forms writes it: a JSON Schema for the data and validation, and a UI schema per
 * page (a vertical layout of groups, our sections, of controls).
 *
 * - Visibility is a UI schema rule: `{ effect: 'SHOW', condition }`, a schema condition on one
 *   property (`failWhenUndefined` where an unanswered value must not match), `AND`/`OR` of those,
 *   or a schema on the whole object for what one property cannot say ("not answered", "not").
 * - JSON Forms validates the data against the schema whatever the UI shows, so a rule that holds
 *   only on a shown field repeats the field's visibility in an `if`/`then` of the schema: the
 *   condition is written twice, once for the UI and once for validation.
 * - Options are `oneOf` of `const`/`title`. The UI resolves a control's schema once, without the
 *   data, so options chosen by another answer cannot change in the UI: the control offers every
 *   option of every list, and the schema restricts the value per controlling answer.
 * - An add-another block is an array control with a `detail` layout; rules inside it are
 *   relative to the item.
 */
import type { JsonSchema7, Rule, SchemaBasedCondition, UISchemaElement } from '@jsonforms/core';
import { mergedChecks } from './checks.ts';
import { allOf, conjuncts, keysOf, toJsonSchema, type Condition } from './conditions.ts';
import type { PeerBlock, PeerField, PeerForm, PeerNode } from './model.ts';

/** The schema, a UI schema per page, and what could not be said. */
export interface JsonFormsForm {
  readonly schema: JsonSchema7;
  readonly uischemas: Readonly<Record<string, UISchemaElement>>;
  readonly unexpressed: readonly string[];
}

type Json = Record<string, unknown>;

/** How the form had to change shape for JSON Forms (what it says in other terms, or not at all). */
const NOTES = [
  "JSON Forms: a rule that applies only to a shown field repeats the field's visibility in the " +
    'schema (`if`/`then`), since JSON Forms validates hidden data too: each condition is written ' +
    'once as a UI rule and again for validation',
  'JSON Forms: relative date rules become fixed dates when the schema is built',
  'JSON Forms: the vanilla renderers have no file control; the document upload is a text control',
  'JSON Forms: the vanilla renderers keep hidden controls in the DOM (with `hidden`)',
];

/** The properties and validation rules of one object (the root or a block's item). */
interface Level {
  readonly properties: Record<string, Json>;
  readonly required: string[];
  /** Rules under a condition, grouped: `if` the condition `then` these (always, without one). */
  readonly rules: Map<string, { readonly when?: Condition; readonly then: Json[] }>;
}

interface Context {
  readonly notes: Set<string>;
  readonly itemKeys?: ReadonlySet<string>;
  /** Inside a block that does not always show: its items' rules hold only while it does. */
  readonly inConditionalBlock?: boolean;
  readonly now: Date;
}

const newLevel = (): Level => ({ properties: {}, required: [], rules: new Map() });

const ruleSchemas = (level: Level): Json[] =>
  [...level.rules.values()].flatMap(({ when, then }) =>
    when ? [{ if: toJsonSchema(when), then: then.length === 1 ? then[0] : { allOf: then } }] : then,
  );

function objectSchema(level: Level): Json {
  const rules = ruleSchemas(level);
  return {
    type: 'object',
    properties: level.properties,
    ...(level.required.length ? { required: level.required } : {}),
    ...(rules.length ? { allOf: rules } : {}),
  };
}

/**
 * Adds a validation rule that holds when `when` does (always, for undefined: then merged into the
 * object's own schema, unless `apart`, which keeps it a separate rule).
 */
function addRule(level: Level, when: Condition | undefined, then: Json, apart = false): void {
  if (when === undefined && !apart) {
    const { required, properties } = then as { required?: string[]; properties?: Json };
    if (required) level.required.push(...required);
    if (properties)
      for (const [k, v] of Object.entries(properties)) Object.assign(level.properties[k]!, v);
    return;
  }
  const id = JSON.stringify(when ?? true);
  const group = level.rules.get(id) ?? { ...(when ? { when } : {}), then: [] };
  group.then.push(then);
  level.rules.set(id, group);
}

/** A UI rule condition: per property where one property says it, else on the whole object. */
function uiCondition(node: Condition): Json {
  if (node.kind === 'all' || node.kind === 'any')
    return {
      type: node.kind === 'all' ? 'AND' : 'OR',
      conditions: node.items.map((item) => uiCondition(item as Condition)),
    };
  if (node.kind === 'compare') {
    const scope = `#/properties/${node.key}`;
    const positive: Readonly<Record<string, Json>> = {
      equals: { const: node.target },
      in: { enum: node.target },
      answered: {},
      lt: { exclusiveMaximum: node.target },
      lte: { maximum: node.target },
      gt: { exclusiveMinimum: node.target },
      gte: { minimum: node.target },
    };
    const schema = positive[node.operator];
    if (schema) return { scope, schema, failWhenUndefined: true } satisfies SchemaBasedCondition;
  }
  return { scope: '#', schema: toJsonSchema(node) };
}

const show = (when: Condition | undefined): { rule?: Rule } =>
  when ? { rule: { effect: 'SHOW', condition: uiCondition(when) } as Rule } : {};

/** The property's schema; with `checks`, also the checks that hold whenever it is answered. */
function fieldSchema(field: PeerField, checks: boolean, context: Context): Json {
  const text = { title: field.label, ...(field.hint ? { description: field.hint } : {}) };
  const plain = checks
    ? mergedChecks(
        field.checks.filter((c) => c.when === undefined),
        context.now,
      )
    : {};
  const options = field.optionsBy
    ? [
        ...new Map(
          Object.values(field.optionsBy.lists)
            .flat()
            .map((o) => [o.value, o]),
        ).values(),
      ]
    : field.options;
  if (field.widget === 'checkbox') return { type: 'boolean', ...text, ...plain };
  return {
    type: 'string',
    ...text,
    ...(field.widget === 'date' ? { format: 'date' } : {}),
    ...(options ? { oneOf: options.map((o) => ({ const: o.value, title: o.label })) } : {}),
    ...(field.maxLength !== undefined && !options ? { maxLength: field.maxLength } : {}),
    ...(field.defaultValue !== undefined ? { default: field.defaultValue } : {}),
    ...plain,
  };
}

function outsideItem(when: Condition | undefined, context: Context): boolean {
  if (!when || !context.itemKeys) return false;
  const outside = [...keysOf(when)].filter((k) => !context.itemKeys!.has(k));
  if (outside.length)
    context.notes.add(
      `JSON Forms: a condition inside an array item on an answer outside it (${outside.join(', ')})`,
    );
  return outside.length > 0;
}

function addField(field: PeerField, level: Level, shown: Condition[], context: Context): Json {
  const { key } = field;
  // A field that can hide keeps its checks under its condition: hidden answers stay in JSON
  // Forms' data, and our engine does not check a hidden field.
  const conditional = shown.length > 0 || context.inConditionalBlock === true;
  level.properties[key] = fieldSchema(field, !conditional, context);
  const under = (when?: Condition) => allOf([...shown, ...conjuncts(when)]);
  const apart = context.inConditionalBlock;
  if (field.required)
    addRule(
      level,
      under(field.required === true ? undefined : field.required),
      { required: [key] },
      apart,
    );
  for (const check of field.checks)
    if ((check.when || conditional) && !outsideItem(check.when, context))
      addRule(
        level,
        under(check.when),
        { properties: { [key]: mergedChecks([check], context.now) } },
        apart,
      );
  if (field.optionsBy) {
    context.notes.add(
      'JSON Forms: options chosen by another answer (the majors offered on the chosen campus) ' +
        'cannot change in the UI; the control offers every major, and only validation ' +
        'restricts the value per campus',
    );
    const { controller, lists } = field.optionsBy;
    for (const [value, list] of Object.entries(lists))
      addRule(
        level,
        under({ kind: 'compare', key: controller, operator: 'equals', target: value }),
        { properties: { [key]: { enum: list.map((o) => o.value) } } },
      );
  }
  const options =
    field.widget === 'radio'
      ? { format: 'radio' }
      : field.widget === 'textarea'
        ? { multi: true }
        : undefined;
  return {
    type: 'Control',
    scope: `#/properties/${key}`,
    ...(options ? { options } : {}),
    ...show(outsideItem(field.visibleWhen, context) ? undefined : field.visibleWhen),
  };
}

function addBlock(block: PeerBlock, level: Level, shown: Condition[], context: Context): Json {
  const item = newLevel();
  const when = allOf(shown);
  const inner: Context = {
    ...context,
    itemKeys: block.itemKeys,
    inConditionalBlock: when !== undefined || context.inConditionalBlock === true,
  };
  const detail = { type: 'VerticalLayout', elements: addNodes(block.nodes, item, [], inner) };
  const items = objectSchema(item);
  const { required, allOf: rules, ...plain } = items as { required?: unknown; allOf?: unknown };
  // Rules on the items hold only while the block shows: outside the `if`, the items' plain schema.
  level.properties[block.id] = {
    type: 'array',
    title: block.label,
    maxItems: block.max,
    items: when ? plain : items,
  };
  if (when && (required || rules)) {
    const itemRules = { ...(required ? { required } : {}), ...(rules ? { allOf: rules } : {}) };
    addRule(level, when, { properties: { [block.id]: { items: itemRules } } });
  }
  return {
    type: 'Control',
    scope: `#/properties/${block.id}`,
    options: { detail },
    ...show(block.visibleWhen),
  };
}

function addNodes(
  nodes: readonly PeerNode[],
  level: Level,
  shown: Condition[],
  context: Context,
): Json[] {
  return nodes.map((node) => {
    if (node.kind === 'text') return { type: 'Label', text: node.text };
    const own = node.kind === 'field' ? node.field.visibleWhen : node.block.visibleWhen;
    const inside = [...shown, ...conjuncts(own)];
    return node.kind === 'field'
      ? addField(node.field, level, inside, context)
      : addBlock(node.block, level, inside, context);
  });
}

/** The JSON Forms schema of the whole form and a UI schema per page. */
export function toJsonForms(form: PeerForm, now = new Date()): JsonFormsForm {
  const root = newLevel();
  const context: Context = { notes: new Set(NOTES), now };
  const uischemas: Record<string, UISchemaElement> = {};
  for (const page of form.pages)
    uischemas[page.id] = {
      type: 'VerticalLayout',
      elements: page.sections.map((section) => ({
        type: 'Group',
        label: section.title ?? '',
        elements: addNodes(section.nodes, root, conjuncts(section.visibleWhen), context),
        ...show(section.visibleWhen),
      })),
    } as UISchemaElement;
  return {
    schema: { title: form.title, ...objectSchema(root) } as JsonSchema7,
    uischemas,
    unexpressed: [...context.notes],
  };
}
