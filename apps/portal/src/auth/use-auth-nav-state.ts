import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readNavState, type PortalNavState } from '../session/nav-state.ts';
import { showSuccess } from '../toasts/toast-store.ts';

/**
 * Navigation states whose success message has been shown. Keyed by the state object rather than
 * the location key: the first entry of a history is always keyed "default", and React's strict
 * mode runs effects twice on the same state.
 */
const announced = new WeakSet<object>();

/**
 * The navigation state an auth screen arrived with (§2), raising its success message as the
 * "Success Notification" toast once.
 */
export function useAuthNavState(): PortalNavState {
  const { state } = useLocation();
  const nav = readNavState(state);
  const message = nav.successMessage;
  useEffect(() => {
    if (!message || !state || typeof state !== 'object' || announced.has(state)) return;
    announced.add(state);
    showSuccess(message);
  }, [state, message]);
  return nav;
}

/** The part of the navigation state every link and redirect passes on: the pending answers. */
export function carriedAnswers(nav: PortalNavState): Pick<PortalNavState, 'answers'> {
  return nav.answers ? { answers: nav.answers } : {};
}
