/**
 * Our form as a SurveyJS survey JSON: pages of panels (our sections) of questions, with
 * `visibleIf` / `requiredIf` expressions and validators; an add-another block is a dynamic panel
 * whose template questions read their own panel as `{panel.key}`.
 *
 * - Options chosen by another answer (a conditional dropdown) are one choice list with a
 *   `visibleIf` per choice, SurveyJS's way of cascading dropdowns.
 * - A check that applies only under a condition (ZIP: five characters when the country is the
 *   USA) has no built-in validator: validators take no condition. It is an expression validator
 *   calling a function registered with `FunctionFactory` ({@link registerSurveyFunctions}).
 * - Relative dates use SurveyJS's own `age()` and `getYear()` / `currentYear()` functions.
 */
import { FunctionFactory } from 'survey-core';
import { Unexpressible, type Compare, type Condition } from './conditions.ts';
import type { Check, PeerBlock, PeerField, PeerForm, PeerNode } from './model.ts';

/** A survey JSON for `new Model(json)`, and what could not be said. */
export interface SurveyForm {
  readonly json: Record<string, unknown>;
  readonly unexpressed: readonly string[];
}

type Json = Record<string, unknown>;

/** A string, number or boolean as an expression literal. */
const literal = (value: unknown) =>
  typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : String(value);

const OPERATORS: Readonly<Record<string, string>> = {
  equals: '=',
  notEquals: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

/** `{key}` at the root, `{panel.key}` for a key of the dynamic panel the question is in. */
type Ref = (key: string) => string;

function compareExpression({ key, operator, target }: Compare, ref: Ref): string {
  const list = () => `[${(target as unknown[]).map(literal).join(', ')}]`;
  switch (operator) {
    case 'answered':
      return `${ref(key)} notempty`;
    case 'notAnswered':
      return `${ref(key)} empty`;
    case 'in':
      return `${ref(key)} anyof ${list()}`;
    case 'notIn':
      return `!(${ref(key)} anyof ${list()})`;
    default:
      return `${ref(key)} ${OPERATORS[operator]} ${literal(target)}`;
  }
}

/** A condition as a SurveyJS expression. */
export function expression(node: Condition, ref: Ref): string {
  switch (node.kind) {
    case 'compare':
      return compareExpression(node, ref);
    case 'all':
      return node.items.map((item) => `(${expression(item as Condition, ref)})`).join(' and ');
    case 'any':
      return node.items.map((item) => `(${expression(item as Condition, ref)})`).join(' or ');
    case 'not':
      return `!(${expression(node.item as Condition, ref)})`;
  }
}

/** The functions the converted validators call; call once before creating a model. */
export function registerSurveyFunctions(): void {
  // Validators take no condition; an expression validator with this function stands in. The
  // value may arrive as a number: expressions read "43215" as one.
  FunctionFactory.Instance.register('textLength', (params: unknown[]) =>
    params[0] === undefined || params[0] === null ? 0 : String(params[0]).length,
  );
}

function validatorOf(check: Check, field: PeerField, ref: Ref, notes: Set<string>): Json {
  const value = ref(field.key);
  const guarded = (test: string) => {
    const when = check.when ? `!(${expression(check.when, ref)}) or ` : '';
    return { type: 'expression', expression: `${when}${value} empty or ${test}` };
  };
  switch (check.kind) {
    case 'pattern':
      if (!check.when) return { type: 'regex', regex: check.pattern };
      throw new Unexpressible(`a ${check.rule} check that applies only under a condition`);
    case 'minLength':
      if (!check.when) return { type: 'text', minLength: check.value };
      notes.add(
        'SurveyJS: validators take no condition; a length check that applies only when another ' +
          'answer has a value (ZIP: 5 characters in the USA) is an expression validator calling ' +
          'a registered custom function (SurveyJS expressions have no length function)',
      );
      return guarded(`textLength(${value}) >= ${check.value}`);
    case 'maxLength':
      return { type: 'text', maxLength: check.value };
    case 'mustBeTrue':
      return { type: 'expression', expression: `${value} = true` };
    case 'minAge':
      return guarded(`age(${value}) >= ${check.years}`);
    case 'minYear':
      return guarded(`getYear(${value}) >= currentYear() + ${check.offset}`);
    case 'maxYear':
      return guarded(`getYear(${value}) <= currentYear() + ${check.offset}`);
  }
}

const QUESTION_TYPES: Readonly<Record<PeerField['widget'], Json>> = {
  text: { type: 'text' },
  autocomplete: { type: 'text' },
  phone: { type: 'text', inputType: 'tel' },
  date: { type: 'text', inputType: 'date' },
  textarea: { type: 'comment' },
  dropdown: { type: 'dropdown' },
  radio: { type: 'radiogroup' },
  checkbox: { type: 'boolean', renderAs: 'checkbox' },
  file: { type: 'file' },
};

function question(field: PeerField, ref: Ref, notes: Set<string>): Json {
  const choices = field.optionsBy
    ? cascadingChoices(field.optionsBy, ref)
    : field.options?.map((o) => ({ value: o.value, text: o.label }));
  const validators = field.checks.flatMap((check) => {
    try {
      return [validatorOf(check, field, ref, notes)];
    } catch (error) {
      if (!(error instanceof Unexpressible)) throw error;
      notes.add(`SurveyJS: ${error.message}`);
      return [];
    }
  });
  return {
    ...QUESTION_TYPES[field.widget],
    name: field.key,
    title: field.label,
    ...(field.hint ? { description: field.hint } : {}),
    ...(field.visibleWhen ? { visibleIf: expression(field.visibleWhen, ref) } : {}),
    ...(field.required === true ? { isRequired: true } : {}),
    ...(field.required && field.required !== true
      ? { requiredIf: expression(field.required, ref) }
      : {}),
    ...(choices ? { choices } : {}),
    ...(field.maxLength !== undefined && field.widget !== 'date'
      ? { maxLength: field.maxLength }
      : {}),
    ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
    ...(validators.length ? { validators } : {}),
  };
}

/** One list of every option, each shown for the controlling values whose list has it. */
function cascadingChoices(optionsBy: NonNullable<PeerField['optionsBy']>, ref: Ref): Json[] {
  const choices = new Map<string, { text: string; when: string[] }>();
  for (const [value, options] of Object.entries(optionsBy.lists))
    for (const option of options) {
      const choice = choices.get(option.value) ?? { text: option.label, when: [] };
      choice.when.push(value);
      choices.set(option.value, choice);
    }
  const controller = ref(optionsBy.controller);
  return [...choices].map(([value, { text, when }]) => ({
    value,
    text,
    visibleIf:
      when.length === 1
        ? `${controller} = ${literal(when[0])}`
        : `${controller} anyof [${when.map(literal).join(', ')}]`,
  }));
}

function dynamicPanel(block: PeerBlock, ref: Ref, notes: Set<string>): Json {
  const inPanel: Ref = (key) => (block.itemKeys.has(key) ? `{panel.${key}}` : ref(key));
  return {
    type: 'paneldynamic',
    name: block.id,
    title: block.label,
    templateTitle: block.itemLabel.replace('{n}', '{panelIndex}'),
    panelAddText: block.label,
    maxPanelCount: block.max,
    ...(block.visibleWhen ? { visibleIf: expression(block.visibleWhen, ref) } : {}),
    templateElements: elements(block.nodes, inPanel, notes),
  };
}

function elements(nodes: readonly PeerNode[], ref: Ref, notes: Set<string>): Json[] {
  return nodes.map((node) => {
    if (node.kind === 'text') return { type: 'html', name: `text_${node.id}`, html: node.text };
    if (node.kind === 'field') return question(node.field, ref, notes);
    return dynamicPanel(node.block, ref, notes);
  });
}

const root: Ref = (key) => `{${key}}`;

/** The SurveyJS JSON of the whole form, one survey page per page of ours. */
export function toSurvey(form: PeerForm): SurveyForm {
  const notes = new Set<string>();
  const json = {
    title: form.title,
    // The applicant's answer reaches the model on every keystroke, as in our store (the default,
    // "onBlur", updates it when the field loses focus).
    textUpdateMode: 'onTyping',
    // Hidden answers are cleared as soon as they hide, as our hide rules do.
    clearInvisibleValues: 'onHidden',
    showQuestionNumbers: 'off',
    pages: form.pages.map((page) => ({
      name: page.id,
      title: page.title,
      elements: page.sections.map((section) => ({
        type: 'panel',
        name: section.id,
        ...(section.title ? { title: section.title } : {}),
        ...(section.visibleWhen ? { visibleIf: expression(section.visibleWhen, root) } : {}),
        elements: elements(section.nodes, root, notes),
      })),
    })),
  };
  return { json, unexpressed: [...notes] };
}
