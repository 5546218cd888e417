import { PASSWORD_RULES } from '@admissions/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  fieldErrors,
  renderAuth,
  reply,
  sent,
  toasts,
  useAuthServer,
} from './auth-test-kit.tsx';

useAuthServer();

const LINK = '/reset?username=ada%40example.edu&id=reset-id-1';
const STRONG = 'Correct-Horse-9';
const password = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm password');
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('/reset', () => {
  it('is a Reset Password card for the username of the link, with the checklist', async () => {
    const { container } = await renderAuth(LINK, undefined, 'Reset Password');
    expect(
      within(screen.getByRole('main')).getByRole('form', { name: 'Reset Password' }),
    ).toBeTruthy();
    expect(screen.getByText('ada@example.edu').tagName).toBe('STRONG');
    const rules = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rules.map((item) => item.getAttribute('data-state'))).toEqual(
      PASSWORD_RULES.map(() => 'neutral'),
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(container);
  });

  it('has a reveal toggle per password input, each on its own', async () => {
    const { user } = await renderAuth(LINK, undefined, 'Reset Password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password().getAttribute('type')).toBe('text');
    expect(confirm().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(password().getAttribute('type')).toBe('password');
    expect(confirm().getAttribute('type')).toBe('text');
  });

  it('checks the password rules and the match as they change', async () => {
    const { user, container } = await renderAuth(LINK, undefined, 'Reset Password');
    await user.type(password(), 'Correct-Horse');
    expect(fieldErrors(password())).toEqual(['Password must contain at least one number.']);
    // The confirmation is not flagged before it is typed in.
    expect(fieldErrors(confirm())).toEqual([]);
    expect(screen.getAllByRole('listitem')[3]!.getAttribute('data-state')).toBe('error');

    await user.type(confirm(), 'Correct');
    expect(fieldErrors(confirm())).toEqual(['passwords must match']);
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);

    await user.type(password(), '-9');
    await user.type(confirm(), '-Horse-9');
    expect(fieldErrors(password())).toEqual([]);
    expect(fieldErrors(confirm())).toEqual([]);
  });

  it('checks both on submit, focuses the first invalid and sends nothing', async () => {
    const { user } = await renderAuth(LINK, undefined, 'Reset Password');
    await user.type(password(), STRONG);
    await user.type(confirm(), 'different');
    await user.click(submit());
    expect(fieldErrors(confirm())).toEqual(['passwords must match']);
    expect(document.activeElement).toBe(confirm());
    expect(sent).toEqual([]);
  });

  it('reports a link without an id on the card, focused, and sends nothing', async () => {
    const { user, container } = await renderAuth(
      '/reset?username=ada%40example.edu',
      undefined,
      'Reset Password',
    );
    await user.type(password(), STRONG);
    await user.type(confirm(), STRONG);
    await user.click(submit());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'This password reset link is not valid. Please request a new one.',
    );
    expect(document.activeElement).toBe(alert);
    expect(
      within(alert).getByRole('link', { name: 'Request a new link' }).getAttribute('href'),
    ).toBe('/forgot');
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('resets with the username and id of the link, then goes to /login with the message', async () => {
    const message = 'Your password has been reset. Please log in with your new password.';
    reply('reset-password', 200, { message });
    const { user, router } = await renderAuth(LINK, undefined, 'Reset Password');
    await user.type(password(), STRONG);
    await user.type(confirm(), STRONG);
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Log In' });
    expect(sent).toEqual([
      {
        path: '/public/reset-password',
        body: {
          username: 'ada@example.edu',
          password: STRONG,
          confirm_password: STRONG,
          id: 'reset-id-1',
        },
      },
    ]);
    expect(router.state.location.state).toMatchObject({ successMessage: message });
    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', label: 'Success Notification', message }]),
    );
  });

  it('shows a server error as the "Reset Password Card Error" toast', async () => {
    const message = 'This password reset link has expired. Please request a new one.';
    reply('reset-password', 400, { message });
    const { user, container } = await renderAuth(LINK, undefined, 'Reset Password');
    await user.type(password(), STRONG);
    await user.type(confirm(), STRONG);
    await user.click(submit());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { severity: 'error', label: 'Reset Password Card Error', message },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
