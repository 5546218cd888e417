/**
 * The auth screens' routes (§2): each screen is its own module, loaded on demand (`React.lazy`),
 * and can be fetched ahead of a click ("auth screens preloaded on hover": the account popover
 * calls {@link preloadAuthScreen}).
 */
import { lazy, useEffect, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type ScreenModule = Promise<{ Component: ComponentType }>;

/**
 * Memoises a screen import. A failed import (a network error while preloading) is forgotten, so
 * the next hover or the navigation itself tries again instead of reusing the rejection.
 */
function loader(load: () => ScreenModule): () => ScreenModule {
  let pending: ScreenModule | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

const screens: Readonly<Record<string, () => ScreenModule>> = {
  '/login': loader(() =>
    import('./screens/login-screen.tsx').then((m) => ({ Component: m.LoginScreen })),
  ),
  '/signup': loader(() =>
    import('./screens/signup-screen.tsx').then((m) => ({ Component: m.SignupScreen })),
  ),
  '/confirm': loader(() =>
    import('./screens/confirm-screen.tsx').then((m) => ({ Component: m.ConfirmScreen })),
  ),
  '/forgot': loader(() =>
    import('./screens/forgot-screen.tsx').then((m) => ({ Component: m.ForgotScreen })),
  ),
  '/reset': loader(() =>
    import('./screens/reset-screen.tsx').then((m) => ({ Component: m.ResetScreen })),
  ),
};

/** How long a screen may take to load before "Loading…" shows, so fast loads do not flash. */
const LOADING_DELAY_MS = 300;

/**
 * What the auth layout shows while the first screen of a page load is still loading (its
 * Suspense fallback); later navigations between auth screens keep the previous screen meanwhile
 * (the router's updates are transitions).
 */
export function AuthScreenLoading() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main id="main" className="auth-page" aria-busy="true">
      {late && <p role="status">Loading…</p>}
    </main>
  );
}

/** The auth paths, in the route table's order. */
export const AUTH_PATHS = Object.keys(screens);

/**
 * The routes of /login, /signup, /confirm, /forgot and /reset. They load no profile (§2), so
 * they can sit beside the application's routes or under any layout route with a Suspense
 * boundary around its outlet (the auth layout's shows {@link AuthScreenLoading}).
 */
export const authRoutes: RouteObject[] = AUTH_PATHS.map((path) => {
  const Screen = lazy(() => screens[path]!().then((module) => ({ default: module.Component })));
  return { path, element: <Screen /> };
});

/**
 * Starts loading the screen of an auth path (a pathname, with or without a query string) so a
 * click on it renders at once. Paths that are not auth screens are ignored; a failed load is
 * left for the navigation to retry.
 */
export function preloadAuthScreen(path: string): void {
  const pathname = path.split(/[?#]/, 1)[0]!;
  screens[pathname]?.().catch(() => {});
}
