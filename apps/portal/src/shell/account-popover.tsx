import { lazyComponent } from '@admissions/form-engine/react';
import '../ui/ui.css';
import './shell.css';

import { ACCOUNT_TRIGGER_ID, markPendingOpen, type AccountPopoverProps } from './account-shared.ts';

export {
  ACCOUNT_HOVER_DELAY,
  ACCOUNT_POPOVER_OFFSET,
  ACCOUNT_SKIP_DELAY_MS,
  type AccountPath,
  type AccountPopoverProps,
} from './account-shared.ts';

/**
 * The "Account" button and its popover (§2), its code (hover timers, focus) in a chunk of its
 * own: until it arrives (a moment after the first page renders, see `preloadAccountMenu`), a
 * plain button of the same look stands in, and a click on it opens the popover as soon as it can.
 */
const LazyAccountPopover = lazyComponent<AccountPopoverProps>(
  () => import('./account-menu.tsx').then((module) => module.AccountMenuPopover),
  () => (
    <button
      id={ACCOUNT_TRIGGER_ID}
      type="button"
      className="portal-button portal-button--secondary portal-button--small portal-account-trigger"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        markPendingOpen();
        // Normally already on its way; after a failed load, this click tries again.
        LazyAccountPopover.preload().catch(() => undefined);
      }}
    >
      Account
    </button>
  ),
  { whenIdle: true },
);

/**
 * The "Account" button and its popover (§2): Log Out and the username when logged in, Sign In
 * and Create Account otherwise, and a Close button. Opens on hover (with §9's delays), on click
 * and from the keyboard; Escape and an outside click close it and return focus to the button.
 * Hidden for service users by the host, which simply does not render it.
 */
export function AccountPopover(props: AccountPopoverProps) {
  return <LazyAccountPopover {...props} />;
}

/** Loads the popover's code now (the portal calls it once the first page has rendered). */
export const preloadAccountMenu = LazyAccountPopover.preload;
