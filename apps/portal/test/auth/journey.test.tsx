import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import {
  defaultRouteState,
  renderAuth,
  reply,
  sent,
  toasts,
  useAuthServer,
} from './auth-test-kit.tsx';

useAuthServer();

it("carries a guest's answers through sign-up, confirm and login to the default route", async () => {
  const answers = { first_name: 'Ada', last_name: 'Lovelace', intended_major_desc: 'Maths' };
  reply('signup', 200, { message: 'Thanks for signing up!' });
  reply('confirm', 200, { message: 'Your account is confirmed.' });
  reply('login', 200, { message: 'You are logged in.', username: 'ada@example.edu' });
  const { user, portal, router } = await renderAuth('/signup', { answers }, 'Sign Up');

  await user.type(screen.getByLabelText('Email address'), 'ada@example.edu');
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await screen.findByRole('heading', { name: 'Confirm Your Account' });
  await user.type(screen.getByLabelText('Confirmation code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  // The e-mail comes pre-filled from the confirmation; only the password is typed again.
  await screen.findByRole('heading', { name: 'Log In' });
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  await screen.findByRole('heading', { name: 'Default route' });
  expect(router.state.location.pathname).toBe(portal.defaultPath);
  expect(defaultRouteState()).toEqual({ answers, startAtLastPage: true });
  expect(sent.map((request) => request.path)).toEqual([
    '/public/signup',
    '/public/confirm',
    '/public/login',
  ]);
  expect(sent[2]?.body).toEqual({ username: 'ada@example.edu', password: 'Correct-Horse-9' });
  await waitFor(() =>
    expect(toasts().map((toast) => `${toast.label}: ${toast.message}`)).toEqual([
      'Success Notification: Thanks for signing up!',
      'Success Notification: Your account is confirmed.',
    ]),
  );
});
