import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  FloatingDelayGroup,
  offset,
  shift,
  useClick,
  useDelayGroup,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useState } from 'react';
import '../ui/ui.css';
import './shell.css';

/** §9: the popover sits 5px from its button. */
export const ACCOUNT_POPOVER_OFFSET = 5;
/** §9 menu hover delays: open after 200 ms, close 150 ms after the pointer leaves. */
export const ACCOUNT_HOVER_DELAY = { open: 200, close: 150 } as const;
/**
 * §9 menu skip delay: for 300 ms after the menu closed, hovering it again opens it at once rather
 * than after the 200 ms open delay (a pointer that slipped off and came back is not made to wait).
 */
export const ACCOUNT_SKIP_DELAY_MS = 300;

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

/** An envelope; decorative, the username says what it is. */
function MailIcon() {
  return (
    <svg
      className="portal-account-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/**
 * The "Account" button and its popover (§2): Log Out and the username when logged in, Sign In
 * and Create Account otherwise, and a Close button. Opens on hover (with §9's delays), on click
 * and from the keyboard; Escape and an outside click close it and return focus to the button.
 * Hidden for service users by the host, which simply does not render it.
 */
export function AccountPopover(props: AccountPopoverProps) {
  return (
    <FloatingDelayGroup delay={ACCOUNT_HOVER_DELAY} timeoutMs={ACCOUNT_SKIP_DELAY_MS}>
      <AccountMenu {...props} />
    </FloatingDelayGroup>
  );
}

function AccountMenu({
  isLoggedIn,
  username,
  onLogOut,
  onSignIn,
  onCreateAccount,
  onPreload,
}: AccountPopoverProps) {
  const [open, setOpen] = useState(false);
  // A popover that opened because the pointer passed over the button must not take the focus;
  // one opened by click or keyboard moves focus in, so keyboard users land on its buttons.
  const [openedByHover, setOpenedByHover] = useState(false);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      setOpen(next);
      if (next) setOpenedByHover(reason === 'hover');
    },
    placement: 'bottom-end',
    middleware: [offset(ACCOUNT_POPOVER_OFFSET), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // The group's delay: §9's hover delays, or an instant open within the skip delay.
  const { delay } = useDelayGroup(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // No safePolygon: it would close at once when the pointer leaves, skipping §9's close delay.
    // The 150 ms delay is what lets the pointer cross the 5px gap; entering the popover cancels it.
    useHover(context, { delay, mouseOnly: true }),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const close = () => setOpen(false);
  const preload = (path: AccountPath) => () => onPreload?.(path);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="portal-button portal-button--secondary portal-button--small portal-account-trigger"
        {...getReferenceProps()}
      >
        Account
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager
            context={context}
            modal={false}
            initialFocus={openedByHover ? -1 : 0}
          >
            <div
              ref={refs.setFloating}
              className="portal-account-popover"
              style={floatingStyles}
              aria-label="Account"
              {...getFloatingProps()}
            >
              {isLoggedIn ? (
                <>
                  {username && (
                    <p className="portal-account-user">
                      <MailIcon />
                      <span>
                        <span className="portal-sr-only">Logged in as </span>
                        {username}
                      </span>
                    </p>
                  )}
                  <div className="portal-account-actions">
                    <button
                      type="button"
                      className="portal-button portal-button--small"
                      onClick={() => {
                        close();
                        onLogOut();
                      }}
                    >
                      Log Out
                    </button>
                  </div>
                </>
              ) : (
                <div className="portal-account-actions">
                  <button
                    type="button"
                    className="portal-button portal-button--small"
                    onMouseEnter={preload('/login')}
                    onFocus={preload('/login')}
                    onClick={() => {
                      close();
                      onSignIn();
                    }}
                  >
                    Sign In
                  </button>
                  <button
                    type="button"
                    className="portal-button portal-button--secondary portal-button--small"
                    onMouseEnter={preload('/signup')}
                    onFocus={preload('/signup')}
                    onClick={() => {
                      close();
                      onCreateAccount();
                    }}
                  >
                    Create Account
                  </button>
                </div>
              )}
              <button
                type="button"
                className="portal-button portal-button--secondary portal-button--small portal-account-close"
                onClick={close}
              >
                Close
              </button>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
