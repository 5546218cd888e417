import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FormSeed } from '../../packages/form-engine/src/index.ts';
import { createFakeBackend, type UploadBehaviour } from '../fake-backend.ts';
import { sampleDocument } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const LABEL = 'Personal Statement Document';

const definition = widgetForm({
  title: 'File upload',
  section: 'Personal Statement',
  fields: [
    {
      widget: 'fileUpload',
      key: 'personal_statement_doc',
      label: LABEL,
      hint: 'One file: .png, .jpeg, .jpg, .pdf or .docx, at most 1 MB.',
      rules: [{ rule: 'required' }],
    },
  ],
});

/** A document the server already holds (a reload after an upload). */
const attached: FormSeed = {
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

const backend = (upload: UploadBehaviour, seed?: FormSeed) => () =>
  createFakeBackend({ upload, seed });

/** Chooses the sample document in the field's file input, as an applicant would. */
const chooseFile = async (canvasElement: HTMLElement, file = sampleDocument()) => {
  const input = within(canvasElement).getByLabelText<HTMLInputElement>(LABEL);
  await userEvent.upload(input, file);
};

const meta = {
  title: 'Widgets/File upload',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition, backend: backend('complete') },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The file is being sent: the transfer never finishes, so the upload stays busy. */
export const Uploading: Story = {
  args: { backend: backend('hang') },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

/** Sent, and the conversion stays IN_PROGRESS forever: the widget keeps polling. */
export const Converting: Story = {
  args: { backend: backend('converting') },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

/** Sent and converted (one pending poll, about two seconds): the file shows with its size. */
export const Attached: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
    const named = await within(canvasElement).findAllByText(
      'personal-statement.pdf',
      {},
      { timeout: 6000 },
    );
    await expect(named.length).toBeGreaterThan(0);
  },
};

/** A document already on the server when the page loads. */
export const AttachedOnLoad: Story = {
  args: { seed: attached, backend: backend('complete', attached) },
};

/** The transfer fails: an error toast, and the message under the field. */
export const UploadFailed: Story = {
  args: { backend: backend('fail') },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
  },
};

/** The conversion ends FAILED: its message shows under the field. */
export const ConversionFailed: Story = {
  args: { backend: backend('conversionFails') },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
  },
};

/** A file the browser's checks reject (empty, name too long) never leaves the browser. */
export const RejectedFile: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(
      canvasElement,
      new File([], 'my-personal-statement-final-version-3.pdf', { type: 'application/pdf' }),
    );
  },
};

export const WithErrors: Story = { args: { errors: 'validate' } };

/** Answers only (the portal's visitors): no upload, a note instead. */
export const AnswersOnly: Story = { args: { mode: 'answers-only' } };

/** Read-only: `Document attached for "<key>"`. */
export const ReadOnly: Story = { args: { seed: attached, mode: 'read-only' } };

export const ReadOnlyNoDocument: Story = { args: { mode: 'read-only' } };
