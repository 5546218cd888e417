import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INACTIVITY_MESSAGE } from '../../src/application/sign-out.ts';
import { STILL_WORKING_TITLE } from '../../src/inactivity/idle-guard.tsx';
import { idleTimerRuns } from '../../src/inactivity/idle-timer-guard.tsx';
import { PDF_ERROR_LABEL } from '../../src/pages/use-pdf-copy.ts';
import { showToast, toastStore } from '../../src/toasts/toast-store.ts';
import { calls, renderPortal, student, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

const submitted = () => {
  student.profile.web_status = [
    { web_status: 'started' },
    { web_status: 'validating' },
    { web_status: 'submitted' },
  ];
};

describe('the completion page and the PDF copy (§4, §9)', () => {
  it('polls while pending, then offers the download link', async () => {
    submitted();
    renderPortal('/completion');
    expect(await screen.findByText(/Preparing the PDF copy/)).toBeTruthy();
    student.pdf = { status: 'COMPLETED', url: '/api/pdf/file?token=abc' };
    const link = await screen.findByRole(
      'link',
      { name: /Download a PDF copy/ },
      { timeout: 3000 },
    );
    expect(link.getAttribute('href')).toBe('/api/pdf/file?token=abc');
    expect(calls.filter((c) => c.path === '/api/pdf').length).toBeGreaterThanOrEqual(2);
  });

  it('raises the "Error downloading PDF copy of your application." toast when it failed', async () => {
    submitted();
    student.pdf = { status: 'FAILED', url: null, message: 'It could not be created.' };
    renderPortal('/completion');
    await waitFor(() =>
      expect(toastStore.getState().toasts).toContainEqual(
        expect.objectContaining({ severity: 'error', label: PDF_ERROR_LABEL }),
      ),
    );
    expect(PDF_ERROR_LABEL).toBe('Error downloading PDF copy of your application.');
  });
});

describe('inactivity (§4)', () => {
  it('warns with "Still working?", then logs out with the inactivity message', async () => {
    const { router } = renderPortal('/about', { idleTimeoutMs: 1200, idleWarningMs: 600 });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    const dialog = await screen.findByRole(
      'dialog',
      { name: STILL_WORKING_TITLE },
      { timeout: 3000 },
    );
    expect(within(dialog).getByRole('button', { name: 'Continue working' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(router.state.location.state).toMatchObject({ errorMessage: INACTIVITY_MESSAGE });
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/logout' }));
  });

  it('keeps the session when the applicant chooses to continue', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal('/about', { idleTimeoutMs: 1500, idleWarningMs: 1000 });
    const dialog = await screen.findByRole(
      'dialog',
      { name: STILL_WORKING_TITLE },
      { timeout: 3000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue working' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/about');
    expect(calls).not.toContainEqual(expect.objectContaining({ path: '/api/logout' }));
    // Continuing also tells the server, whose session counts requests, not keystrokes.
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/session' }));
  });

  // The timer's own clock is react-idle-timer's (tested above for an applicant); whether it runs
  // at all is this rule, read by the guard. Asserted as a rule, not by waiting a while for a
  // dialog that might still come.
  it('does not run for a guest or a service user', () => {
    expect(idleTimerRuns({ isLoggedIn: false, isServiceUser: false })).toBe(false);
    expect(idleTimerRuns({ isLoggedIn: true, isServiceUser: true })).toBe(false);
    expect(idleTimerRuns({ isLoggedIn: true, isServiceUser: false })).toBe(true);
  });
});

describe('toasts (§4, §9)', () => {
  it('close on Escape, on a 50 px swipe to the right, and move into focus with F8', async () => {
    renderPortal('/about', { loggedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    act(() => {
      showToast({ severity: 'success', label: 'Success Notification', message: 'One' });
      showToast({ severity: 'error', label: 'Error', message: 'Two' });
    });
    const one = (await screen.findByText('One')).closest('li')!;
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement?.closest('section')?.getAttribute('aria-label')).toMatch(/F8/);
    fireEvent.keyDown(one, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('One')).toBeNull());
    const two = screen.getByText('Two').closest('li')!;
    fireEvent.pointerDown(two, { clientX: 100 });
    fireEvent.pointerMove(two, { clientX: 130 });
    fireEvent.pointerUp(two, { clientX: 130 });
    expect(screen.getByText('Two')).toBeTruthy(); // 30 px: not far enough
    fireEvent.pointerDown(two, { clientX: 100 });
    fireEvent.pointerMove(two, { clientX: 151 });
    fireEvent.pointerUp(two, { clientX: 151 });
    await waitFor(() => expect(screen.queryByText('Two')).toBeNull());
  });

  it('close by themselves after their duration', async () => {
    renderPortal('/about', { loggedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    act(() => {
      showToast({
        severity: 'success',
        label: 'Success Notification',
        message: 'Brief',
        durationMs: 200,
      });
    });
    expect(await screen.findByText('Brief')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Brief')).toBeNull(), { timeout: 2000 });
  });
});
