import type { Meta, StoryObj } from '@storybook/react-vite';
import { campuses } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const mainMajors = [
  { value: '', label: '--' },
  { value: 'BIO', label: 'Biology' },
  { value: 'HIS', label: 'History' },
  { value: 'MECH', label: 'Mechanical Engineering' },
];

const definition = widgetForm({
  title: 'Conditional dropdown',
  section: 'Intended Major',
  optionLists: { campuses },
  fields: [
    {
      widget: 'dropdown',
      key: 'campus_location',
      label: 'Which campus would you like to attend?',
      options: 'campuses',
      rules: [{ rule: 'required' }],
    },
    {
      // Options follow the campus; hidden while the campus offers none (Online here).
      widget: 'conditionalDropdown',
      key: 'applied_major',
      label: 'First-Choice Major',
      category: 'displayAndOptions',
      controller: 'campus_location',
      options: {
        MAIN: mainMajors,
        DOWNTOWN: [
          { value: '', label: '--' },
          { value: 'ACCT', label: 'Accounting' },
          { value: 'NURS', label: 'Nursing' },
        ],
        ONLINE: [{ value: '', label: '--' }],
      },
      rules: [{ rule: 'required' }],
    },
    {
      // One list, cleared whenever the campus changes.
      widget: 'conditionalDropdown',
      key: 'applied_2_major',
      label: 'Second-Choice Major',
      category: 'displayOnly',
      controller: 'campus_location',
      options: mainMajors,
      visibleWhen: { valueKey: 'campus_location', operator: 'equals', target: 'MAIN' },
    },
  ],
});

const filled = {
  answers: {
    campus_location: 'MAIN',
    campus_location_desc: 'Main Campus',
    applied_major: 'MECH',
    applied_major_desc: 'Mechanical Engineering',
    applied_2_major: 'HIS',
    applied_2_major_desc: 'History',
  },
};

const meta = {
  title: 'Widgets/Conditional dropdown',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No campus yet: the majors stay hidden until the campus offers some. */
export const Empty: Story = {};

/** A campus chosen, its majors offered. */
export const ControllerChosen: Story = {
  args: {
    seed: { answers: { campus_location: 'DOWNTOWN', campus_location_desc: 'Downtown Campus' } },
  },
};

/** A campus whose list is empty (Online): the major is hidden. */
export const NoOptionsForController: Story = {
  args: { seed: { answers: { campus_location: 'ONLINE', campus_location_desc: 'Online' } } },
};

export const Filled: Story = { args: { seed: filled } };

export const WithErrors: Story = {
  args: {
    seed: { answers: { campus_location: 'MAIN', campus_location_desc: 'Main Campus' } },
    errors: 'validate',
  },
};

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

/** The options of the chosen campus, "[X]" before the chosen major. */
export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
