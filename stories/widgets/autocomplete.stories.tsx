import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeBackend } from '../fake-backend.ts';
import { countries, states } from '../fixtures.ts';
import { FormStory, formStoryArgTypes, widgetForm } from '../harness.tsx';

const definition = widgetForm({
  title: 'Autocomplete',
  section: 'Colleges Attended',
  optionLists: { countries, states },
  fields: [
    {
      widget: 'autocomplete',
      key: 'college_name',
      label: 'Search for Your School',
      hint: 'Start typing the name of your college, for example "Lakeview".',
      category: 'college_ceeb',
      valueFrom: 'name',
      manualHint: 'Enter your school information below.',
      readOnlyText: '{value} (Ceeb: {ceeb})',
      relatedFields: {
        ceeb: 'college_ceeb',
        city: 'college_city',
        state: 'college_state',
        country: 'college_country',
      },
      rules: [{ rule: 'required' }],
    },
    { widget: 'text', key: 'college_city', label: 'City' },
    { widget: 'dropdown', key: 'college_state', label: 'State/Province', options: 'states' },
    { widget: 'dropdown', key: 'college_country', label: 'Country', options: 'countries' },
  ],
});

/** The detail of a chosen college fills the related answers (and their `_desc`). */
const chosen = {
  answers: {
    college_name: 'Lakeview State University',
    college_ceeb: '1592',
    college_city: 'Columbus',
    college_state: 'Ohio',
    college_state_desc: 'Ohio',
    college_country: 'USA',
    college_country_desc: 'United States',
  },
};

const meta = {
  title: 'Widgets/Autocomplete',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { definition, backend: () => createFakeBackend() },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const SCHOOL = 'Search for Your School';

export const Empty: Story = {};

/** A college chosen from the suggestions, with its city, state and country filled. */
export const Filled: Story = { args: { seed: chosen } };

/** Typing asks the back end (debounced): the suggestions open as a listbox. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: SCHOOL }), 'lakeview');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
  },
};

/** Choosing a suggestion fills the related answers from its detail. */
export const ChoosingASuggestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: SCHOOL }), 'riverbend');
    await userEvent.click(await canvas.findByRole('option', { name: /Riverbend University/ }));
    await expect(await canvas.findByDisplayValue('Oxford')).toBeInTheDocument();
  },
};

/** A school typed by hand and left: the entry is the applicant's, with a hint to go on below. */
export const ManualEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: SCHOOL }), 'Harbor Night School');
    await userEvent.tab();
  },
};

/** Without a back end (or when lookups fail) there are no suggestions: typing still works. */
export const NoBackEnd: Story = { args: { backend: undefined } };

export const WithErrors: Story = { args: { errors: 'validate' } };

export const AnswersOnly: Story = { args: { seed: chosen, mode: 'answers-only' } };

/** A school reads "Name (Ceeb: code)". */
export const ReadOnly: Story = { args: { seed: chosen, mode: 'read-only' } };

const addressDefinition = widgetForm({
  title: 'Address autocomplete',
  section: 'Mailing Address',
  optionLists: { countries, states },
  fields: [
    { widget: 'dropdown', key: 'country', label: 'Country', options: 'countries' },
    {
      widget: 'autocomplete',
      key: 'address_line_1',
      label: 'Address Line 1',
      category: 'address',
      valueFrom: 'address_line_1',
      relatedFields: { city: 'city', state: 'state', zip: 'zip', country: 'country' },
      rules: [{ rule: 'required' }],
    },
    { widget: 'text', key: 'city', label: 'City' },
    { widget: 'dropdown', key: 'state', label: 'State/Province', options: 'states' },
    { widget: 'text', key: 'zip', label: 'ZIP/Postal Code' },
  ],
});

/** An address lookup: choosing "100 Main Street" fills city, state, ZIP and country. */
export const AddressLookup: Story = {
  args: { definition: addressDefinition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Address Line 1' }), '100 main');
    await userEvent.click(await canvas.findByRole('option', { name: /100 Main Street/ }));
    await expect(await canvas.findByDisplayValue('43215')).toBeInTheDocument();
  },
};

/**
 * Typing never changes another answer: the country chosen above the street stays while a street
 * is typed by hand and left. Only values a suggestion filled in are cleared when the applicant
 * then chooses something else.
 */
export const TypingKeepsChosenAnswers: Story = {
  args: { definition: addressDefinition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'USA');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Address Line 1' }), '22 Acacia');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('USA');
  },
};

export const AddressReadOnly: Story = {
  args: {
    definition: addressDefinition,
    mode: 'read-only',
    seed: {
      answers: {
        country: 'USA',
        country_desc: 'United States',
        address_line_1: '100 Main Street',
        city: 'Columbus',
        state: 'Ohio',
        state_desc: 'Ohio',
        zip: '43215',
      },
    },
  },
};
