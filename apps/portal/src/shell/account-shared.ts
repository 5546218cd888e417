/**
 * What the Account button's two halves share: the eager stand-in (account-popover.tsx) and the
 * popover loaded on demand (account-menu.tsx).
 */

/** §9: the popover sits 5px from its button. */
export const ACCOUNT_POPOVER_OFFSET = 5;
/** §9 menu hover delays: open after 200 ms, close 150 ms after the pointer leaves. */
export const ACCOUNT_HOVER_DELAY = { open: 200, close: 150 } as const;
/**
 * §9 menu skip delay: for 300 ms after the menu closed, hovering it again opens it at once rather
 * than after the 200 ms open delay (a pointer that slipped off and came back is not made to wait).
 */
export const ACCOUNT_SKIP_DELAY_MS = 300;
/** The Account button's id, shared by the stand-in and the menu, so the focus carries over. */
export const ACCOUNT_TRIGGER_ID = 'portal-account-trigger';

/** The auth screens the logged-out buttons lead to, whose code the host may preload. */
export type AccountPath = '/login' | '/signup';

export interface AccountPopoverProps {
  readonly isLoggedIn: boolean;
  /** The logged-in applicant's e-mail address. */
  readonly username?: string | null;
  readonly onLogOut: () => void;
  /** The host navigates to /login carrying the answers. */
  readonly onSignIn: () => void;
  /** The host navigates to /signup carrying the answers. */
  readonly onCreateAccount: () => void;
  /** Sign In or Create Account is hovered or focused: a click is likely, load that screen. */
  readonly onPreload?: (path: AccountPath) => void;
}

let pendingOpen = false;

/** The stand-in button was clicked: the popover opens as soon as its code is in. */
export function markPendingOpen(): void {
  pendingOpen = true;
}

/** Whether the stand-in button was clicked before the menu's code arrived (read once). */
export function takePendingOpen(): boolean {
  const open = pendingOpen;
  pendingOpen = false;
  return open;
}
