/**
 * Issue 14 item 6, on the whole portal: the submission's success toast survives the redirect to
 * /completion; a failed logout reaches the error boundary (an "Error" toast that stays 300000 ms,
 * still logged in); a defect shows the "Unexpected Error" dialog.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ERROR_TITLE, PortalErrorBoundary } from '../../src/app/error-boundary.tsx';
import { createPortal, PortalProvider } from '../../src/app/portal-context.tsx';
import { runtimeForm } from '../support/runtime-form.ts';
import { BOUNDARY_ERROR_LABEL } from '../../src/app/report-error.ts';
import { SUBMIT_SUCCESS_MESSAGE } from '../../src/application/application-actions.ts';
import { BOUNDARY_TOAST_DURATION_MS, toastStore } from '../../src/toasts/toast-store.ts';
import { expectNoAxeViolations } from '../shell/axe.ts';
import { calls, renderPortal, student, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

const toastsOf = () =>
  toastStore.getState().toasts.map(({ severity, label, message, durationMs }) => ({
    severity,
    label,
    message,
    durationMs,
  }));

describe('submission (§2, §4)', () => {
  it('shows the success message as a toast after the redirect to /completion', async () => {
    student.profile.answer = { ...SAMPLE_APPLICATION.answers };
    student.addAnother = { ...SAMPLE_APPLICATION.addAnother };
    student.tabs = { ...SAMPLE_APPLICATION.tabs };
    student.profile.web_status = [{ web_status: 'started' }, { web_status: 'validating' }];
    const user = userEvent.setup();
    const { router } = renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/submit' }));
    await waitFor(() =>
      expect(toastsOf()).toContainEqual(
        expect.objectContaining({
          severity: 'success',
          label: 'Success Notification',
          message: SUBMIT_SUCCESS_MESSAGE,
        }),
      ),
    );
  }, 30_000);
});

describe('a failed logout (§8)', () => {
  it('reaches the error boundary: an "Error" toast for 300000 ms, still logged in', async () => {
    const user = userEvent.setup();
    const { portal, router } = renderPortal('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      student.logoutFailure = 'The session store is down.';
      await user.click(screen.getByRole('button', { name: 'Account' }));
      await user.click(await screen.findByRole('button', { name: 'Log Out' }));
      await waitFor(() =>
        expect(toastsOf()).toContainEqual({
          severity: 'error',
          label: BOUNDARY_ERROR_LABEL,
          message: 'The session store is down.',
          durationMs: BOUNDARY_TOAST_DURATION_MS,
        }),
      );
      expect(BOUNDARY_TOAST_DURATION_MS).toBe(300_000);
      // Still logged in, still on the page, answers kept: the server session lives on.
      expect(router.state.location.pathname).toBe('/about');
      expect(portal.session.getState().isLoggedIn).toBe(true);
      expect(portal.store.getState().answers.first_name).toBe('Ada');
      expect(await screen.findByRole('heading', { level: 1, name: 'About You' })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('the "Unexpected Error" dialog (§8)', () => {
  function Broken(): never {
    throw new TypeError('a defect');
  }

  it('shows a defect in a dialog titled "Unexpected Error" over the error screen; Try again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const portal = createPortal(
        { variant: 'undergraduate', idleTimeoutMs: 900_000, idleWarningMs: 60_000 },
        runtimeForm(),
      );
      let broken = true;
      function Page() {
        return broken ? <Broken /> : <h1>Recovered</h1>;
      }
      render(
        <PortalProvider portal={portal}>
          <MemoryRouter>
            <PortalErrorBoundary>
              <Page />
            </PortalErrorBoundary>
          </MemoryRouter>
        </PortalProvider>,
      );
      const dialog = await screen.findByRole('dialog', { name: UNEXPECTED_ERROR_TITLE });
      expect(
        within(dialog).getByText(
          "We've encountered an unexpected error at this time. Please try again later.",
        ),
      ).toBeTruthy();
      expect(
        screen.getByRole('heading', { name: 'Something went wrong.', hidden: true }),
      ).toBeTruthy();
      expect(toastStore.getState().toasts).toEqual([]);
      await expectNoAxeViolations(dialog);
      broken = false;
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });
});
