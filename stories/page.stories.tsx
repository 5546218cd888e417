/**
 * Whole pages of the partner's real undergraduate definition, as an applicant sees them: every
 * widget the partner uses, through the same page renderer as the portal.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeBackend } from './fake-backend.ts';
import { FormStory, formStoryArgTypes } from './harness.tsx';
import { completeApplication, partnerModel, undergraduate } from './partner.ts';

const meta = {
  title: 'Pages/Undergraduate',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: {
    definition: undergraduate,
    model: partnerModel,
    page: 'about',
    backend: () => createFakeBackend(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const completed = {
  seed: completeApplication,
  backend: () => createFakeBackend({ seed: completeApplication }),
};

export const AboutYou: Story = {};

export const AboutYouCompleted: Story = { args: completed };

/** Submitted empty: the summary lists the page's errors and links to each field. */
export const AboutYouWithErrors: Story = { args: { errors: 'validate' } };

export const AboutYouAnswersOnly: Story = { args: { mode: 'answers-only' } };

export const YourEducation: Story = { args: { page: 'education' } };

export const YourEducationCompleted: Story = { args: { ...completed, page: 'education' } };

export const YourEducationWithErrors: Story = { args: { page: 'education', errors: 'validate' } };

/** The priority-deadline alert, the personal-statement tabs and the certification. */
export const FinalSteps: Story = { args: { page: 'final-steps' } };

export const FinalStepsCompleted: Story = { args: { ...completed, page: 'final-steps' } };

export const FinalStepsWithErrors: Story = { args: { page: 'final-steps', errors: 'validate' } };

export const FinalStepsAnswersOnly: Story = { args: { page: 'final-steps', mode: 'answers-only' } };
