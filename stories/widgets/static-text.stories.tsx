import type { Meta, StoryObj } from '@storybook/react-vite';
import { yesNo } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Static text',
  section: 'Certification',
  optionLists: { yesNo },
  fields: [
    { widget: 'staticText', id: 'intro_heading', variant: 'heading', text: 'Before you submit' },
    {
      widget: 'staticText',
      id: 'intro',
      text: 'Please read and confirm the statements below. You can change your answers until you submit.',
    },
    {
      widget: 'staticText',
      id: 'note',
      variant: 'note',
      text: 'Your counselor recommendation is requested after you submit.',
    },
    {
      widget: 'radio',
      key: 'counselor_waiver_request',
      label: "I waive my right to review my school counselor's recommendation.",
      options: 'yesNo',
    },
    {
      widget: 'staticText',
      id: 'waiver_explained',
      text: 'Counselors may write more freely when the applicant waives the right to review.',
      visibleWhen: { valueKey: 'counselor_waiver_request', operator: 'equals', target: 'Y' },
    },
  ],
});

const waived = {
  answers: { counselor_waiver_request: 'Y', counselor_waiver_request_desc: 'Yes' },
};

const meta = {
  title: 'Widgets/Static text',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, a paragraph and a note. */
export const Variants: Story = {};

/** Text shown only while its condition holds. */
export const Conditional: Story = { args: { seed: waived } };

export const AnswersOnly: Story = { args: { seed: waived, mode: 'answers-only' } };

export const ReadOnly: Story = { args: { seed: waived, mode: 'read-only' } };
