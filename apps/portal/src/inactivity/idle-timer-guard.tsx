/**
 * Inactivity (§4, §9): while logged in, 15 minutes without activity logs the applicant out; a
 * "Still working?" dialog appears one minute before, offering to continue or to log out. Timing
 * is shared across the browser's tabs (react-idle-timer's crossTab), so activity in one tab keeps
 * the others alive and a logout in one ends them all.
 *
 * The server's session expires after the same time without a *request*; an applicant typing a
 * long answer without saving makes none. So activity sends a keep-alive call now and then (at
 * most every quarter of the timeout), and so does "Continue working".
 */
import { useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useNavigate } from 'react-router';
import { studentApi } from '../api/portal-api.ts';
import { usePortal, useSession } from '../app/portal-context.tsx';
import { INACTIVITY_MESSAGE, LOGGED_OUT_MESSAGE, signOut } from '../application/sign-out.ts';
import { Modal } from '../ui/modal.tsx';
import { STILL_WORKING_TITLE } from './still-working.ts';

/**
 * Whether the inactivity timer runs for a session: only for a logged-in applicant. A guest has no
 * session to end, and a service user is a PDF renderer, not a person.
 */
export const idleTimerRuns = (session: {
  readonly isLoggedIn: boolean;
  readonly isServiceUser: boolean;
}): boolean => session.isLoggedIn && !session.isServiceUser;

/** The guard itself, with react-idle-timer, in a chunk of its own (see `IdleGuard`). */
export function IdleTimerGuard() {
  const portal = usePortal();
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const isServiceUser = useSession((s) => s.isServiceUser);
  const [prompting, setPrompting] = useState(false);
  const lastKeepAlive = useRef(0);
  const keepAlive = (force = false) => {
    const now = Date.now();
    if (!force && now - lastKeepAlive.current < portal.config.idleTimeoutMs / 4) return;
    lastKeepAlive.current = now;
    // A 401 here means the session is gone already: the next real call reports it.
    studentApi.keepAlive().catch(() => undefined);
  };

  const logOut = async (message: string, asError: boolean) => {
    setPrompting(false);
    const answers = portal.store.snapshot().answers;
    await signOut(portal, { forgetOnFailure: true }).catch(() => undefined);
    navigate('/login', {
      replace: true,
      state: asError ? { errorMessage: message, answers } : { successMessage: message },
    });
  };

  const timer = useIdleTimer({
    timeout: portal.config.idleTimeoutMs,
    promptBeforeIdle: portal.config.idleWarningMs,
    crossTab: true,
    syncTimers: 200,
    name: 'admissions-idle-timer',
    disabled: !idleTimerRuns({ isLoggedIn, isServiceUser }),
    onPrompt: () => setPrompting(true),
    onActive: () => setPrompting(false),
    onAction: () => keepAlive(),
    throttle: 1000,
    onIdle: () => void logOut(INACTIVITY_MESSAGE, true),
  });

  return (
    <Modal
      open={prompting}
      title={STILL_WORKING_TITLE}
      onClose={() => {
        timer.activate();
        keepAlive(true);
        setPrompting(false);
      }}
      actions={
        <>
          <button
            type="button"
            className="portal-button portal-button-primary"
            onClick={() => {
              timer.activate();
              keepAlive(true);
              setPrompting(false);
            }}
          >
            Continue working
          </button>
          <button
            type="button"
            className="portal-button portal-button-secondary"
            onClick={() => void logOut(LOGGED_OUT_MESSAGE, false)}
          >
            Log out
          </button>
        </>
      }
    >
      <p>
        For your security you will be logged out soon because you have been inactive. Your saved
        answers are kept.
      </p>
    </Modal>
  );
}
