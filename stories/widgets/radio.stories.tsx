import type { Meta, StoryObj } from '@storybook/react-vite';
import { yesNo } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Radio',
  section: 'Enrollment Plans',
  optionLists: { yesNo },
  fields: [
    {
      widget: 'radio',
      key: 'applied_previously',
      label: 'Have you previously applied to this university?',
      options: 'yesNo',
      rules: [{ rule: 'required' }],
    },
    {
      widget: 'radio',
      key: 'sat_taken_date',
      label: 'Which version of the SAT did you take?',
      hint: 'The format changed in March 2016.',
      options: [
        { value: 'P', label: 'Before March 2016 (older format)' },
        { value: 'I', label: 'March 2016 or later (newer format)' },
      ],
      rules: [{ rule: 'required' }],
    },
  ],
});

const filled = {
  answers: {
    applied_previously: 'N',
    applied_previously_desc: 'No',
    sat_taken_date: 'I',
    sat_taken_date_desc: 'March 2016 or later (newer format)',
  },
};

const meta = {
  title: 'Widgets/Radio',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { seed: filled } };

export const WithErrors: Story = { args: { errors: 'validate' } };

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
