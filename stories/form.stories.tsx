/**
 * `<Form>`: the whole form in one component, as another university would embed it — a two-page
 * scholarship form with no back end: the step list, Back / Continue / Submit, the page checked on
 * Continue and the whole form on Submit, add-another blocks kept in the browser.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FormDefinition } from '../packages/form-engine/src/index.ts';
import { Form, type SubmitHandler } from '../packages/form-engine/src/renderer/index.ts';
import '../packages/form-engine/src/styles/default.css';
import { yesNo } from './fixtures.ts';

const scholarship: FormDefinition = {
  id: 'scholarship',
  title: 'Scholarship application',
  optionLists: { yesNo },
  pages: [
    {
      id: 'you',
      path: '/you',
      title: 'About you',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'details',
          title: 'Your details',
          fields: [
            {
              widget: 'text',
              key: 'first_name',
              label: 'First name',
              rules: [{ rule: 'required' }],
            },
            { widget: 'text', key: 'last_name', label: 'Last name', rules: [{ rule: 'required' }] },
            { widget: 'date', key: 'birth_date', label: 'Date of birth' },
            {
              widget: 'radio',
              key: 'first_generation',
              label: 'Are you the first in your family to go to university?',
              options: 'yesNo',
            },
            {
              widget: 'text',
              key: 'parent_university',
              label: 'Where did your parents study?',
              visibleWhen: { valueKey: 'first_generation', operator: 'equals', target: 'N' },
            },
          ],
        },
      ],
    },
    {
      id: 'studies',
      path: '/studies',
      title: 'Your studies',
      stepLabel: 'Step 02',
      sections: [
        {
          id: 'grades',
          title: 'Grades',
          fields: [
            {
              widget: 'text',
              key: 'gpa',
              label: 'GPA',
              hint: 'From 0.0 to 4.0',
              answerType: 'number',
              inputMode: 'decimal',
              rules: [{ rule: 'required' }, { rule: 'numberRange', min: 0, max: 4, step: 0.1 }],
            },
            {
              widget: 'addAnother',
              id: 'colleges',
              prefix: 'college_',
              max: 3,
              addLabel: 'Add another college',
              itemLabel: 'College {n}',
              fields: [{ widget: 'text', key: 'college_name', label: 'Name of college {n}' }],
            },
          ],
        },
      ],
    },
  ],
};

const logSubmit = action('submit');

/** Logs the answers and thanks the applicant: what it returns replaces the form. */
const onSubmit: SubmitHandler = (answers) => {
  logSubmit(answers);
  return <p>Thank you, {String(answers.first_name)}: your application has been sent.</p>;
};

const meta = {
  title: 'Components/Form',
  component: Form,
  args: { form: scholarship, onSubmit },
  argTypes: {
    form: { table: { disable: true } },
    onSubmit: { table: { disable: true } },
    mode: { control: 'inline-radio', options: ['edit', 'answers-only', 'read-only'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, as a stranger's `<Form form={…} onSubmit={…} />` shows it. */
export const FirstPage: Story = {};

/** The opt-in dark theme (`fe-theme-dark` on an ancestor). */
export const Dark: Story = {
  decorators: [
    (Story) => (
      <div className="fe-theme-dark">
        <Story />
      </div>
    ),
  ],
};

/** Continue on an empty page: the summary lists this page's errors and takes focus. */
export const ContinueWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/** A clean first page: Continue moves to the second, focusing its heading. */
export const SecondPage: Story = {
  args: { defaultAnswers: { first_name: 'Ada', last_name: 'Lovelace' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your studies' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
