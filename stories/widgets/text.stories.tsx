import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Text',
  section: 'Personal Information',
  fields: [
    {
      widget: 'text',
      key: 'first_name',
      label: 'Legal First/Given Name',
      autocomplete: 'given-name',
      rules: [{ rule: 'required' }],
    },
    {
      widget: 'text',
      key: 'preferred_name',
      label: 'Preferred First Name',
      hint: 'Leave this blank if it is the same as your legal first name.',
    },
    {
      widget: 'text',
      key: 'email_address',
      label: 'Email Address',
      inputMode: 'email',
      autocomplete: 'email',
      rules: [
        { rule: 'required' },
        { rule: 'email', message: 'Please provide a valid email address.' },
      ],
    },
    {
      widget: 'text',
      key: 'credits_transfer',
      label: 'Number of college credits you plan to transfer',
      inputMode: 'numeric',
      maxLength: 3,
      rules: [{ rule: 'digits', message: 'Credits must be a whole number.' }],
    },
  ],
});

const filled = {
  answers: {
    first_name: 'Ada',
    preferred_name: 'Addie',
    email_address: 'ada.lovelace@example.com',
    credits_transfer: '24',
  },
};

const meta = {
  title: 'Widgets/Text',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { seed: filled } };

/** Required, email and digits rules failing, as the real validator reports them. */
export const WithErrors: Story = {
  args: {
    seed: { answers: { email_address: 'ada@', credits_transfer: '2x' } },
    errors: 'validate',
  },
};

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };

export const ReadOnlyUnanswered: Story = { args: { mode: 'read-only' } };
