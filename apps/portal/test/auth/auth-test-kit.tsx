/**
 * Helpers for the auth screens' tests: the auth routes in a memory router inside a portal, a
 * default route that shows what it received, an msw server that records the JSON bodies of the
 * /public calls, the toasts raised, and axe-core.
 */
import { configure, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { StrictMode, Suspense } from 'react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Outlet, useLocation, useRoutes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createPortal, PortalProvider, type Portal } from '../../src/app/portal-context.tsx';
import { runtimeForm } from '../support/runtime-form.ts';
import { authRoutes } from '../../src/auth/auth-routes.tsx';
import type { PortalNavState } from '../../src/session/nav-state.ts';
import { routerProbe, type RouterHandle } from '../router-probe.tsx';
import { toastStore, type Toast } from '../../src/toasts/toast-store.ts';

// A screen's first visit imports its module, which Vitest transforms on demand: on a busy machine
// (the whole workspace's tests at once) that can outlast Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

/** One request the msw server answered. */
export interface SentRequest {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/** What the screens sent, in order; emptied before each test. */
export const sent: SentRequest[] = [];

/** The portal's /public endpoints, answered by {@link reply}. */
export const server = setupServer();

/**
 * Installs the msw server for a test file: every request is an error unless a test answers it,
 * and the record of bodies and the toasts start empty for each test.
 */
export function useAuthServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sent.length = 0;
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Answers `POST /public/{name}` with a status and JSON body, recording what was sent. `hold`
 * keeps the reply until the returned `release` is called (busy-state tests).
 */
export function reply(name: string, status: number, body: JsonBodyType, options = { hold: false }) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`/public/${name}`, async ({ request }) => {
      sent.push({
        path: `/public/${name}`,
        body: (await request.json()) as Record<string, unknown>,
      });
      if (options.hold) await held;
      return HttpResponse.json(body, { status });
    }),
  );
  return { release };
}

/** What the default route received: the test reads it off the page. */
function DefaultRoute() {
  const { state } = useLocation();
  return (
    <main>
      <h1>Default route</h1>
      <pre data-testid="default-state">{JSON.stringify(state)}</pre>
    </main>
  );
}

/** The auth routes and the default route, under a Suspense boundary as in the auth layout. */
function AuthRoutes({ defaultPath }: { defaultPath: string }) {
  return useRoutes([
    {
      element: (
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      ),
      children: [...authRoutes, { path: defaultPath, element: <DefaultRoute /> }],
    },
  ]);
}

/** A rendered auth route and what a test drives it with. */
export interface RenderedAuth {
  readonly portal: Portal;
  readonly router: RouterHandle;
  readonly user: UserEvent;
  readonly container: HTMLElement;
}

/**
 * Renders the auth routes at `path` (with navigation state) and waits for the lazily loaded
 * screen's heading.
 */
export async function renderAuth(
  path: string,
  state?: PortalNavState,
  heading?: string,
): Promise<RenderedAuth> {
  const portal = createPortal(
    { variant: 'undergraduate', idleTimeoutMs: 900_000, idleWarningMs: 60_000 },
    runtimeForm(),
    '',
  );
  const { router, Probe } = routerProbe();
  const entry = { pathname: path.split('?')[0]!, search: searchOf(path), state };
  const user = userEvent.setup();
  // Strict mode, as in the portal's entry: effects run twice, so a toast raised twice shows up.
  const { container } = render(
    <StrictMode>
      <PortalProvider portal={portal}>
        <MemoryRouter initialEntries={[entry]}>
          <AuthRoutes defaultPath={portal.defaultPath} />
          <Probe />
        </MemoryRouter>
      </PortalProvider>
    </StrictMode>,
  );
  if (heading) await screen.findByRole('heading', { level: 1, name: heading });
  return { portal, router, user, container };
}

const searchOf = (path: string) => (path.includes('?') ? `?${path.split('?')[1]}` : '');

/** The toasts raised so far, as label and message. */
export const toasts = (): Pick<Toast, 'severity' | 'label' | 'message'>[] =>
  toastStore
    .getState()
    .toasts.map(({ severity, label, message }) => ({ severity, label, message }));

/** The navigation state the default route received. */
export function defaultRouteState(): unknown {
  return JSON.parse(screen.getByTestId('default-state').textContent ?? 'null');
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) on a container and expects no violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // jsdom has no layout: contrast is checked in a browser (the end-to-end suite).
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`),
  ).toEqual([]);
}

/** The messages shown under a field, read through its aria-describedby like a screen reader. */
export function fieldErrors(input: HTMLElement): string[] {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .flatMap((id) =>
      [...(document.getElementById(id)?.querySelectorAll('.fe-error-line') ?? [])].map(
        (line) => line.textContent ?? '',
      ),
    );
}
