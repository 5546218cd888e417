import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_SKIP_DELAY_MS,
  AccountPopover,
  type AccountPopoverProps,
} from '../../src/shell/account-popover.tsx';
import { markPendingOpen } from '../../src/shell/account-shared.ts';
import { expectNoAxeViolations } from './axe.ts';

function setup(props: Partial<AccountPopoverProps> = {}) {
  const callbacks = {
    onLogOut: vi.fn(),
    onSignIn: vi.fn(),
    onCreateAccount: vi.fn(),
    onPreload: vi.fn(),
  };
  render(
    <main>
      <h1>Page</h1>
      <AccountPopover isLoggedIn={false} {...callbacks} {...props} />
      <p>Outside</p>
      <a href="#next">Next</a>
    </main>,
  );
  return { ...callbacks, trigger: screen.getByRole('button', { name: 'Account' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountPopover', () => {
  it('opens by click, logged out: Sign In, Create Account and Close, and passes axe', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(popover.id);
    expect(Array.from(popover.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Sign In',
      'Create Account',
      'Close',
    ]);
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('logged in: Log Out and the username with a decorative mail icon, and passes axe', async () => {
    const user = userEvent.setup();
    const { trigger, onLogOut } = setup({ isLoggedIn: true, username: 'ada@example.com' });
    await user.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    const user_ = screen.getByText('ada@example.com').closest('p')!;
    expect(user_.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(user_.textContent).toBe('Logged in as ada@example.com');
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(popover.isConnected).toBe(false);
  });

  it('Sign In and Create Account call their callbacks and close the popover', async () => {
    const user = userEvent.setup();
    const { trigger, onSignIn, onCreateAccount } = setup();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('preloads /login and /signup when their buttons are hovered or focused', async () => {
    const user = userEvent.setup();
    const { trigger, onPreload } = setup();
    await user.click(trigger);
    // Opened by a click, the popover moves focus in (a preload of its own): let that land first,
    // or it may come after the hover below on a loaded machine.
    const popover = await screen.findByRole('dialog');
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await user.hover(screen.getByRole('button', { name: 'Create Account' }));
    expect(onPreload).toHaveBeenLastCalledWith('/signup');
    await user.hover(screen.getByRole('button', { name: 'Sign In' }));
    expect(onPreload).toHaveBeenLastCalledWith('/login');
    onPreload.mockClear();
    screen.getByRole('button', { name: 'Create Account' }).focus();
    expect(onPreload).toHaveBeenCalledWith('/signup');
  });

  it('from the keyboard: opens with Enter, focus moves in, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign In' })),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with its Close button and on an outside click', async () => {
    const user = userEvent.setup();
    const { trigger } = setup({ isLoggedIn: true, username: 'ada@example.com' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('is the native popover (popover="auto"), and a click on its button closes it', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    const popover = await screen.findByRole('dialog');
    expect(popover.getAttribute('popover')).toBe('auto');
    // The light dismiss of the pointer going down on the button must not let its click reopen it.
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('closes when the focus leaves it for the page', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign In' })),
    );
    await user.tab(); // Create Account
    await user.tab(); // Close
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next' }));
  });

  it('opens at once, focus in, when the stand-in button was clicked before the code loaded', async () => {
    markPendingOpen();
    setup();
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
  });

  // Fake timers with fireEvent: user-event awaits a real-time tick through Testing Library's
  // async wrapper, which never fires under Vitest's fake timers.
  const pointerOver = (el: Element, pointerType = 'mouse') => {
    fireEvent.pointerEnter(el, { pointerType });
    fireEvent.mouseEnter(el);
    fireEvent.mouseMove(el);
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('opens on hover after 200 ms without taking focus, and closes 150 ms after the pointer leaves', async () => {
    vi.useFakeTimers();
    const { trigger } = setup();
    pointerOver(trigger);
    await advance(190);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(20);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    await advance(50);
    expect(document.activeElement).toBe(document.body);

    fireEvent.mouseLeave(trigger);
    await advance(140);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await advance(20);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens at once when hovered again within the 300 ms skip delay (§9), not after it', async () => {
    expect(ACCOUNT_SKIP_DELAY_MS).toBe(300);
    vi.useFakeTimers();
    const { trigger } = setup();
    pointerOver(trigger);
    await advance(250);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseLeave(trigger);
    await advance(200);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back within the skip delay: no 200 ms wait.
    await advance(100);
    pointerOver(trigger);
    await advance(20);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    fireEvent.mouseLeave(trigger);
    await advance(200);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Long after: the open delay applies again.
    await advance(1000);
    pointerOver(trigger);
    await advance(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(150);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it('opened by hover, a click on the button keeps it open and moves focus in', async () => {
    vi.useFakeTimers();
    const { trigger } = setup();
    pointerOver(trigger);
    await advance(250);
    expect(document.activeElement).toBe(document.body);
    fireEvent.pointerDown(trigger, { pointerType: 'mouse' });
    fireEvent.click(trigger);
    await advance(10);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBe(document.activeElement);
    // Now as if clicked open: leaving it no longer closes it.
    fireEvent.mouseLeave(trigger);
    await advance(500);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stays open while the pointer moves from the button into the popover', async () => {
    vi.useFakeTimers();
    const { trigger } = setup();
    pointerOver(trigger);
    await advance(250);
    const popover = screen.getByRole('dialog');
    fireEvent.mouseLeave(trigger);
    await advance(100); // crossing the 5px gap
    fireEvent.mouseEnter(popover);
    await advance(500);
    expect(screen.getByRole('dialog')).toBe(popover);
    fireEvent.mouseLeave(popover);
    await advance(200);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on a touch "hover" (a tap opens it by click instead)', async () => {
    vi.useFakeTimers();
    const { trigger } = setup();
    pointerOver(trigger, 'touch');
    await advance(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sits 5px below the button, right-aligned, where the browser lacks anchor positioning (§9)', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    // jsdom has no layout (nor CSS anchor positioning): give the viewport and the button boxes.
    const html = document.documentElement;
    Object.defineProperty(html, 'clientWidth', { value: 1024, configurable: true });
    Object.defineProperty(html, 'clientHeight', { value: 768, configurable: true });
    trigger.getBoundingClientRect = () => new DOMRect(900, 20, 80, 32);
    try {
      await user.click(trigger);
      const popover = await screen.findByRole('dialog');
      // The top edge 5px under the button's bottom (20 + 32); the right edges aligned (1024 - 980).
      expect(popover.style.top).toBe('57px');
      expect(popover.style.right).toBe('44px');
      // The same offset for the stylesheet's anchor positioning.
      expect(popover.style.getPropertyValue('--portal-account-offset')).toBe('5px');
    } finally {
      delete (html as { clientWidth?: number }).clientWidth;
      delete (html as { clientHeight?: number }).clientHeight;
    }
  });
});
