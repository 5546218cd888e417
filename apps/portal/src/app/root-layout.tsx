import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { IdleGuard } from '../inactivity/idle-guard.tsx';
import { readNavState } from '../session/nav-state.ts';
import { showSuccess } from '../toasts/toast-store.ts';
import { ToastViewport } from '../toasts/toast-viewport.tsx';

/** Routes whose screens show their own navigation-state messages (the auth cards). */
const AUTH_PATHS = new Set(['/login', '/signup', '/confirm', '/forgot', '/reset']);

/**
 * Around every route: the toasts, the inactivity guard, and the success message a navigation
 * carried (§2: "Success messages travel in navigation state and show as a success toast").
 */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => {
    if (AUTH_PATHS.has(location.pathname)) return;
    const { successMessage } = readNavState(location.state);
    if (successMessage) showSuccess(successMessage);
  }, [location.key, location.pathname, location.state]);
  return (
    <>
      <Outlet />
      <IdleGuard />
      <ToastViewport />
    </>
  );
}
