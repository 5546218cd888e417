import { PASSWORD_RULES } from '@admissions/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  fieldErrors,
  renderAuth,
  reply,
  sent,
  server,
  toasts,
  useAuthServer,
} from './auth-test-kit.tsx';

useAuthServer();

const answers = { first_name: 'Ada' };
const STRONG = 'Correct-Horse-9';
const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Submit' });

/** Each checklist item as "<state text> <rule>", what a screen reader reads. */
function checklist(): string[] {
  const list = screen.getByRole('list', { name: 'Your password must meet these requirements:' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/^[○✗✓]/, '').trim());
}

describe('/signup', () => {
  it('is a Sign Up card with a Submit button and a link to /login', async () => {
    const { container } = await renderAuth('/signup', undefined, 'Sign Up');
    expect(within(screen.getByRole('main')).getByRole('form', { name: 'Sign Up' })).toBeTruthy();
    expect(submit()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    await expectNoAxeViolations(container);
  });

  it('lists every rule, neutral while the password is empty', async () => {
    await renderAuth('/signup', undefined, 'Sign Up');
    expect(checklist()).toEqual(PASSWORD_RULES.map((r) => `Not checked yet: ${r.message}`));
    expect(password().getAttribute('aria-describedby')).toContain('signup-password-rules');
  });

  it('marks each rule met or not as the password is typed, by text and icon', async () => {
    const { user } = await renderAuth('/signup', undefined, 'Sign Up');
    await user.type(password(), 'abc');
    expect(checklist()).toEqual([
      'Not met: Password must be at least 12 characters long.',
      'Not met: Password must contain at least one uppercase letter.',
      'Met: Password must contain at least one lowercase letter.',
      'Not met: Password must contain at least one number.',
      'Not met: Password must contain at least one special character.',
      'Met: Password must not begin or end with a space.',
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'error',
      'error',
      'success',
      'error',
      'error',
      'success',
    ]);
    expect(items[0]!.textContent).toContain('✗');
    expect(items[2]!.textContent).toContain('✓');

    await user.clear(password());
    await user.type(password(), `${STRONG} `);
    expect(checklist().at(-1)).toBe('Not met: Password must not begin or end with a space.');
    await user.type(password(), '{Backspace}');
    expect(checklist()).toEqual(PASSWORD_RULES.map((r) => `Met: ${r.message}`));

    await user.clear(password());
    expect(checklist()).toEqual(PASSWORD_RULES.map((r) => `Not checked yet: ${r.message}`));
  });

  it('checks each field as it changes, leaving untouched fields alone', async () => {
    const { user, container } = await renderAuth('/signup', undefined, 'Sign Up');
    await user.type(email(), 'ada');
    expect(fieldErrors(email())).toEqual(['Your email address must be valid.']);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(fieldErrors(password())).toEqual([]);
    await expectNoAxeViolations(container);

    await user.type(email(), '@example.edu');
    expect(fieldErrors(email())).toEqual([]);
    expect(email().getAttribute('aria-invalid')).toBe('false');

    await user.type(password(), 'Short1!');
    expect(fieldErrors(password())).toEqual(['Password must be at least 12 characters long.']);
    await user.type(password(), 'abcdef');
    expect(fieldErrors(password())).toEqual([]);
  });

  it('checks both fields on submit, focuses the first and sends nothing', async () => {
    const { user, container } = await renderAuth('/signup', undefined, 'Sign Up');
    await user.click(submit());
    expect(fieldErrors(email())).toEqual(['Your email address must be valid.']);
    expect(fieldErrors(password())).toEqual(['Password must be at least 12 characters long.']);
    expect(document.activeElement).toBe(email());
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container);

    await user.type(email(), 'ada@example.edu');
    await user.type(password(), 'alllowercase-12');
    await user.click(submit());
    expect(fieldErrors(password())).toEqual([
      'Password must contain at least one uppercase letter.',
    ]);
    expect(document.activeElement).toBe(password());
    expect(sent).toEqual([]);
  });

  it('reveals the password with its toggle', async () => {
    const { user } = await renderAuth('/signup', undefined, 'Sign Up');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('signs up, then goes to /confirm with the username, the answers and the message', async () => {
    const message = 'Thanks for signing up! We sent a confirmation code to your email address.';
    reply('signup', 200, { message });
    const { user, router } = await renderAuth('/signup', { answers }, 'Sign Up');
    await user.type(email(), 'Ada@Example.edu');
    await user.type(password(), STRONG);
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Confirm Your Account' });
    expect(sent).toEqual([
      { path: '/public/signup', body: { username: 'ada@example.edu', password: STRONG } },
    ]);
    expect(router.state.location.state).toEqual({
      answers,
      username: 'ada@example.edu',
      successMessage: message,
    });
    // The confirm screen raises it in an effect once it has rendered.
    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', label: 'Success Notification', message }]),
    );
  });

  it('shows a server error as the "Sign Up Card Error" toast', async () => {
    reply('signup', 429, { message: 'Too many requests. Please wait a minute and try again.' });
    const { user, container } = await renderAuth('/signup', undefined, 'Sign Up');
    await user.type(email(), 'ada@example.edu');
    await user.type(password(), STRONG);
    await user.click(submit());
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          severity: 'error',
          label: 'Sign Up Card Error',
          message: 'Too many requests. Please wait a minute and try again.',
        },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('uses the generic message when the reply is not JSON', async () => {
    server.use(
      http.post('/public/signup', () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    const { user } = await renderAuth('/signup', undefined, 'Sign Up');
    await user.type(email(), 'ada@example.edu');
    await user.type(password(), STRONG);
    await user.click(submit());
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          severity: 'error',
          label: 'Sign Up Card Error',
          message: "We've encountered an unexpected error at this time. Please try again later.",
        },
      ]),
    );
  });

  it('carries the answers on its link to /login', async () => {
    const { user, router } = await renderAuth('/signup', { answers }, 'Sign Up');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Log In' });
    expect(router.state.location.state).toEqual({ answers });
  });
});
