import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Field } from '../../packages/form-engine/src/index.ts';
import { FormStory, formStoryArgTypes, STORY_NOW, widgetForm } from '../harness.tsx';

/** The alerts run from 1 September 2026 to 2 February 2027; the stories' clock is inside. */
const alert = (severity: 'info' | 'warning' | 'error', title: string, text: string): Field => ({
  widget: 'alert',
  id: `deadline_${severity}`,
  severity,
  title,
  text,
  startDate: '2026-09-01T00:00:00Z',
  endDate: '2027-02-02T05:00:00Z',
});

const definition = widgetForm({
  title: 'Alert',
  section: 'Deadlines',
  fields: [
    alert(
      'info',
      'Priority deadline',
      'Applications submitted by February 1 are considered for merit scholarships.',
    ),
    alert('warning', 'Maintenance', 'Uploads are unavailable on Sunday from 1 a.m. to 3 a.m.'),
    alert('error', 'Deadline passed', 'The Early Decision deadline has passed.'),
    { widget: 'text', key: 'first_name', label: 'Legal First/Given Name' },
  ],
});

const meta = {
  title: 'Widgets/Alert',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition, now: STORY_NOW },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Info, warning and error alerts inside their dates (warnings and errors are announced). */
export const Active: Story = {};

/** Before the start date: no alert, only the question after it. */
export const NotYetStarted: Story = { args: { now: '2026-08-31T23:59:59Z' } };

/** From the end date on: gone. */
export const Ended: Story = { args: { now: '2027-02-02T05:00:00Z' } };

export const AnswersOnly: Story = { args: { mode: 'answers-only' } };

/** Service users never see alerts. */
export const ReadOnly: Story = { args: { mode: 'read-only' } };
