// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRestBackend } from '../../backend/rest-backend.ts';
import type { Field, FormDefinition } from '../../core/index.ts';
import {
  expectNoAxeViolations,
  pageOf,
  renderForm,
  type RenderFormOptions,
} from '../../../test/react/render-form.tsx';
import { MANUAL_SCHOOL_HINT } from './autocomplete-widget.tsx';

const LOOKUP = 'http://localhost/lookup/find';

const states = [
  { value: '', label: '--' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'CA', label: 'California' },
];

const collegeFields: Field[] = [
  {
    widget: 'autocomplete',
    key: 'college_name',
    label: 'Search for Your School',
    hint: 'Start typing the name of the school.',
    category: 'college_ceeb',
    relatedFields: { ceeb: 'college_ceeb', city: 'college_city', state: 'college_state' },
  },
  { widget: 'text', key: 'college_city', label: 'City' },
  { widget: 'dropdown', key: 'college_state', label: 'State', options: states },
];

/** Colleges in an add-another block (prefix college_, at most 2 blocks). */
const collegeDefinition: FormDefinition = pageOf([
  {
    widget: 'addAnother',
    id: 'colleges',
    prefix: 'college_',
    max: 2,
    addLabel: 'Add Another College',
    itemLabel: 'College {n}',
    fields: collegeFields,
  },
]);

const addressDefinition: FormDefinition = pageOf([
  {
    widget: 'autocomplete',
    key: 'address_line_1',
    label: 'Address Line 1',
    category: 'address',
    relatedFields: { city: 'city', state: 'state', zip: 'zip' },
  },
  { widget: 'text', key: 'city', label: 'City' },
  { widget: 'dropdown', key: 'state', label: 'State', options: states },
  { widget: 'text', key: 'zip', label: 'ZIP/Postal Code' },
]);

const schools = [
  { id: 'c1', text: 'HARVARD UNIV', sub_text: 'Cambridge, MA' },
  { id: 'c2', text: 'HARVEY MUDD COLLEGE', sub_text: 'Claremont, CA' },
  { id: 'c3', text: 'HARTWICK COLLEGE', sub_text: 'Oneonta, NY' },
  { id: 'c4', text: 'HARDING UNIV', sub_text: 'Searcy, AR' },
  { id: 'c5', text: 'HARTFORD UNIV', sub_text: 'West Hartford, CT' },
  { id: 'c6', text: 'HARRIS-STOWE STATE UNIV', sub_text: 'St. Louis, MO' },
  { id: 'c7', text: 'HARPER COLLEGE' },
];
const details: Record<string, Record<string, string>> = {
  c1: { name: 'Harvard University', ceeb: '3434', city: 'Cambridge', state: 'MA' },
  c2: { name: 'Harvey Mudd College', ceeb: '4341', city: 'Claremont', state: 'CA' },
  a1: { address_line_1: '1 Main Street', city: 'Springfield', state: 'MA' }, // no zip
};
const addresses = [{ id: 'a1', text: '1 MAIN ST', sub_text: 'Springfield, MA' }];

const requests: URL[] = [];
const suggestionRequests = () => requests.filter((url) => url.searchParams.has('text'));
const detailRequests = () => requests.filter((url) => url.searchParams.has('id'));

const server = setupServer(
  http.get(LOOKUP, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const id = url.searchParams.get('id');
    if (id !== null) return HttpResponse.json(details[id] ?? {});
    const list = url.searchParams.get('category') === 'address' ? addresses : schools;
    // Deliberately more than asked for: the widget shows 5 at most.
    return HttpResponse.json(list);
  }),
  // The add-another block asks for its saved counts: none saved, the seeded count stays.
  http.get('http://localhost/api/add-another', () => HttpResponse.json({})),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains its async wrapper (around every user-event call) with a setTimeout(0)
  // that it only advances when it sees Jest's fake timers: without this the first event hangs.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  requests.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Renders with the real REST back end and a user-event session that drives the fake clock. */
function setup(definition: FormDefinition, options: RenderFormOptions = {}) {
  const rendered = renderForm(definition, {
    backend: createRestBackend({ baseUrl: 'http://localhost' }),
    ...options,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...rendered, user };
}

/** Moves the fake clock and lets the intercepted fetches and React updates settle. */
async function elapse(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** axe-core schedules its checks with timers: it runs on the real clock. */
async function axeWithRealTimers(container: Element) {
  vi.useRealTimers();
  try {
    await expectNoAxeViolations(container);
  } finally {
    vi.useFakeTimers();
  }
}

const combobox = (id: string) => document.getElementById(id) as HTMLInputElement;
/** The suggestions shown in a combobox's list (not the options of the dropdowns around it). */
const shownOptions = (key = 'college_name') =>
  within(document.getElementById(`${key}-listbox`)!).queryAllByRole('option');
const answers = (store: ReturnType<typeof setup>['store']) => store.getState().answers;

describe('AutocompleteWidget', () => {
  it('is a labelled combobox whose id is the answer key, described by its hint', () => {
    setup(collegeDefinition);
    const input = screen.getAllByRole('combobox', { name: 'Search for Your School' })[0]!;
    expect(input.id).toBe('college_name');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe('college_name-listbox');
    expect(input.getAttribute('aria-describedby')).toBe('college_name-hint');
    expect((input as HTMLInputElement).maxLength).toBe(120); // the compiled default
  });

  it('asks for suggestions 200 ms after typing (not before) and shows 5 at most, with sub text', async () => {
    const { user } = setup(collegeDefinition);
    const input = combobox('college_name');
    await user.type(input, 'Har');
    await elapse(199);
    expect(suggestionRequests()).toHaveLength(0);
    expect(shownOptions()).toHaveLength(0);
    await elapse(1);
    expect(suggestionRequests().map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { text: 'Har', category: 'college_ceeb', max_results: '5' },
    ]);
    const options = shownOptions();
    expect(options).toHaveLength(5);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options[0]!.textContent).toBe('HARVARD UNIVCambridge, MA');
    expect(within(options[0]!).getByText('Cambridge, MA').className).toBe(
      'fe-autocomplete-option-subtext',
    );
  });

  it('asks at most 500 ms after typing starts while typing goes on', async () => {
    const { store } = setup(collegeDefinition);
    // A key every 150 ms never leaves 200 ms of quiet.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 150 });
    await user.type(combobox('college_name'), 'Harvard Univ');
    const during = suggestionRequests().map((url) => url.searchParams.get('text'));
    expect(during.length).toBeGreaterThanOrEqual(2);
    expect('Harvard Univ'.startsWith(during[0]!)).toBe(true);
    expect(during[0]!.length).toBeLessThan('Harvard Univ'.length);
    expect(answers(store).college_name).toBe('Harvard Univ');
  });

  it('chooses with the keyboard and fills the related answers (and _desc) in one change', async () => {
    const { store, user } = setup(collegeDefinition);
    const input = combobox('college_name');
    await user.type(input, 'Har');
    await elapse(200);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('college_name-option-1');
    expect(shownOptions()[1]!.getAttribute('aria-selected')).toBe('true');
    const setAnswers = vi.spyOn(store.getState(), 'setAnswers');
    await user.keyboard('{Enter}');
    expect(input.value).toBe('HARVEY MUDD COLLEGE');
    expect(shownOptions()).toHaveLength(0);
    await elapse();
    expect(detailRequests().map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { id: 'c2', category: 'college_ceeb' },
    ]);
    expect(setAnswers).toHaveBeenCalledTimes(1);
    expect(answers(store)).toMatchObject({
      college_name: 'Harvey Mudd College',
      college_ceeb: '4341',
      college_city: 'Claremont',
      college_state: 'CA',
      college_state_desc: 'California',
    });
    expect(input.value).toBe('Harvey Mudd College');
    expect((screen.getAllByLabelText('City')[0] as HTMLInputElement).value).toBe('Claremont');
  });

  it('fills the numbered answers of the second add-another block', async () => {
    const { store, user } = setup(collegeDefinition, {
      seed: { addAnother: { colleges: 2 }, answers: { college_city: 'Boston' } },
    });
    const second = combobox('college_2_name');
    expect(second).not.toBeNull();
    await user.type(second, 'Harv');
    await elapse(200);
    await user.click(screen.getByRole('option', { name: /HARVARD UNIV/ }));
    await elapse();
    expect(answers(store)).toMatchObject({
      college_2_name: 'Harvard University',
      college_2_ceeb: '3434',
      college_2_city: 'Cambridge',
      college_2_state: 'MA',
      college_2_state_desc: 'Massachusetts',
      college_city: 'Boston', // the first block is left alone
    });
    expect(answers(store).college_name).toBeUndefined();
  });

  it('clearing the input clears the key and every related answer', async () => {
    const { store, user } = setup(collegeDefinition);
    const input = combobox('college_name');
    await user.type(input, 'Har');
    await elapse(200);
    await user.click(shownOptions()[0]!);
    await elapse();
    expect(answers(store).college_state_desc).toBe('Massachusetts');
    await user.clear(input);
    expect(answers(store)).toMatchObject({
      college_name: '',
      college_ceeb: '',
      college_city: '',
      college_state: '',
      college_state_desc: '',
    });
    await elapse(1000);
    expect(suggestionRequests()).toHaveLength(1); // an empty input asks nothing
    expect(document.querySelector('.fe-autocomplete-manual')).toBeNull();
  });

  it('keeps free-typed school text, clears the related answers and shows the italic hint', async () => {
    const { store, user } = setup(collegeDefinition, {
      seed: {
        answers: {
          college_name: 'Harvard University',
          college_ceeb: '3434',
          college_city: 'Cambridge',
          college_state: 'MA',
          college_state_desc: 'Massachusetts',
        },
      },
    });
    const input = combobox('college_name');
    expect(input.value).toBe('Harvard University');
    await user.clear(input);
    await user.type(input, 'Springfield Community College');
    expect(document.querySelector('.fe-autocomplete-manual')).toBeNull(); // not while typing
    await user.tab();
    await elapse(1000);
    expect(answers(store)).toMatchObject({
      college_name: 'Springfield Community College',
      college_ceeb: '',
      college_city: '',
      college_state: '',
      college_state_desc: '',
    });
    const hint = document.querySelector('.fe-autocomplete-manual')!;
    expect(hint.querySelector('em')?.textContent).toBe(MANUAL_SCHOOL_HINT);
    expect(input.getAttribute('aria-describedby')).toBe('college_name-hint college_name-manual');
    expect(shownOptions()).toHaveLength(0);
    // Choosing a suggestion afterwards ends the hand-typed entry.
    await user.clear(input);
    await user.type(input, 'Har');
    await elapse(200);
    await user.click(shownOptions()[0]!);
    await elapse();
    expect(document.querySelector('.fe-autocomplete-manual')).toBeNull();
    expect(answers(store).college_ceeb).toBe('3434');
  });

  it('shows no hint for a free-typed address', async () => {
    const { store, user } = setup(addressDefinition);
    const input = combobox('address_line_1');
    await user.type(input, '22 Acacia Avenue');
    await user.tab();
    await elapse(1000);
    expect(answers(store)).toMatchObject({ address_line_1: '22 Acacia Avenue', city: '', zip: '' });
    expect(document.querySelector('.fe-autocomplete-manual')).toBeNull();
    expect(screen.queryByText(MANUAL_SCHOOL_HINT)).toBeNull();
  });

  it('fills an address: the key takes address_line_1, a missing detail field becomes ""', async () => {
    const { store, user } = setup(addressDefinition, { seed: { answers: { zip: '99999' } } });
    await user.type(combobox('address_line_1'), '1 Main');
    await elapse(200);
    expect(shownOptions('address_line_1')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    await elapse();
    expect(answers(store)).toMatchObject({
      address_line_1: '1 Main Street',
      city: 'Springfield',
      state: 'MA',
      state_desc: 'Massachusetts',
      zip: '',
    });
  });

  it('a failed suggestion lookup (500) shows nothing and no error', async () => {
    server.use(
      http.get(LOOKUP, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ message: 'lookup is down' }, { status: 500 });
      }),
    );
    const { store, user, toasts, container } = setup(collegeDefinition);
    const input = combobox('college_name');
    await user.type(input, 'Har');
    await elapse(200);
    expect(suggestionRequests()).toHaveLength(1);
    expect(shownOptions()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(toasts).not.toHaveBeenCalled();
    expect(container.querySelector('.fe-error-message')).toBeNull();
    expect(answers(store).college_name).toBe('Har');
  });

  it('a failed detail lookup keeps the chosen label and clears the related answers', async () => {
    server.use(
      http.get(LOOKUP, ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        if (url.searchParams.has('id')) return HttpResponse.json({}, { status: 500 });
        return HttpResponse.json(schools);
      }),
    );
    const { store, user, toasts } = setup(collegeDefinition);
    await user.type(combobox('college_name'), 'Har');
    await elapse(200);
    await user.click(shownOptions()[0]!);
    await elapse();
    expect(detailRequests()).toHaveLength(1);
    expect(answers(store)).toMatchObject({
      college_name: 'HARVARD UNIV',
      college_ceeb: '',
      college_city: '',
      college_state: '',
      college_state_desc: '',
    });
    expect(combobox('college_name').value).toBe('HARVARD UNIV');
    expect(toasts).not.toHaveBeenCalled();
  });

  it('ignores a detail that arrives after the entry changed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(LOOKUP, async ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        if (!url.searchParams.has('id')) return HttpResponse.json(schools);
        await gate;
        return HttpResponse.json(details.c1);
      }),
    );
    const { store, user } = setup(collegeDefinition);
    const input = combobox('college_name');
    await user.type(input, 'Har');
    await elapse(200);
    await user.click(shownOptions()[0]!);
    await user.type(input, ' extension');
    release();
    await elapse();
    expect(answers(store)).toMatchObject({
      college_name: 'HARVARD UNIV extension',
      college_ceeb: '',
      college_city: '',
    });
  });

  it('without a back end offers no suggestions but keeps the text', async () => {
    const { store, user } = setup(collegeDefinition, { backend: undefined, mode: 'visitor' });
    await user.type(combobox('college_name'), 'Har');
    await elapse(1000);
    expect(requests).toHaveLength(0);
    expect(shownOptions()).toHaveLength(0);
    expect(answers(store).college_name).toBe('Har');
  });

  it('respects the maximum length, also for a chosen suggestion', async () => {
    const short: FormDefinition = pageOf([
      { ...(collegeFields[0] as Field & { widget: 'autocomplete' }), maxLength: 8 },
      ...collegeFields.slice(1),
    ]);
    const { store, user } = setup(short);
    const input = combobox('college_name');
    expect(input.maxLength).toBe(8);
    await user.type(input, 'Harvard University');
    expect(answers(store).college_name).toBe('Harvard ');
    await elapse(200);
    await user.click(shownOptions()[1]!);
    await elapse();
    expect(answers(store).college_name).toBe('Harvey M');
  });

  it('has no axe violations with the list closed and open', async () => {
    const { user, container } = setup(collegeDefinition);
    await axeWithRealTimers(container);
    await user.type(combobox('college_name'), 'Har');
    await elapse(200);
    await user.keyboard('{ArrowDown}');
    expect(shownOptions()).toHaveLength(5);
    expect(combobox('college_name').getAttribute('aria-expanded')).toBe('true');
    await axeWithRealTimers(container);
  });
});
