/**
 * The read-only renderings service users get (mode 'read-only'): every field as text, choices with
 * "[X]" marks, schools with their code, documents as `Document attached for "<key>"`.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormSeed } from '../packages/form-engine/src/index.ts';
import {
  exampleDefinition,
  exampleModel,
} from '../packages/form-engine/test/fixtures/example-form.ts';
import { FormStory, formStoryArgTypes } from './harness.tsx';
import { completeApplication, partnerModel, undergraduate } from './partner.ts';

const meta = {
  title: 'Read-only',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: {
    definition: undergraduate,
    model: partnerModel,
    mode: 'read-only',
    seed: completeApplication,
    page: 'about',
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutYou: Story = {};

export const YourEducation: Story = { args: { page: 'education' } };

export const FinalSteps: Story = { args: { page: 'final-steps' } };

/** The statement uploaded instead of typed: the chosen tab and the document line. */
const uploadedStatement: FormSeed = {
  ...completeApplication,
  tabs: { personal_statement: 'document' },
  answers: {
    ...completeApplication.answers,
    personal_statement_essay: '',
    personal_statement_doc: 'ANSWERED',
  },
  documents: {
    personal_statement_doc: {
      status: 'COMPLETED',
      file_name: 'my-statement.pdf',
      file_size: 48_128,
    },
  },
};

export const FinalStepsWithDocument: Story = {
  args: { page: 'final-steps', seed: uploadedStatement },
};

/** Nothing answered yet: every question still listed, with no answer. */
export const Unanswered: Story = { args: { seed: {} } };

/** The engine's example form (every widget type), partly answered. */
export const ExampleForm: Story = {
  args: {
    definition: exampleDefinition,
    model: exampleModel,
    page: 'about',
    seed: {
      answers: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        birth_date: '2008-04-17',
        gender: 'F',
        gender_desc: 'Female',
        country: 'USA',
        country_desc: 'United States',
        address_line_1: '100 Main Street',
        city: 'Columbus',
        state: 'Ohio',
        state_desc: 'Ohio',
        zip: '43215',
        phone_type_1: '2',
        phone_type_1_desc: 'Mobile',
        phone_mobile: '(614) 555-0123',
        optin_sms_ind: true,
      },
    },
  },
};
