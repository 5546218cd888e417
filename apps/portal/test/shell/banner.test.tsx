import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Banner,
  bannerState,
  type BannerInput,
  type BannerState,
} from '../../src/shell/banner.tsx';
import { expectNoAxeViolations } from './axe.ts';

const base: BannerInput = {
  isLoggedIn: true,
  hasChangedPage: false,
  webStatus: 'started',
  numLogins: 1,
  firstName: 'Ada',
};

describe('bannerState (§4)', () => {
  it.each<[string, Partial<BannerInput>, BannerState | null]>([
    ['logged out', { isLoggedIn: false, webStatus: null, numLogins: null }, { kind: 'logged-out' }],
    [
      'logged out after changing page',
      { isLoggedIn: false, hasChangedPage: true },
      { kind: 'logged-out' },
    ],
    [
      'logged out with a stale submitted status',
      { isLoggedIn: false, webStatus: 'submitted' },
      { kind: 'logged-out' },
    ],
    ['submitted', { webStatus: 'submitted' }, { kind: 'submitted', firstName: 'Ada' }],
    [
      'submitted after changing page',
      { webStatus: 'submitted', hasChangedPage: true },
      { kind: 'submitted', firstName: 'Ada' },
    ],
    [
      'submitted without a name',
      { webStatus: 'submitted', firstName: null },
      { kind: 'submitted', firstName: '' },
    ],
    ['first login', { numLogins: 1 }, { kind: 'first-login' }],
    ['first login, status not yet set', { numLogins: 1, webStatus: null }, { kind: 'first-login' }],
    ['login count unknown', { numLogins: null }, { kind: 'first-login' }],
    ['second login', { numLogins: 2 }, { kind: 'returning' }],
    [
      'many logins while validating',
      { numLogins: 14, webStatus: 'validating' },
      { kind: 'returning' },
    ],
    ['first login, changed page', { numLogins: 1, hasChangedPage: true }, null],
    ['returning, changed page', { numLogins: 3, hasChangedPage: true }, null],
    ['validating, changed page', { webStatus: 'validating', hasChangedPage: true }, null],
  ])('%s', (_name, input, expected) => {
    expect(bannerState({ ...base, ...input })).toEqual(expected);
  });
});

describe('Banner', () => {
  it('thanks a submitted applicant by first name and says the online part is done', async () => {
    const { container } = render(<Banner state={{ kind: 'submitted', firstName: 'Ada' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Thanks, Ada!' })).toBeTruthy();
    expect(screen.getByText(/online portion of your application is complete/)).toBeTruthy();
    expect(screen.getByText(/last steps remain/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Thanks, Ada!' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('thanks without a name when there is none', () => {
    render(<Banner state={{ kind: 'submitted', firstName: '' }} />);
    expect(screen.getByRole('heading', { name: 'Thanks!' })).toBeTruthy();
  });

  it('welcomes a first login: four short pages that will not take long', async () => {
    const { container } = render(<Banner state={{ kind: 'first-login' }} />);
    expect(screen.getByRole('heading', { name: 'Welcome to your application!' })).toBeTruthy();
    expect(screen.getByText(/four short pages will not take long/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('greets a returning applicant with GOOD TO SEE YOU AGAIN and a prompt to submit', async () => {
    const { container } = render(<Banner state={{ kind: 'returning' }} />);
    expect(screen.getByRole('heading', { name: 'GOOD TO SEE YOU AGAIN' })).toBeTruthy();
    expect(screen.getByText(/submit your application/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('invites a visitor to start, with a log-in link that calls onLogin', async () => {
    const onLogin = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Banner state={{ kind: 'logged-out' }} onLogin={onLogin} />);
    expect(screen.getByRole('heading', { name: 'Start your application' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the host navigates, carrying the answers
    await user.click(link);
    expect(onLogin).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('leaves the log-in link to the browser without onLogin, and on a modified click', () => {
    const onLogin = vi.fn();
    const { rerender } = render(<Banner state={{ kind: 'logged-out' }} loginHref="/login?x=1" />);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Log in' }).dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?x=1');

    rerender(<Banner state={{ kind: 'logged-out' }} onLogin={onLogin} />);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Log in' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('has a compact variant with the same words', async () => {
    const { container } = render(<Banner state={{ kind: 'returning' }} compact />);
    const region = screen.getByRole('region', { name: 'GOOD TO SEE YOU AGAIN' });
    expect(region.classList.contains('portal-banner--compact')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('can be the page heading', () => {
    render(<Banner state={{ kind: 'first-login' }} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome to your application!',
    );
  });
});
