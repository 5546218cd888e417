import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Checkbox',
  section: 'Certification',
  fields: [
    {
      widget: 'staticText',
      id: 'race_intro',
      text: 'Regardless of your answer to the prior question, please indicate how you identify yourself.',
    },
    { widget: 'checkbox', key: 'race_asian', label: 'Asian' },
    { widget: 'checkbox', key: 'race_black', label: 'Black or African American' },
    { widget: 'checkbox', key: 'race_white', label: 'White' },
    {
      widget: 'checkbox',
      key: 'legal_agree',
      label: 'I certify that all information I have submitted is complete and correct.',
      rules: [{ rule: 'mustBeTrue' }],
    },
  ],
});

const filled = { answers: { race_asian: true, race_white: true, legal_agree: true } };

const meta = {
  title: 'Widgets/Checkbox',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { seed: filled } };

/** A certification that must be checked. */
export const WithErrors: Story = { args: { errors: 'validate' } };

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

/** "[X] label" and "[ ] label". */
export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
