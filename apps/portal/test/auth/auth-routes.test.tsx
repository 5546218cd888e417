import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS, authRoutes, preloadAuthScreen } from '../../src/auth/auth-routes.tsx';
import { renderAuth } from './auth-test-kit.tsx';

/** A first import is transformed on demand: slow when the whole workspace is testing. */
const SLOW_IMPORT = { timeout: 5000 };

/** The screen modules in the order they were first evaluated. */
const loaded = vi.hoisted(() => [] as string[]);

vi.mock('../../src/auth/screens/login-screen.tsx', async (original) => {
  loaded.push('login');
  return original();
});
vi.mock('../../src/auth/screens/signup-screen.tsx', async (original) => {
  loaded.push('signup');
  return original();
});
vi.mock('../../src/auth/screens/confirm-screen.tsx', async (original) => {
  loaded.push('confirm');
  return original();
});
vi.mock('../../src/auth/screens/forgot-screen.tsx', async (original) => {
  loaded.push('forgot');
  return original();
});
vi.mock('../../src/auth/screens/reset-screen.tsx', async (original) => {
  loaded.push('reset');
  return original();
});

// One sequence: module loading happens once per test file, so each step builds on the last.
describe('auth routes', () => {
  it('are the five auth paths, each loaded on demand', () => {
    expect(authRoutes.map((route) => route.path)).toEqual([
      '/login',
      '/signup',
      '/confirm',
      '/forgot',
      '/reset',
    ]);
    expect(AUTH_PATHS).toEqual(authRoutes.map((route) => route.path));
    // Each route's element is a React.lazy component, its module not imported yet.
    for (const route of authRoutes) {
      const element = route.element as unknown as { type: { $$typeof: symbol } };
      expect(element.type.$$typeof).toBe(Symbol.for('react.lazy'));
    }
    expect(loaded).toEqual([]);
  });

  it('load only the screen that is visited', async () => {
    await renderAuth('/login', undefined, 'Log In');
    expect(loaded).toEqual(['login']);
  });

  it('preload a screen on request, once, before it is visited', async () => {
    preloadAuthScreen('/signup');
    await vi.waitFor(() => expect(loaded).toEqual(['login', 'signup']), SLOW_IMPORT);
    preloadAuthScreen('/signup');
    preloadAuthScreen('/login');
    // A query string or hash is ignored; other paths are not auth screens.
    preloadAuthScreen('/forgot?username=ada%40example.edu');
    preloadAuthScreen('/about');
    preloadAuthScreen('/nowhere#x');
    await vi.waitFor(() => expect(loaded).toEqual(['login', 'signup', 'forgot']), SLOW_IMPORT);

    const { user } = await renderAuth('/login', undefined, 'Log In');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    // Already loaded: the screen is there without another import.
    await screen.findByRole('heading', { name: 'Sign Up' });
    expect(loaded).toEqual(['login', 'signup', 'forgot']);
  });

  it('load the remaining screens when they are visited', async () => {
    await renderAuth('/confirm', { username: 'ada@example.edu' }, 'Confirm Your Account');
    await renderAuth('/reset?username=a%40b.co&id=1', undefined, 'Reset Password');
    expect(loaded).toEqual(['login', 'signup', 'forgot', 'confirm', 'reset']);
  });
});
