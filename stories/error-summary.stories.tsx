/**
 * The error summary (GOV.UK pattern) over the engine's example form: shown while the web status
 * is validating, focused when it appears, each error linking to its field.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  exampleDefinition,
  exampleModel,
} from '../packages/form-engine/test/fixtures/example-form.ts';
import { FormStory, formStoryArgTypes } from './harness.tsx';

const meta = {
  title: 'Error summary',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition: exampleDefinition, model: exampleModel, page: 'about' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The validator's errors for the empty About You page, in page order. */
export const FromValidation: Story = { args: { errors: 'validate' } };

export const SingleError: Story = {
  args: { errors: { last_name: ['Legal Last/Family Name'] } },
};

/** Links to fields of other pages go through the host's router (see the Actions panel). */
export const ErrorsOnOtherPages: Story = {
  args: {
    errors: {
      first_name: ['Legal First/Given Name'],
      credits_transfer: ['Credits to transfer'],
      legal_agree: ['I certify that the information I submitted is complete and correct.'],
    },
  },
};

/** An error of no known page is plain text. */
export const ErrorWithoutAPage: Story = {
  args: { errors: { application: ['Your application could not be submitted. Please try again.'] } },
};

/** Errors stored while not validating: neither the summary nor the fields show them. */
export const NotValidating: Story = {
  args: { errors: { first_name: ['Legal First/Given Name'] }, validating: false },
};

/** Following a link on the same page moves focus to the field. */
export const FollowingALink: Story = {
  args: { errors: 'validate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Legal Last/Family Name' }));
    await expect(canvas.getByLabelText('Legal Last/Family Name')).toHaveFocus();
  },
};
