// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Field, FormDefinition } from '../../core/index.ts';
import { pageOf } from '../../../test/react/render-form.tsx';

const MANUAL_SCHOOL_HINT = 'Enter your school information below.';
import {
  LOOKUP,
  addressDefinition,
  answers,
  axeWithRealTimers,
  collegeDefinition,
  collegeFields,
  combobox,
  detailRequests,
  details,
  elapse,
  requests,
  schools,
  server,
  setup,
  shownOptions,
  suggestionRequests,
  useLookupServer,
} from '../../../test/react/lookup-test-support.tsx';

useLookupServer();

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

  it('an input emptied and left clears the key and what the suggestion filled', async () => {
    const { store, user } = setup(collegeDefinition);
    const input = combobox('college_name');
    await user.type(input, 'Har');
    await elapse(200);
    await user.click(shownOptions()[0]!);
    await elapse();
    expect(answers(store).college_state_desc).toBe('Massachusetts');
    await user.clear(input);
    // Emptying is typing: nothing else changes until the applicant leaves the field.
    expect(answers(store)).toMatchObject({ college_name: '', college_city: 'Cambridge' });
    await user.tab();
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

  it('Escape closes the list and never clears the typed text, nor the fields that depend on it', async () => {
    // A conditional question shown once the school is answered (issue 27: Escape erased both).
    const definition = pageOf([
      collegeFields[0]!,
      {
        widget: 'text',
        key: 'college_note',
        label: 'Anything we should know about this school?',
        visibleWhen: { valueKey: 'college_name', operator: 'answered' },
      },
    ]);
    const { store, user } = setup(definition);
    const input = combobox('college_name');
    const note = () => screen.queryByRole('textbox', { name: /Anything we should know/ });

    // No suggestions yet (before the lookup's 200 ms): the list is closed.
    await user.type(input, 'Springfield High');
    await user.type(note()!, 'Closed in 2019');
    await user.click(input);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('Springfield High');
    expect(answers(store)).toMatchObject({
      college_name: 'Springfield High',
      college_note: 'Closed in 2019',
    });
    expect(note()).not.toBeNull();

    // Escape before the suggestions arrive: they do not pop up afterwards.
    await user.type(input, ' Ha');
    await user.keyboard('{Escape}');
    await elapse(1000);
    expect(shownOptions()).toHaveLength(0);
    expect(input.value).toBe('Springfield High Ha');

    // Suggestions shown: the first Escape closes the list, the second changes nothing.
    await user.type(input, 'r');
    await elapse(200);
    expect(shownOptions()).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(shownOptions()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('Springfield High Har');
    expect(answers(store).college_note).toBe('Closed in 2019');

    // After a chosen suggestion too: what it filled stays.
    await user.clear(input);
    await user.type(input, 'Har');
    await elapse(200);
    await user.click(shownOptions()[1]!);
    await elapse();
    await user.keyboard('{Escape}{Escape}');
    expect(input.value).toBe('Harvey Mudd College');
    expect(answers(store)).toMatchObject({
      college_name: 'Harvey Mudd College',
      college_city: 'Claremont',
      college_state: 'CA',
    });
  });

  it('keeps free-typed school text, clears the school code and shows the italic hint', async () => {
    // Answers saved before a reload: which of them a suggestion wrote is no longer known, so only
    // the code (no field lets anyone type it, only a suggestion writes it) goes with the school.
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
      // Shown below, where the hint sends the applicant to correct them.
      college_city: 'Cambridge',
      college_state: 'MA',
      college_state_desc: 'Massachusetts',
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
    expect(answers(store)).toEqual({ address_line_1: '22 Acacia Avenue' });
    expect(document.querySelector('.fe-autocomplete-manual')).toBeNull();
    expect(screen.queryByText(MANUAL_SCHOOL_HINT)).toBeNull();
  });

  it('fills an address: the key takes address_line_1, a detail field missing leaves the answer', async () => {
    const { store, user } = setup(addressDefinition, { seed: { answers: { zip: '99999' } } });
    await user.type(combobox('address_line_1'), '1 Main');
    await elapse(200);
    expect(shownOptions('address_line_1')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{Enter}');
    await elapse();
    expect(answers(store)).toMatchObject({
      address_line_1: '1 Main Street',
      city: 'Springfield',
      state: 'MA',
      state_desc: 'Massachusetts',
      zip: '99999', // not the suggestion's: the applicant's own stays
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

  it('a failed detail lookup keeps the chosen label and fills nothing', async () => {
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
    expect(answers(store)).toEqual({ college_name: 'HARVARD UNIV' });
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
    expect(answers(store)).toEqual({ college_name: 'HARVARD UNIV extension' });
  });

  it('without a back end offers no suggestions but keeps the text', async () => {
    const { store, user } = setup(collegeDefinition, { backend: undefined, mode: 'answers-only' });
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
