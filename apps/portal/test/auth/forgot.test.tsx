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

const email = () => screen.getByLabelText('Email address');
const submit = () => screen.getByRole('button', { name: 'Submit' });
const SENT =
  'If an account exists for that email address, we sent it a link to reset your password.';

describe('/forgot', () => {
  it('is a Forgot Password card with the e-mail only and a link to /login', async () => {
    const { container } = await renderAuth('/forgot', undefined, 'Forgot Password');
    const form = within(screen.getByRole('main')).getByRole('form', { name: 'Forgot Password' });
    expect(within(form).getAllByRole('textbox')).toEqual([email()]);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(container);
  });

  it('checks the e-mail as it changes and on submit, sending nothing when invalid', async () => {
    const { user, container } = await renderAuth('/forgot', undefined, 'Forgot Password');
    await user.type(email(), 'ada@example');
    expect(fieldErrors(email())).toEqual(['Your email address must be valid.']);
    await user.click(submit());
    expect(document.activeElement).toBe(email());
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container);
    await user.type(email(), '.edu');
    expect(fieldErrors(email())).toEqual([]);
  });

  it('shows the server message in a status until dismissed', async () => {
    reply('forgot-password', 200, { message: SENT });
    const { user, container } = await renderAuth('/forgot', undefined, 'Forgot Password');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(email(), 'Ada@Example.edu');
    await user.click(submit());

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SENT));
    expect(sent).toEqual([
      { path: '/public/forgot-password', body: { username: 'ada@example.edu' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(toasts()).toEqual([]);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(document.activeElement).toBe(email());
  });

  it('shows a server error as the "Forgot Password Card Error" toast', async () => {
    reply('forgot-password', 429, { message: 'Too many requests.' });
    const { user, container } = await renderAuth('/forgot', undefined, 'Forgot Password');
    await user.type(email(), 'ada@example.edu');
    await user.click(submit());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { severity: 'error', label: 'Forgot Password Card Error', message: 'Too many requests.' },
      ]),
    );
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('carries the answers on its link to /login', async () => {
    const answers = { first_name: 'Ada' };
    const { user, router } = await renderAuth('/forgot', { answers }, 'Forgot Password');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.state).toEqual({ answers });
  });
});
