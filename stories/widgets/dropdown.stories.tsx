import type { Meta, StoryObj } from '@storybook/react-vite';
import { countries, genders } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Dropdown',
  section: 'Personal Information',
  optionLists: { genders, countries },
  fields: [
    {
      widget: 'dropdown',
      key: 'gender',
      label: 'Legal Sex',
      options: 'genders',
      rules: [{ rule: 'required' }],
    },
    {
      widget: 'dropdown',
      key: 'citizenship',
      label: 'Country of Citizenship',
      hint: 'Choose the country on your passport.',
      options: 'countries',
      rules: [{ rule: 'required' }],
    },
  ],
});

/** A choice is stored with its label in `<key>_desc`. */
const filled = {
  answers: { gender: 'F', gender_desc: 'Female', citizenship: 'CAN', citizenship_desc: 'Canada' },
};

const meta = {
  title: 'Widgets/Dropdown',
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

/** Every option listed, "[X]" before the chosen one. */
export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
