/**
 * The tab view's tests' back end and helpers: the REST back end over msw, recording what it was
 * asked, a fake clock that user-event drives, and the personal statement's tab group.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ConversionStatus } from '../../src/backend/form-backend.ts';
import { httpBackend } from './http-backend.ts';
import type { DocumentAnswer } from '../../src/core/index.ts';
import {
  PERSONAL_STATEMENT_GROUP as GROUP,
  personalStatementTabs,
} from '../fixtures/personal-statement-tabs.ts';
import {
  expectNoAxeViolations,
  pageOf,
  renderForm,
  type RenderFormOptions,
} from './render-form.tsx';

export const BASE = 'http://localhost';
const UPLOAD_URL = 'https://uploads.example.test/bucket';

export const definition = pageOf([personalStatementTabs()]);

/** What the back end was asked, in order, and the tab saves (emptied before each test). */
export const calls: string[] = [];
export const savedTabs: unknown[] = [];

export interface Scenario {
  /** `GET /api/tabs`. */
  readonly tabs?: Record<string, string> | (() => Response);
  /** Conversion statuses in turn; the last one repeats. */
  readonly statuses?: ConversionStatus[];
  readonly conversionStatus?: () => Response;
  readonly saveTab?: () => Response;
  /** `GET /api/document-answer`. */
  readonly documents?: Record<string, DocumentAnswer>;
}

const json = (body: JsonBodyType = {}) => HttpResponse.json(body);

export function serve(scenario: Scenario = {}) {
  const statuses = [...(scenario.statuses ?? [{ status: 'COMPLETED' }])];
  server.use(
    http.get(`${BASE}/api/tabs`, () => {
      calls.push('tabs');
      return typeof scenario.tabs === 'function' ? scenario.tabs() : json(scenario.tabs ?? {});
    }),
    http.put(`${BASE}/api/tabs`, async ({ request }) => {
      calls.push('saveTab');
      savedTabs.push(await request.json());
      return scenario.saveTab?.() ?? json();
    }),
    http.get(`${BASE}/api/pdf/document-answer/:key`, ({ params }) => {
      calls.push(`conversionStatus ${String(params.key)}`);
      return (
        scenario.conversionStatus?.() ??
        json({ ...(statuses.length > 1 ? statuses.shift()! : statuses[0]!) })
      );
    }),
    http.delete(`${BASE}/api/pdf/document-answer/:key`, ({ params }) => {
      calls.push(`deleteConversion ${String(params.key)}`);
      return json();
    }),
    http.delete(`${BASE}/api/document-answer/:key`, ({ params }) => {
      calls.push(`deleteDocumentAnswer ${String(params.key)}`);
      return json();
    }),
    http.get(`${BASE}/api/document-answer`, () => {
      calls.push('documentAnswers');
      return json(scenario.documents ?? {});
    }),
    // The upload flow, for a file sent from the page itself.
    http.put(`${BASE}/api/answer`, () => json()),
    http.post(`${BASE}/api/presigned-url`, () =>
      json({ url: UPLOAD_URL, fields: { key: 'uploads/abc123' } }),
    ),
    http.post(UPLOAD_URL, () => new HttpResponse(null, { status: 204 })),
    http.post(`${BASE}/api/pdf/document-answer/:key`, () => json()),
  );
}

const server = setupServer();

/** Registers the server, the fake clock and the clean-up around every test of the file. */
export function useTabsServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async wrapper (around every user-event call) with a setTimeout(0)
    // that it only advances when it sees Jest's fake timers: without this the first event hangs.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    calls.length = 0;
    savedTabs.length = 0;
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

/** Renders with the REST back end and a user-event session that drives the fake clock. */
export async function setup(options: RenderFormOptions = {}) {
  const rendered = renderForm(definition, {
    backend: httpBackend(BASE),
    ...options,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  await elapse();
  return { ...rendered, user };
}

/** Moves the fake clock and lets the intercepted fetches and React updates settle. */
export async function elapse(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** axe-core schedules its checks with timers: it runs on the real clock. */
export async function axe(container: Element) {
  vi.useRealTimers();
  try {
    await expectNoAxeViolations(container);
  } finally {
    vi.useFakeTimers();
  }
}

export const tab = (name: string) => screen.getByRole('tab', { name });
export const selected = () =>
  screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');
export const essayBox = () => screen.queryByRole('textbox', { name: 'Personal Statement' });
export const fileInput = () =>
  screen.queryByLabelText('Personal Statement Document', { selector: 'input' });
export const onDocumentTab = { tabs: { [GROUP]: 'document' } };
export const storedDocument: DocumentAnswer = {
  status: 'COMPLETED',
  file_name: 'essay.pdf',
  file_size: 2048,
};
