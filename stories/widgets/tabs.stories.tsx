import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FormSeed } from '../../packages/form-engine/src/index.ts';
import { createFakeBackend, type FakeBackendOptions } from '../fake-backend.ts';
import { LOREM_STATEMENT, sampleDocument } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';
import { personalStatementTabs } from '../../packages/form-engine/test/fixtures/personal-statement-tabs.ts';

const definition = widgetForm({
  title: 'Tabs',
  section: 'Personal Statement',
  fields: [personalStatementTabs({ required: true })],
});

const essay: FormSeed = { answers: { personal_statement_essay: LOREM_STATEMENT } };

const documentChosen: FormSeed = {
  tabs: { personal_statement: 'document' },
  answers: { personal_statement_doc: 'ANSWERED' },
  documents: {
    personal_statement_doc: {
      status: 'COMPLETED',
      file_name: 'my-statement.pdf',
      file_size: 48_128,
      url: '/documents/personal_statement_doc.pdf',
    },
  },
};

/** A fresh fake back end holding the same tab choice and documents as the story's seed. */
const backend =
  (options: FakeBackendOptions = {}) =>
  () =>
    createFakeBackend(options);

const meta = {
  title: 'Widgets/Tabs',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition, backend: backend() },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default tab, nothing answered. */
export const Empty: Story = {};

export const Filled: Story = { args: { seed: essay, backend: backend({ seed: essay }) } };

/** The saved choice is the second tab, with its document attached. */
export const SecondTabChosen: Story = {
  args: { seed: documentChosen, backend: backend({ seed: documentChosen }) },
};

/** Choosing the other tab (click; arrow keys only move focus). */
export const SwitchingTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload it' }));
    await expect(await canvas.findByLabelText('Personal Statement Document')).toBeInTheDocument();
  },
};

/** Leaving a tab while its file is still converting is blocked by a dialog. */
export const SwitchBlockedWhileConverting: Story = {
  args: { backend: backend({ upload: 'converting' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload it' }));
    await userEvent.upload(
      await canvas.findByLabelText<HTMLInputElement>('Personal Statement Document'),
      sampleDocument(),
    );
    await canvas.findByRole('progressbar');
    await userEvent.click(canvas.getByRole('tab', { name: 'Type it' }));
  },
};

/** Saving the choice fails: an error toast. */
export const SaveFails: Story = {
  args: { backend: backend({ failTabs: true }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Upload it' }));
  },
};

export const WithErrors: Story = { args: { errors: 'validate' } };

/** Answers only (the portal's visitors): the default tab, without a tab list. */
export const AnswersOnly: Story = { args: { seed: essay, mode: 'answers-only' } };

/** Service users read the chosen tab's label and answers. */
export const ReadOnly: Story = { args: { seed: documentChosen, mode: 'read-only' } };
