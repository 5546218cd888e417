import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  defaultRouteState,
  expectNoAxeViolations,
  fieldErrors,
  renderAuth,
  reply,
  sent,
  toasts,
  useAuthServer,
} from './auth-test-kit.tsx';

useAuthServer();

const answers = { first_name: 'Ada', college_ceeb: '1234' };
const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('/login', () => {
  it('is a card in a main landmark: a form named Log In, Submit, and its links', async () => {
    const { container } = await renderAuth('/login', undefined, 'Log In');
    const main = screen.getByRole('main');
    const form = within(main).getByRole('form', { name: 'Log In' });
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Resend confirmation code?' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(email().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    await expectNoAxeViolations(container);
  });

  it('checks nothing while typing, then both fields on submit, sending nothing', async () => {
    const { user, container } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'not-an-email');
    expect(email().getAttribute('aria-invalid')).toBe('false');
    expect(fieldErrors(email())).toEqual([]);

    await user.click(submit());
    expect(fieldErrors(email())).toEqual(['Please provide a valid email address.']);
    expect(fieldErrors(password())).toEqual(['Password is required.']);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('focuses the first invalid field: the password when the e-mail is fine', async () => {
    const { user } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'ada@example.edu');
    await user.click(submit());
    expect(fieldErrors(email())).toEqual([]);
    expect(document.activeElement).toBe(password());
    expect(sent).toEqual([]);
  });

  it('reveals and hides the password with its toggle', async () => {
    const { user } = await renderAuth('/login', undefined, 'Log In');
    await user.type(password(), 'Secret-123');
    expect(password().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    expect((password() as HTMLInputElement).value).toBe('Secret-123');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('logs in: marks the session and goes to the default route with the answers', async () => {
    reply('login', 200, { message: 'You are logged in.', username: 'ada@example.edu' });
    const { user, portal, router } = await renderAuth('/login', { answers }, 'Log In');
    await user.type(email(), '  Ada@Example.edu ');
    await user.type(password(), 'any password');
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Default route' });
    expect(sent).toEqual([
      { path: '/public/login', body: { username: 'ada@example.edu', password: 'any password' } },
    ]);
    expect(router.state.location.pathname).toBe(portal.defaultPath);
    expect(defaultRouteState()).toEqual({ answers, startAtLastPage: true });
    expect(portal.session.getState()).toMatchObject({
      isLoggedIn: true,
      username: 'ada@example.edu',
    });
  });

  it('shows a server error as the "Login Card Error" toast and stays', async () => {
    reply('login', 401, { message: 'The email address or password is incorrect.' });
    const { user, portal, container } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'ada@example.edu');
    await user.type(password(), 'wrong');
    await user.click(submit());

    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          severity: 'error',
          label: 'Login Card Error',
          message: 'The email address or password is incorrect.',
        },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
    expect(portal.session.getState().isLoggedIn).toBe(false);
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('false'));
    await expectNoAxeViolations(container);
  });

  it('dismisses the "Login Card Error" toast once a login succeeds (issue 14 item 5)', async () => {
    reply('login', 401, { message: 'The email address or password is incorrect.' });
    const { user, portal } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'ada@example.edu');
    await user.type(password(), 'wrong');
    await user.click(submit());
    await waitFor(() => expect(toasts().map((t) => t.label)).toEqual(['Login Card Error']));
    reply('login', 200, { message: 'You are logged in.', username: 'ada@example.edu' });
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('false'));
    await user.type(password(), '-right');
    await user.click(submit());
    await waitFor(() => expect(portal.session.getState().isLoggedIn).toBe(true));
    expect(toasts()).toEqual([]);
  });

  it('is busy while the call runs, so a double click sends once', async () => {
    const call = reply(
      'login',
      200,
      { message: 'You are logged in.', username: 'ada@example.edu' },
      { hold: true },
    );
    const { user } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'ada@example.edu');
    await user.type(password(), 'pw');
    await user.dblClick(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    await user.click(submit());
    await user.keyboard('{Enter}');
    call.release();
    await screen.findByRole('heading', { name: 'Default route' });
    expect(sent).toHaveLength(1);
  });

  it('shows the error message it was sent with on the card', async () => {
    const message = 'Your session is invalid. Please clear your cookies and login again.';
    const { container } = await renderAuth('/login', { errorMessage: message }, 'Log In');
    expect(within(screen.getByRole('form')).getByRole('alert').textContent).toBe(message);
    expect(toasts()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('shows a success message it was sent with as one "Success Notification" toast', async () => {
    await renderAuth('/login', { successMessage: 'You have been logged out.' }, 'Log In');
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          severity: 'success',
          label: 'Success Notification',
          message: 'You have been logged out.',
        },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pre-fills the e-mail carried in the navigation state', async () => {
    await renderAuth('/login', { username: 'ada@example.edu' }, 'Log In');
    expect((email() as HTMLInputElement).value).toBe('ada@example.edu');
  });
});

describe('/login: "Resend confirmation code?"', () => {
  it('needs a valid e-mail, with its own message, and sends nothing otherwise', async () => {
    const { user, container } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(fieldErrors(email())).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
    expect(fieldErrors(password())).toEqual([]);
    expect(document.activeElement).toBe(email());
    expect(sent).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('resends, then goes to /confirm with the username and the answers', async () => {
    reply('resend-confirm', 200, { message: 'We sent a new confirmation code.' });
    const { user, router } = await renderAuth('/login', { answers }, 'Log In');
    await user.type(email(), 'Ada@Example.edu');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    await screen.findByRole('heading', { name: 'Confirm Your Account' });
    expect(sent).toEqual([
      { path: '/public/resend-confirm', body: { username: 'ada@example.edu' } },
    ]);
    expect(router.state.location.state).toMatchObject({ username: 'ada@example.edu', answers });
    expect(screen.getByText('ada@example.edu')).toBeTruthy();
  });

  it('reports a failed resend as the "Resend Confirmation Code Error" toast', async () => {
    reply('resend-confirm', 429, { message: 'Too many requests. Please wait a minute.' });
    const { user } = await renderAuth('/login', undefined, 'Log In');
    await user.type(email(), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          severity: 'error',
          label: 'Resend Confirmation Code Error',
          message: 'Too many requests. Please wait a minute.',
        },
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });
});

describe('/login links', () => {
  it('carry the answers to /signup and /forgot', async () => {
    const { user, router } = await renderAuth('/login', { answers }, 'Log In');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Sign Up' });
    expect(router.state.location.state).toEqual({ answers });

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Log In' });
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot Password' });
    expect(router.state.location.state).toEqual({ answers });
  });
});
