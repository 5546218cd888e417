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

const answers = { first_name: 'Ada' };
const carried = { username: 'ada@example.edu', answers };
const code = () => screen.getByLabelText('Confirmation code');
const submit = () => screen.getByRole('button', { name: 'Submit' });
const resend = () => screen.getByRole('button', { name: 'Resend confirmation code?' });
const CODE_MESSAGE = 'The confirmation code must be exactly 6 numbers.';

describe('/confirm with the username carried in', () => {
  it('is a Confirm Your Account card for that username, with a numeric one-time code input', async () => {
    const { container } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    expect(
      within(screen.getByRole('main')).getByRole('form', { name: 'Confirm Your Account' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByText('ada@example.edu').tagName).toBe('STRONG');
    expect(code().getAttribute('inputmode')).toBe('numeric');
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(submit()).toBeTruthy();
    expect(resend()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await expectNoAxeViolations(container);
  });

  it('checks the code as it changes and on submit, sending nothing while it is wrong', async () => {
    const { user, container } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.type(code(), '12345');
    expect(fieldErrors(code())).toEqual([CODE_MESSAGE]);
    expect(code().getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
    await user.type(code(), '6');
    expect(fieldErrors(code())).toEqual([]);
    await user.type(code(), '7');
    expect(fieldErrors(code())).toEqual([CODE_MESSAGE]);

    await user.click(submit());
    expect(document.activeElement).toBe(code());
    expect(sent).toEqual([]);
    await user.clear(code());
    await user.type(code(), '12a456');
    await user.click(submit());
    expect(fieldErrors(code())).toEqual([CODE_MESSAGE]);
    expect(sent).toEqual([]);
  });

  it('confirms, then goes to /login with the message, the answers and the username', async () => {
    const message = 'Your account is confirmed. You can now log in.';
    reply('confirm', 200, { message });
    const { user, router } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.type(code(), '123456');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Log In' });
    expect(sent).toEqual([
      { path: '/public/confirm', body: { username: 'ada@example.edu', code: '123456' } },
    ]);
    expect(router.state.location.state).toEqual({ ...carried, successMessage: message });
    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', label: 'Success Notification', message }]),
    );
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'ada@example.edu',
    );
  });

  it('shows a server error as the "Confirm Card Error" toast', async () => {
    reply('confirm', 400, { message: 'That confirmation code is not correct.' });
    const { user, container } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.type(code(), '000000');
    await user.click(submit());
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          severity: 'error',
          label: 'Confirm Card Error',
          message: 'That confirmation code is not correct.',
        },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Confirm Your Account' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('resends a code and says so in a success toast, staying on the card', async () => {
    const message = 'We sent a new confirmation code to your email address.';
    reply('resend-confirm', 200, { message });
    const { user } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.click(resend());
    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', label: 'Success Notification', message }]),
    );
    expect(sent).toEqual([
      { path: '/public/resend-confirm', body: { username: 'ada@example.edu' } },
    ]);
    expect(screen.getByRole('heading', { name: 'Confirm Your Account' })).toBeTruthy();
  });

  it('reports a failed resend as the "Resend Confirmation Code Error" toast', async () => {
    reply('resend-confirm', 500, { message: 'Mail is down.' });
    const { user } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.click(resend());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { severity: 'error', label: 'Resend Confirmation Code Error', message: 'Mail is down.' },
      ]),
    );
  });
});

describe('stale error toasts (issue 14 item 5)', () => {
  it('dismisses the "Confirm Card Error" toast once the right code succeeds', async () => {
    reply('confirm', 400, { message: 'That confirmation code is not correct.' });
    const { user } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.type(code(), '000000');
    await user.click(submit());
    await waitFor(() => expect(toasts().map((t) => t.label)).toEqual(['Confirm Card Error']));
    const message = 'Your account is confirmed. You can now log in.';
    reply('confirm', 200, { message });
    await user.clear(code());
    await user.type(code(), '123456');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Log In' });
    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', label: 'Success Notification', message }]),
    );
  });

  it("dismisses a failed resend's toast once a resend succeeds on the same card", async () => {
    reply('resend-confirm', 500, { message: 'Mail is down.' });
    const { user } = await renderAuth('/confirm', carried, 'Confirm Your Account');
    await user.click(resend());
    await waitFor(() =>
      expect(toasts().map((t) => t.label)).toEqual(['Resend Confirmation Code Error']),
    );
    const message = 'We sent a new confirmation code to your email address.';
    reply('resend-confirm', 200, { message });
    await user.click(resend());
    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', label: 'Success Notification', message }]),
    );
  });
});

describe('/confirm without a username', () => {
  const email = () => screen.getByLabelText('Email address');

  it('asks for the e-mail and checks it with the code', async () => {
    const { user, container } = await renderAuth('/confirm', undefined, 'Confirm Your Account');
    await user.click(submit());
    expect(fieldErrors(email())).toEqual(['Your email address must be valid.']);
    expect(fieldErrors(code())).toEqual([CODE_MESSAGE]);
    expect(document.activeElement).toBe(email());
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('needs a valid e-mail to resend, with the resend message', async () => {
    const { user } = await renderAuth('/confirm', undefined, 'Confirm Your Account');
    await user.type(email(), 'nope');
    await user.click(resend());
    expect(fieldErrors(email())).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
    expect(document.activeElement).toBe(email());
    expect(sent).toEqual([]);
  });

  it('sends the typed e-mail with the code', async () => {
    reply('confirm', 200, { message: 'Confirmed.' });
    const { user } = await renderAuth('/confirm', undefined, 'Confirm Your Account');
    await user.type(email(), ' Ada@Example.edu');
    await user.type(code(), '654321');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Log In' });
    expect(sent[0]?.body).toEqual({ username: 'ada@example.edu', code: '654321' });
  });
});
