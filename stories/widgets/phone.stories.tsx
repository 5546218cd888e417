import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Phone',
  section: 'Phone Numbers',
  fields: [
    {
      widget: 'phone',
      key: 'phone_mobile',
      label: 'Mobile Phone',
      rules: [{ rule: 'required' }, { rule: 'usPhone' }],
    },
    {
      widget: 'phone',
      key: 'phone_mobile_intl',
      label: 'International Mobile Phone',
      hint: 'Include the country code, for example +44 20 7946 0958.',
      international: true,
    },
  ],
});

const filled = {
  answers: { phone_mobile: '(614) 555-0123', phone_mobile_intl: '+44 20 7946 0958' },
};

const meta = {
  title: 'Widgets/Phone',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A US number masked as (###) ###-####; an international number kept as typed. */
export const Filled: Story = { args: { seed: filled } };

export const WithErrors: Story = {
  args: { seed: { answers: { phone_mobile: '(614) 555' } }, errors: 'validate' },
};

/** A foreign number typed into the US field is kept as typed, with a note; validation rejects it. */
export const NotAUsNumber: Story = {
  args: { seed: { answers: { phone_mobile: '+44 20 7946 0958' } }, errors: 'validate' },
};

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
