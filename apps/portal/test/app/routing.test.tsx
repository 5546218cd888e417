import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { SESSION_INVALID_MESSAGE } from '../../src/app/report-error.ts';
import { NOTHING_TO_SAVE } from '../../src/application/form-page-route.tsx';
import { toastStore } from '../../src/toasts/toast-store.ts';
import { calls, renderPortal, student, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

const pathOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('routing rules (§2)', () => {
  it('sends an unknown path to the default route, keeping the query string', async () => {
    const { router } = renderPortal('/nowhere/at/all?utm=x', { loggedIn: false });
    await waitFor(() => expect(pathOf(router)).toBe('/about?utm=x'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeTruthy();
  });

  it('always sends a submitted student to /completion', async () => {
    student.profile.web_status = [
      { web_status: 'started' },
      { web_status: 'validating' },
      { web_status: 'submitted' },
    ];
    const { router } = renderPortal('/education');
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(
      await screen.findByRole('heading', { name: 'Your application was successfully submitted.' }),
    ).toBeTruthy();
  });

  it('sends a student who has not submitted away from /completion', async () => {
    const { router } = renderPortal('/completion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('starts at the stored last page when no page is asked for, and saves the last page on each route change', async () => {
    student.profile.last_page = '/final-steps';
    const { router } = renderPortal('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/last-page',
        body: { last_page: '/final-steps' },
      }),
    );
  });

  it('keeps a page opened by its address open, whatever the stored last page (issue 27)', async () => {
    student.profile.last_page = '/final-steps';
    const { router } = renderPortal('/education');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Education' })).toBeTruthy();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/api/last-page',
        body: { last_page: '/education' },
      }),
    );
    expect(router.state.location.pathname).toBe('/education');
  });

  it('posts started for a student whose status is none', async () => {
    student.profile.web_status = [];
    renderPortal('/about');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/web-status',
        body: { web_status: 'started' },
      }),
    );
  });

  it('loads the answers of the profile into the form', async () => {
    renderPortal('/about');
    const first = (await screen.findByLabelText(/Legal First\/Given Name/)) as HTMLInputElement;
    expect(first.value).toBe('Ada');
  });
});

describe('an invalid session (§8)', () => {
  it('clears the cache and goes to /login with the message', async () => {
    student.expired = true;
    const { router, portal } = renderPortal('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ errorMessage: SESSION_INVALID_MESSAGE });
    expect(SESSION_INVALID_MESSAGE).toBe(
      'Your session is invalid. Please clear your cookies and login again.',
    );
    expect(portal.session.getState().isLoggedIn).toBe(false);
    // Nothing of the student's is left in the cache.
    expect(
      portal.queryClient
        .getQueryCache()
        .getAll()
        .every((q) => !q.state.data),
    ).toBe(true);
  });
});

describe('the service page', () => {
  it("renders the token holder's answers read-only, with no chrome", async () => {
    renderPortal('/about?service_token=good', { loggedIn: false });
    expect(await screen.findByText('Serviced')).toBeTruthy();
    expect(screen.getByText('Undergraduate Application for Admission')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Submit/ })).toBeNull();
  });

  it('renders a submission with the form it was submitted with, not the portal’s (issue 27)', async () => {
    renderPortal('/about?service_token=submitted-as-transfer', { loggedIn: false });
    expect(await screen.findByText('Transfer Application for Admission')).toBeTruthy();
    expect(screen.queryByText('Undergraduate Application for Admission')).toBeNull();
    expect(screen.getByText('Serviced')).toBeTruthy();
  });

  it('shows the error screen for an unknown token', async () => {
    renderPortal('/about?service_token=bad', { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });
});

describe('saving as a guest', () => {
  it('leads to sign-up with the answers, or says there is nothing to save yet', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/about', { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain(NOTHING_TO_SAVE);
    expect(router.state.location.pathname).toBe('/about');
    await user.type(screen.getByLabelText(/Legal First\/Given Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toMatchObject({ answers: { first_name: 'Ada' } });
    expect(calls.filter((c) => c.path.startsWith('/api/'))).toEqual([]);
  });
});
