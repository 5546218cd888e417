import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
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

/** Keeps at least this far from the viewport's edges (px) where it is placed by script. */
const VIEWPORT_MARGIN = 8;

/** Whether the browser places the popover by CSS anchor positioning (shell.css). */
const anchorPositioning = () => globalThis.CSS?.supports?.('position-anchor', '--a') ?? false;

/**
 * Without CSS anchor positioning: below the button, right-aligned to it, inside the viewport;
 * above it when there is no room below and more above (`position: fixed`, in the top layer).
 */
function placeBelow(popover: HTMLElement, trigger: HTMLElement): void {
  const button = trigger.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  const right = Math.max(VIEWPORT_MARGIN, clientWidth - button.right);
  popover.style.right = `${right}px`;
  const below = clientHeight - button.bottom - ACCOUNT_POPOVER_OFFSET;
  if (popover.offsetHeight > below && button.top - ACCOUNT_POPOVER_OFFSET > below) {
    popover.style.top = 'auto';
    popover.style.bottom = `${clientHeight - button.top + ACCOUNT_POPOVER_OFFSET}px`;
  } else {
    popover.style.top = `${button.bottom + ACCOUNT_POPOVER_OFFSET}px`;
    popover.style.bottom = 'auto';
  }
}

/** How the popover opened: by hover it leaves the focus where it was and closes when left. */
type OpenedBy = 'hover' | 'click';
type MenuState = { readonly open: false } | { readonly open: true; readonly by: OpenedBy };

/**
 * The "Account" button and its popover (§2): Log Out and the username when logged in, Sign In
 * and Create Account otherwise, and a Close button. Opens on hover (with §9's delays), on click
 * and from the keyboard; Escape and an outside click close it and return focus to the button.
 * Hidden for service users by the host, which simply does not render it.
 *
 * The browser's own popover (`popover="auto"`, issue 31): in the top layer, closed by Escape and
 * by a click outside (light dismiss); placed by CSS anchor positioning where the browser has it,
 * else from the button's box when it opens (and on scroll and resize).
 */
export function AccountMenuPopover({
  isLoggedIn,
  username,
  onLogOut,
  onSignIn,
  onCreateAccount,
  onPreload,
}: AccountPopoverProps) {
  // Clicked before this code had loaded: open at once, as the click asked (focus moves in).
  const [state, setState] = useState<MenuState>(() =>
    takePendingOpen() ? { open: true, by: 'click' } : { open: false },
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  // One hover timer (a pending open or close); when the popover last closed (§9's skip delay).
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  // The state as the pointer went down on the button: a click outside closes the popover (light
  // dismiss) before the button's click event, which must then not open it again.
  const atPointerDown = useRef<MenuState | null>(null);

  const clearTimer = () => clearTimeout(timer.current);
  useEffect(() => clearTimer, []);

  const open = (by: OpenedBy) => {
    clearTimer();
    setState({ open: true, by });
  };
  /** Closes; focus in the popover (or lost to the page by a click) goes back to the button. */
  const close = useCallback(() => {
    clearTimeout(timer.current);
    const current = stateRef.current;
    if (!current.open) return;
    const popover = document.getElementById(popoverId);
    const focus = document.activeElement;
    const lost = !focus || focus === document.body;
    if (popover?.contains(focus) || (lost && current.by === 'click')) triggerRef.current?.focus();
    closedAt.current = Date.now();
    setState({ open: false });
  }, [popoverId]);

  // §9: opens 200 ms after the pointer comes, at once within 300 ms of the last close; closes
  // 150 ms after it leaves the button or the popover, time enough to cross the 5px gap.
  const hoverIn = (event: PointerEvent) => {
    // Mouse only: a touch's emulated hover would race its own tap, which opens by click.
    if (event.pointerType !== 'mouse') return;
    clearTimer();
    if (stateRef.current.open) return;
    const skip = Date.now() - closedAt.current < ACCOUNT_SKIP_DELAY_MS;
    timer.current = setTimeout(() => open('hover'), skip ? 0 : ACCOUNT_HOVER_DELAY.open);
  };
  const hoverOut = () => {
    clearTimer();
    const current = stateRef.current;
    if (current.open && current.by === 'hover')
      timer.current = setTimeout(close, ACCOUNT_HOVER_DELAY.close);
  };

  // Shows the popover once rendered, places it where needed, moves the focus in when it was
  // asked for, and follows the browser's light dismiss (Escape, a click outside).
  const by = state.open ? state.by : null;
  const popoverRef = useCallback(
    (popover: HTMLDivElement | null) => {
      const trigger = triggerRef.current;
      if (!popover || !trigger) return;
      const onBeforeToggle = (event: Event) => {
        if ((event as ToggleEvent).newState === 'closed') close();
      };
      popover.addEventListener('beforetoggle', onBeforeToggle);
      try {
        popover.showPopover();
      } catch {
        // Already showing (the ref attached again): nothing to do.
      }
      const place = anchorPositioning() ? undefined : () => placeBelow(popover, trigger);
      place?.();
      if (place) addEventListener('resize', place);
      if (place) addEventListener('scroll', place, true);
      if (by === 'click') popover.querySelector('button')?.focus();
      return () => {
        popover.removeEventListener('beforetoggle', onBeforeToggle);
        if (place) removeEventListener('resize', place);
        if (place) removeEventListener('scroll', place, true);
      };
    },
    // Attached once per opening: `by` changes only from hover to click, when the focus moves in.
    [by, close],
  );

  const preload = (path: AccountPath) => () => onPreload?.(path);

  return (
    <>
      <button
        ref={triggerRef}
        id={ACCOUNT_TRIGGER_ID}
        type="button"
        className="portal-button portal-button--secondary portal-button--small portal-account-trigger"
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-controls={state.open ? popoverId : undefined}
        onPointerEnter={hoverIn}
        onMouseLeave={hoverOut}
        onPointerDown={() => (atPointerDown.current = stateRef.current)}
        onClick={(event) => {
          // A pointer's click goes by what its press found; Enter's and Space's (detail 0) by now.
          const pressed = event.detail > 0 ? atPointerDown.current : null;
          const before = pressed ?? stateRef.current;
          atPointerDown.current = null;
          // A click on a popover opened by hover keeps it open, now as if clicked open.
          if (before.open && before.by === 'click') close();
          else open('click');
        }}
      >
        Account
      </button>
      {state.open && (
        <div
          ref={popoverRef}
          id={popoverId}
          popover="auto"
          role="dialog"
          aria-label="Account"
          className="portal-account-popover"
          style={{ '--portal-account-offset': `${ACCOUNT_POPOVER_OFFSET}px` } as CSSProperties}
          onMouseEnter={clearTimer}
          onMouseLeave={hoverOut}
          onBlur={(event) => {
            // Tabbed (or focused) away from it: it closes, as a non-modal popover does.
            const to = event.relatedTarget;
            if (to && !event.currentTarget.contains(to) && to !== triggerRef.current) close();
          }}
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
      )}
    </>
  );
}
