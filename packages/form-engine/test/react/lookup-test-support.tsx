/**
 * The lookup back end and clock the autocomplete tests share: the real REST back end against an
 * intercepted `/lookup/find` (msw), fake timers driven by user-event, and small queries.
 * Call {@link useLookupServer} once at the top of a test file.
 */
import { act, cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { httpBackend } from './http-backend.ts';
import type { Field, FormDefinition } from '../../src/core/index.ts';
import {
  expectNoAxeViolations,
  pageOf,
  renderForm,
  type RenderFormOptions,
} from './render-form.tsx';

export const LOOKUP = 'http://localhost/lookup/find';

export const states = [
  { value: '', label: '--' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'CA', label: 'California' },
  { value: 'OH', label: 'Ohio' },
];

export const countries = [
  { value: '', label: '--' },
  { value: 'USA', label: 'United States' },
  { value: 'CAN', label: 'Canada' },
];

export const collegeFields: Field[] = [
  {
    widget: 'autocomplete',
    key: 'college_name',
    label: 'Search for Your School',
    hint: 'Start typing the name of the school.',
    category: 'college_ceeb',
    valueFrom: 'name',
    manualHint: 'Enter your school information below.',
    readOnlyText: '{value} (Ceeb: {ceeb})',
    relatedFields: { ceeb: 'college_ceeb', city: 'college_city', state: 'college_state' },
  },
  { widget: 'text', key: 'college_city', label: 'City' },
  { widget: 'dropdown', key: 'college_state', label: 'State', options: states },
];

/** Colleges in an add-another block (prefix college_, at most 2 blocks). */
export const collegeDefinition: FormDefinition = pageOf([
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

export const addressDefinition: FormDefinition = pageOf([
  {
    widget: 'autocomplete',
    key: 'address_line_1',
    label: 'Address Line 1',
    category: 'address',
    valueFrom: 'address_line_1',
    relatedFields: { city: 'city', state: 'state', zip: 'zip' },
  },
  { widget: 'text', key: 'city', label: 'City' },
  { widget: 'dropdown', key: 'state', label: 'State', options: states },
  { widget: 'text', key: 'zip', label: 'ZIP/Postal Code' },
]);

export const schools = [
  { id: 'c1', text: 'HARVARD UNIV', sub_text: 'Cambridge, MA' },
  { id: 'c2', text: 'HARVEY MUDD COLLEGE', sub_text: 'Claremont, CA' },
  { id: 'c3', text: 'HARTWICK COLLEGE', sub_text: 'Oneonta, NY' },
  { id: 'c4', text: 'HARDING UNIV', sub_text: 'Searcy, AR' },
  { id: 'c5', text: 'HARTFORD UNIV', sub_text: 'West Hartford, CT' },
  { id: 'c6', text: 'HARRIS-STOWE STATE UNIV', sub_text: 'St. Louis, MO' },
  { id: 'c7', text: 'HARPER COLLEGE' },
];
export const details: Record<string, Record<string, string>> = {
  c1: { name: 'Harvard University', ceeb: '3434', city: 'Cambridge', state: 'MA' },
  c2: { name: 'Harvey Mudd College', ceeb: '4341', city: 'Claremont', state: 'CA' },
  a1: { address_line_1: '1 Main Street', city: 'Springfield', state: 'MA' }, // no zip
  a2: {
    address_line_1: '100 Main Street',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    country: 'USA',
  },
  // Found by ZIP: an empty street, as the portal's server sends (the field's valueFrom takes it).
  a3: { address_line_1: '', city: 'Columbus', state: 'OH', zip: '43215', country: 'USA' },
};
export const addresses = [
  { id: 'a1', text: '1 MAIN ST', sub_text: 'Springfield, MA' },
  { id: 'a2', text: '100 MAIN ST', sub_text: 'Columbus, OH' },
  { id: 'a3', text: 'Columbus, OH 43215' },
];

export const requests: URL[] = [];
export const suggestionRequests = () => requests.filter((url) => url.searchParams.has('text'));
export const detailRequests = () => requests.filter((url) => url.searchParams.has('id'));

export const server = setupServer(
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

/** Registers the server, the fake clock and the clean-up around every test of the file. */
export function useLookupServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async wrapper (around every user-event call) with a
    // setTimeout(0) that it only advances when it sees Jest's fake timers: without this the
    // first event hangs.
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
}

/** Renders with the real REST back end and a user-event session that drives the fake clock. */
export function setup(definition: FormDefinition, options: RenderFormOptions = {}) {
  const rendered = renderForm(definition, {
    backend: httpBackend('http://localhost'),
    ...options,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...rendered, user };
}

/** Moves the fake clock and lets the intercepted fetches and React updates settle. */
export async function elapse(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** axe-core schedules its checks with timers: it runs on the real clock. */
export async function axeWithRealTimers(container: Element) {
  vi.useRealTimers();
  try {
    await expectNoAxeViolations(container);
  } finally {
    vi.useFakeTimers();
  }
}

export const combobox = (id: string) => document.getElementById(id) as HTMLInputElement;
/** The suggestions shown in a combobox's list (not the options of the dropdowns around it). */
export const shownOptions = (key = 'college_name') =>
  within(document.getElementById(`${key}-listbox`)!).queryAllByRole('option');
export const answers = (store: ReturnType<typeof setup>['store']) => store.getState().answers;
