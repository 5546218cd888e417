/**
 * A large, realistic admission application for the core benchmark, and a full set of answers
 * for it. Six pages and over 600 concrete answer fields once add-another blocks are expanded,
 * with what real applications contain: follow-up questions on earlier answers, required-when
 * rules, format rules on text answers, numbered blocks (parents, schools, colleges, activities,
 * jobs), a tab group and single and grouped hide rules. Compilation, validation and the store's
 * incremental hide rules thus do representative work, not the best case of a flat form.
 */
import {
  applyHideRules,
  isAnswerField,
  type AnswerType,
  type AnswerValue,
  type Answers,
  type CompiledField,
  type CompiledForm,
  type DataModel,
  type Field,
  type FormDefinition,
  type FormState,
  type Option,
} from '../src/index.ts';
import { activitiesPage, educationPage } from './definition/academic-pages.ts';
import { PATTERNS, is } from './definition/builders.ts';
import { finalPage, plansPage } from './definition/closing-pages.ts';
import { optionLists } from './definition/option-lists.ts';
import { familyPage, profilePage } from './definition/personal-pages.ts';

const hideRules: FormDefinition['hideRules'] = [
  { when: is('country', 'USA'), keys: ['phone_intl'] },
  { when: is('financial_aid', 'N'), keys: ['household_income', 'household_size'] },
  // Each applicant type has its own questions: the chosen type hides the other two sets.
  {
    group: [
      {
        when: is('applicant_type', 'FR'),
        keys: ['hs_class_rank', 'hs_class_size', 'counselor_name', 'counselor_email'],
      },
      {
        when: is('applicant_type', 'TR'),
        keys: ['transfer_credit_hours', 'associate_degree_ind', 'transfer_reason'],
      },
      {
        when: is('applicant_type', 'RE'),
        keys: ['previous_student_id', 'last_term_attended', 'readmit_reason'],
      },
    ],
  },
];

/** Data-model types that differ from the widget's natural type (a text box storing a number). */
const TYPE_OVERRIDES: Readonly<Record<string, AnswerType>> = { household_size: 'integer' };
const WIDGET_TYPES: Readonly<Record<string, AnswerType>> = {
  date: 'date',
  checkbox: 'boolean',
  fileUpload: 'file',
};

/** A key in add-another block n, numbered like the engine does: prefix_, prefix_2_, … */
const numbered = (prefix: string, n: number, key: string): string =>
  n === 1 || !key.startsWith(prefix) ? key : `${prefix}${n}_${key.slice(prefix.length)}`;

/**
 * The data model the back end would hold for the definition: every concrete key of every block
 * number, the `_desc` companions of pick-lists and the autocomplete targets. Derived rather than
 * typed out (~900 keys); compileForm still checks it key by key against the definition.
 */
function modelOf(definition: FormDefinition): DataModel {
  const model: Record<string, AnswerType> = {};
  const visit = (fields: readonly Field[], rename: (key: string) => string): void => {
    for (const field of fields) {
      if (field.widget === 'tabs') for (const tab of field.tabs) visit(tab.fields, rename);
      else if (field.widget === 'addAnother')
        for (let n = 1; n <= field.max; n++)
          visit(field.fields, (key) => numbered(field.prefix, n, key));
      else if (isAnswerField(field)) {
        const key = rename(field.key);
        model[key] = TYPE_OVERRIDES[field.key] ?? WIDGET_TYPES[field.widget] ?? 'string';
        if ('options' in field) model[`${key}_desc`] = 'string';
        if (field.widget === 'autocomplete')
          for (const target of Object.values(field.relatedFields))
            model[rename(target)] ??= 'string';
      }
    }
  };
  for (const page of definition.pages)
    for (const section of page.sections) visit(section.fields, (key) => key);
  return model;
}

/** The benchmark's definition and its data model, as a fresh object graph on every call. */
export function largeDefinition(): { definition: FormDefinition; model: DataModel } {
  const definition: FormDefinition = {
    id: 'large-application',
    title: 'Large Application for Admission',
    optionLists,
    pages: [profilePage, familyPage, educationPage, activitiesPage, plansPage, finalPage],
    hideRules,
  };
  return { definition: structuredClone(definition), model: modelOf(definition) };
}

/** The layout of a complete application: every add-another block at its maximum, default tabs. */
export function fullLayout(form: CompiledForm): Required<Pick<FormState, 'addAnother' | 'tabs'>> {
  return {
    addAnother: Object.fromEntries([...form.blocks.values()].map((b) => [b.id, b.max])),
    tabs: Object.fromEntries([...form.tabGroups.values()].map((g) => [g.id, g.defaultTab])),
  };
}

const THIS_YEAR = new Date().getUTCFullYear();
/** Satisfies the year rules of the form: no date rule ends before last year. */
const RECENT_DATE = `${THIS_YEAR - 1}-06-15`;
const BIRTH_DATE = `${THIS_YEAR - 18}-04-17`;
const US_PHONE = '(614) 555-0142';
const SENTENCE = 'I grew up helping in my family’s bakery, where I learned to plan and to listen. ';
/** Long enough for every minLength rule; cut to each field's maximum. */
const ESSAY = SENTENCE.repeat(20);
const PATTERN_SAMPLES = new Map<string, string>(
  Object.values(PATTERNS).map(({ pattern, sample }) => [pattern, sample]),
);

/** The options a pick-list offers now (a conditional dropdown's depend on its controller). */
function optionsOf(field: CompiledField, answers: Answers): readonly Option[] {
  const { options, controller } = field;
  if (!options) return [];
  if (Array.isArray(options)) return options as readonly Option[];
  return (options as Record<string, readonly Option[]>)[String(answers[controller ?? ''])] ?? [];
}

/** A value the field's format rules accept, or undefined when any text will do. */
function ruleSample(field: CompiledField): AnswerValue | undefined {
  for (const { rule } of field.rules)
    switch (rule.rule) {
      case 'email':
        return 'applicant@example.edu';
      case 'usPhone':
        return US_PHONE;
      case 'digits':
        return '42';
      case 'pattern':
        return PATTERN_SAMPLES.get(rule.pattern);
      case 'integerRange': {
        // The step-aligned middle of the range: a plausible score, count or year.
        const step = rule.step ?? 1;
        const middle = rule.min + step * Math.floor((rule.max - rule.min) / step / 2);
        return field.type === 'string' ? String(middle) : middle;
      }
    }
  return undefined;
}

/** A valid answer for one field, given the answers of the fields before it. */
function sampleValue(field: CompiledField, answers: Answers): AnswerValue {
  const { definition } = field;
  switch (definition.widget) {
    case 'checkbox':
      return true;
    case 'date':
      return field.rules.some(({ rule }) => rule.rule === 'minAge') ? BIRTH_DATE : RECENT_DATE;
    case 'fileUpload':
      return 'personal-statement.pdf';
    case 'phone':
      return definition.international ? '+44 20 7946 0958' : US_PHONE;
    case 'textarea':
      return ESSAY.slice(0, field.maxLength);
    case 'dropdown':
    case 'radio':
    case 'conditionalDropdown':
      // The first real choice; the option lists put the choice that opens follow-ups first.
      return optionsOf(field, answers).find((o) => o.value !== '')?.value ?? '';
    default:
      return ruleSample(field) ?? 'Sample answer';
  }
}

/**
 * The answers of a complete, valid application: every field answered in definition order (so
 * conditions see the answers they depend on), pick-lists with their `_desc` labels, and then the
 * hide rules applied, which clears exactly the fields the chosen answers hide. Every visible
 * field is answered, so validation runs every rule it would run on a real submission.
 */
export function fullAnswers(form: CompiledForm, layout = fullLayout(form)): Answers {
  const answers: Record<string, AnswerValue> = {};
  for (const field of form.fields.values()) {
    const value = sampleValue(field, answers);
    answers[field.key] = value;
    if (field.descKey)
      answers[field.descKey] =
        optionsOf(field, answers).find((o) => o.value === value)?.label ?? '';
    for (const target of Object.values(field.relatedFields ?? {}))
      if (!form.fields.has(target)) answers[target] = 'Sample answer';
  }
  return applyHideRules(form, { answers, ...layout }).answers;
}
