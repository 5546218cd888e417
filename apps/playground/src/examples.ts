/**
 * What the playground can load: a small starter form, and each of the partner's section files
 * as a one-page form with the partner's data model (its option lists are merged in at lint time,
 * so the editor holds only the questions).
 */
import { compileForm, type FormDefinition } from '@admissions/form-engine';
import { dataModel, optionLists, PARTNER, SECTION_FILES } from '@admissions/partner-config';
import type { Workspace } from './lint.ts';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A one-page form showing each kind of visibility: own condition, tabs, blocks, hide rules. */
const STARTER = {
  id: 'starter',
  title: 'Starter form',
  optionLists: {
    yesNo: [
      { value: '', label: '--' },
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ],
  },
  pages: [
    {
      id: 'about',
      path: '/about',
      title: 'About you',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'names',
          title: 'Your name',
          fields: [
            {
              widget: 'text',
              key: 'first_name',
              label: 'First name',
              rules: [{ rule: 'required' }],
            },
            {
              widget: 'radio',
              key: 'has_middle_name',
              label: 'Do you have a middle name?',
              options: 'yesNo',
            },
            {
              widget: 'text',
              key: 'middle_name',
              label: 'Middle name',
              visibleWhen: { valueKey: 'has_middle_name', operator: 'equals', target: 'Y' },
            },
          ],
        },
        {
          id: 'schools',
          title: 'Schools',
          fields: [
            {
              widget: 'addAnother',
              id: 'schools',
              prefix: 'school_',
              max: 3,
              addLabel: 'Add another school',
              itemLabel: 'School {n}',
              fields: [{ widget: 'text', key: 'school_name', label: 'School name' }],
            },
          ],
        },
      ],
    },
  ],
};

/** The name shown for each example, and its workspace. */
export interface Example {
  readonly id: string;
  readonly label: string;
  readonly workspace: () => Workspace;
}

const stripSchema = <T extends object>(value: T): Omit<T, '$schema'> => {
  const { $schema: _schema, ...rest } = value as T & { $schema?: string };
  return rest;
};

/**
 * The part of the partner's data model a section uses: the keys it stores (with the numbered
 * keys of its blocks and the `_desc` companions) and the keys its conditions and hide rules read.
 * The whole model would make the linter warn about every key of the other sections.
 */
function modelFor(definition: object): Record<string, string> {
  const compiled = compileForm({ ...definition, optionLists } as FormDefinition);
  if (!compiled.ok) return { ...dataModel };
  const { keyPage, keyVisibility, dependents, controlled } = compiled.form;
  const used = new Set([
    ...keyPage.keys(),
    ...keyVisibility.keys(),
    ...dependents.keys(),
    ...controlled.keys(),
  ]);
  return Object.fromEntries(Object.entries(dataModel).filter(([key]) => used.has(key)));
}

/** A partner section file as a one-page form with the partner's limits. */
function partnerSection(name: string): Workspace {
  const file = stripSchema(SECTION_FILES[name]!);
  const definition = {
    id: `partner-${name}`,
    title: `Partner section: ${name}`,
    limits: { textareaMaxLength: PARTNER.textCharacterLimit },
    pages: [
      { id: name, path: `/${name}`, title: name, stepLabel: 'Step 01', sections: file.sections },
    ],
    ...(file.hideRules ? { hideRules: file.hideRules } : {}),
  };
  return { definition: json(definition), model: json(modelFor(definition)), partnerLists: true };
}

export const EXAMPLES: readonly Example[] = [
  {
    id: 'starter',
    label: 'Starter form',
    workspace: () => ({ definition: json(STARTER), model: '', partnerLists: false }),
  },
  ...Object.keys(SECTION_FILES).map((name) => ({
    id: name,
    label: `Partner section: ${name}`,
    workspace: () => partnerSection(name),
  })),
];
