import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Date',
  section: 'Personal Information',
  fields: [
    {
      widget: 'date',
      key: 'birth_date',
      label: 'Date of Birth',
      rules: [
        { rule: 'required' },
        {
          rule: 'minYear',
          offset: -100,
          message: 'This date is not supported. Please contact help support for assistance.',
        },
        { rule: 'minAge', years: 13, message: 'You must be 13 years or older to apply' },
      ],
    },
    {
      widget: 'date',
      key: 'veteran_from_day',
      label: 'Service Start Date',
      hint: 'Leave this blank if you have not served.',
      rules: [
        { rule: 'minYear', offset: -74 },
        { rule: 'maxYear', offset: 0 },
      ],
    },
  ],
});

const filled = { answers: { birth_date: '2008-04-17', veteran_from_day: '2025-06-30' } };

const meta = {
  title: 'Widgets/Date',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { seed: filled } };

/** Too young (minimum age 13 at the story's clock) and a start date in the future. */
export const WithErrors: Story = {
  args: {
    seed: { answers: { birth_date: '2020-02-29', veteran_from_day: '2031-01-01' } },
    errors: 'validate',
  },
};

export const RequiredMissing: Story = { args: { errors: 'validate' } };

/** Digits typed on a number pad: the slashes are inserted as they come. */
export const TypedWithoutSlashes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '04172008');
    await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('04/17/2008');
  },
};

/** An impossible date stays in the box, with one message (after a submit that found it missing). */
export const ImpossibleDateKept: Story = {
  args: { errors: 'validate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '02/30/2008');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('02/30/2008');
    await expect(await canvas.findByText('Date of Birth must be a real date')).toBeVisible();
  },
};

/** Text that is no date is kept as typed (and stored so), for validation to report. */
export const TextKept: Story = {
  args: { seed: { answers: { birth_date: 'April 17, 2008' } }, errors: 'validate' },
};

export const AnswersOnly: Story = { args: { seed: filled, mode: 'answers-only' } };

/** Dates read MM/DD/YYYY. */
export const ReadOnly: Story = { args: { seed: filled, mode: 'read-only' } };
