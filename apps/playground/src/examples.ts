/**
 * What the playground can load: a small starter form, and each of the partner's section files
 * as it is in the repository, beside the partner's data model and option lists files (the
 * repository's `definitions/model.json` and `options.json`), each in a tab of its own.
 */
import { SECTION_FILES } from '@admissions/partner-config';
// The repository's files; where the dev server saves elsewhere (PLAYGROUND_DEFINITIONS_ROOT),
// save-plugin.ts's definitionsPlugin reads them from there instead.
import MODEL_TEXT from '../../../packages/partner-config/definitions/model.json?raw';
import OPTIONS_TEXT from '../../../packages/partner-config/definitions/options.json?raw';
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

/** The partner's section files as they are in the repository, by name (`family`). */
const SECTION_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../packages/partner-config/definitions/sections/*.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), text]),
);

/** A partner section file, as it is in the repository (previewed as a one-page form). */
function partnerSection(name: string): Workspace {
  return {
    definition: SECTION_TEXTS[name] ?? json(SECTION_FILES[name]),
    model: MODEL_TEXT,
    options: OPTIONS_TEXT,
    partnerLists: true,
    file: `sections/${name}.json`,
  };
}

export const EXAMPLES: readonly Example[] = [
  {
    id: 'starter',
    label: 'Starter form',
    workspace: () => ({ definition: json(STARTER), model: '', partnerLists: false }),
  },
  ...Object.keys(SECTION_FILES).map((name) => ({
    id: name,
    label: `Partner section: ${name} (sections/${name}.json)`,
    workspace: () => partnerSection(name),
  })),
];
