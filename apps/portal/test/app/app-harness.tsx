/**
 * The whole portal in a memory router with a fake REST back end (msw): the state of one student
 * that each test sets, every call recorded. For the routing rules, which need the real routes,
 * layouts and pages together.
 */
import { compiledVariant } from '@admissions/partner-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createPortal, PortalProvider, type Portal } from '../../src/app/portal-context.tsx';
import { runtimeForm } from '../support/runtime-form.ts';
import { PortalRoutes } from '../../src/app/portal-routes.tsx';
import { routerProbe } from '../router-probe.tsx';
import type { Profile } from '../../src/api/portal-api.ts';
import { toastStore } from '../../src/toasts/toast-store.ts';

configure({ asyncUtilTimeout: 5000 });

/** A profile the tests may change. */
type MutableProfile = { -readonly [K in keyof Profile]: Profile[K] };

export interface FakeStudent {
  profile: MutableProfile;
  addAnother: Record<string, number>;
  tabs: Record<string, string>;
  pdf: { status: string; url: string | null; message?: string };
  /** Answer every /api call with 401 (an expired session). */
  expired: boolean;
  /** Answer `GET /api/logout` with a 500 and this message (a failed logout). */
  logoutFailure?: string;
  /** Answer `PUT /api/tabs` with a 500 (a failed tab switch). */
  tabSaveFails?: boolean;
}

export const calls: {
  method: string;
  path: string;
  body: unknown;
  /** The `Answer-Base` header of an answer save: the revisions its keys replace. */
  base?: unknown;
}[] = [];
export let student: FakeStudent;

export const newStudent = (overrides: Partial<MutableProfile> = {}): FakeStudent => ({
  profile: {
    username: 'ada@example.edu',
    last_page: null,
    successful_login: ['2026-11-20T10:00:00Z'],
    answer: { first_name: 'Ada' },
    document_answer: {},
    web_status: [{ web_status: 'started' }],
    ...overrides,
  },
  addAnother: {},
  tabs: {},
  pdf: { status: 'UNPROCESSED', url: null },
  expired: false,
});

const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const base = request.headers.get('answer-base');
    calls.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : null,
      ...(base ? { base: JSON.parse(base) } : {}),
    });
    if (student.expired && url.pathname.startsWith('/api/'))
      return HttpResponse.json({ message: 'Your session is invalid.' }, { status: 401 });
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/profile':
        return HttpResponse.json(student.profile);
      case 'GET /api/add-another':
        return HttpResponse.json(student.addAnother);
      case 'GET /api/tabs':
        return HttpResponse.json(student.tabs);
      case 'PUT /api/tabs':
        return student.tabSaveFails
          ? HttpResponse.json({ message: 'Tabs are down.' }, { status: 500 })
          : HttpResponse.json({ message: 'ok' });
      case 'GET /api/document-answer':
        return HttpResponse.json(student.profile.document_answer);
      case 'GET /api/logout':
        return student.logoutFailure
          ? HttpResponse.json({ message: student.logoutFailure }, { status: 500 })
          : HttpResponse.json({ message: 'You have been logged out.' });
      case 'GET /api/pdf':
        return HttpResponse.json(student.pdf);
      case 'GET /service/tmp-pdf': {
        const token = url.searchParams.get('service_token');
        return token === 'good' || token === 'submitted-as-transfer'
          ? HttpResponse.json({
              answer: { first_name: 'Serviced', last_name: 'Student' },
              add_another: {},
              document_answer: {},
              tabs: {},
              // An application submitted as the other variant comes with its definition.
              ...(token === 'good'
                ? { variant: 'undergraduate' }
                : {
                    variant: 'transfer',
                    submitted_form: {
                      definition: compiledVariant('transfer').definition,
                      model: compiledVariant('transfer').model,
                    },
                  }),
            })
          : HttpResponse.json(
              { message: 'This service link is unknown or has expired.' },
              { status: 401 },
            );
      }
      default:
        return HttpResponse.json({ message: 'ok' });
    }
  }),
);

export function useFakeBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls.length = 0;
    student = newStudent();
    toastStore.setState({ toasts: [] });
    sessionStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Renders the portal at `path`, logged in (an identity cookie) or not. */
export function renderPortal(
  path: string,
  { loggedIn = true, idleTimeoutMs = 900_000, idleWarningMs = 60_000 } = {},
) {
  const portal: Portal = createPortal(
    { variant: 'undergraduate', idleTimeoutMs, idleWarningMs },
    runtimeForm(),
    loggedIn ? 'admissions_identity.logged_in=true' : '',
  );
  const { router, Probe } = routerProbe();
  render(
    <PortalProvider portal={portal}>
      <QueryClientProvider client={portal.queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <PortalRoutes portal={portal} />
          <Probe />
        </MemoryRouter>
      </QueryClientProvider>
    </PortalProvider>,
  );
  return { portal, router };
}
