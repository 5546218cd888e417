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
import {
  ACCOUNT_HOVER_DELAY,
  ACCOUNT_POPOVER_OFFSET,
  ACCOUNT_SKIP_DELAY_MS,
  ACCOUNT_TRIGGER_ID,
  takePendingOpen,
  type AccountPath,
  type AccountPopoverProps,
} from './account-shared.ts';
import '../ui/ui.css';
import './shell.css';

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
export function AccountMenuPopover(props: AccountPopoverProps) {
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
  // Clicked before this code had loaded: open at once, as the click asked.
  const [open, setOpen] = useState(takePendingOpen);
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
        id={ACCOUNT_TRIGGER_ID}
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
