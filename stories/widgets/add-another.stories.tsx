import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FormSeed } from '../../packages/form-engine/src/index.ts';
import { createFakeBackend, type FakeBackendOptions } from '../fake-backend.ts';
import { yesNo } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Add another',
  section: 'Parents or Guardians',
  optionLists: { yesNo },
  fields: [
    {
      widget: 'addAnother',
      id: 'parents',
      prefix: 'parent_',
      max: 3,
      addLabel: 'Add Another Parent/Guardian',
      itemLabel: 'Parent/Guardian {n}',
      fields: [
        {
          widget: 'text',
          key: 'parent_first_name',
          label: 'First/Given Name',
          rules: [{ rule: 'required', message: 'Parent/Guardian {n}: First/Given Name' }],
        },
        {
          widget: 'radio',
          key: 'parent_living',
          label: 'Is Parent/Guardian {n} living?',
          options: 'yesNo',
        },
        {
          widget: 'text',
          key: 'parent_email_address',
          label: 'Email Address',
          visibleWhen: { valueKey: 'parent_living', operator: 'equals', target: 'Y' },
          rules: [
            {
              rule: 'email',
              message: 'Parent/Guardian {n}: Please provide a valid email address.',
            },
          ],
        },
      ],
    },
  ],
});

const two: FormSeed = {
  addAnother: { parents: 2 },
  answers: {
    parent_first_name: 'Maria',
    parent_living: 'Y',
    parent_living_desc: 'Yes',
    parent_email_address: 'maria@example.com',
    parent_2_first_name: 'James',
    parent_2_living: 'N',
    parent_2_living_desc: 'No',
  },
};

const three: FormSeed = {
  addAnother: { parents: 3 },
  answers: { ...two.answers, parent_3_first_name: 'Rosa' },
};

/** A fresh fake back end holding the story's block counts. */
const backend =
  (options: FakeBackendOptions = {}) =>
  () =>
    createFakeBackend(options);

const meta = {
  title: 'Widgets/Add another',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition, backend: backend() },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One block and the Add Another button. */
export const Empty: Story = {};

/** Two blocks saved on the server. */
export const Filled: Story = { args: { seed: two, backend: backend({ seed: two }) } };

/** At the maximum (3): no button. */
export const AtMaximum: Story = { args: { seed: three, backend: backend({ seed: three }) } };

/** Adding saves the new count first, then shows block 2 and moves focus to its heading. */
export const AddingABlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Another Parent/Guardian' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Parent/Guardian 2' }),
    ).toBeInTheDocument();
  },
};

/** Saving the count fails: an error toast, and the count stays. */
export const AddFails: Story = {
  args: { backend: backend({ failAddAnother: true }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Another Parent/Guardian' }),
    );
  },
};

/** Errors in the second block name it ({n} in the messages). */
export const WithErrors: Story = {
  args: {
    seed: {
      addAnother: { parents: 2 },
      answers: { parent_2_living: 'Y', parent_2_living_desc: 'Yes', parent_2_email_address: 'x@' },
    },
    backend: backend({ seed: { addAnother: { parents: 2 } } }),
    errors: 'validate',
  },
};

/** Answers only (the portal's visitors): the blocks there are, with no button. */
export const AnswersOnly: Story = { args: { seed: two, mode: 'answers-only' } };

export const ReadOnly: Story = { args: { seed: two, mode: 'read-only' } };
