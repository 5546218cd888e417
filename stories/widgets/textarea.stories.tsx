import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOREM_STATEMENT } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Text area',
  section: 'Military Service',
  fields: [
    {
      widget: 'textarea',
      key: 'military_discharge_status_explain',
      label: 'Please explain the circumstances of your discharge.',
      hint: 'A few sentences are enough.',
      maxLength: 500,
      rules: [{ rule: 'required' }],
    },
  ],
});

const filled = { answers: { military_discharge_status_explain: LOREM_STATEMENT } };

const meta = {
  title: 'Widgets/Textarea',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { seed: filled } };

/** At the character limit: the counter reads 500 / 500. */
export const AtLimit: Story = {
  args: { seed: { answers: { military_discharge_status_explain: 'x'.repeat(500) } } },
};

export const WithErrors: Story = { args: { errors: 'validate' } };

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

/** Line breaks are kept in the read-only rendering. */
export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
