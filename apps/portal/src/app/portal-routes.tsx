/**
 * The portal's routes, rendered in React Router's declarative mode: `BrowserRouter` in the
 * browser (main.tsx), `StaticRouter` when the visitor's pages are prerendered, `MemoryRouter` in
 * tests — one tree, so hydration meets the markup it was rendered from.
 *
 * Why not the data router (`createBrowserRouter`): the portal has no loaders or actions (its data
 * comes through TanStack Query), and the data router's code is about 17 KB gzip of the first
 * page, which issue 30 holds to 150 KB. What it gave is done here: a root error screen, the
 * completion and auth screens loaded on demand (`React.lazy` under the layouts' Suspense
 * boundaries; navigations are transitions, so the previous screen stays until the next is
 * ready), and a navigate function for the 401 handler.
 */
import { Component, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router';
import { ErrorScreen } from '../shell/error-screen.tsx';
import type { Portal } from './portal-context.tsx';
import { createRoutes } from './routes.tsx';
import { installUnauthorizedHandler } from './unauthorized-handler.ts';

/** The route table of `portal`, with the 401 handler installed and a root error screen. */
export function PortalRoutes({ portal }: { portal: Portal }) {
  const routes = useMemo(() => createRoutes(portal), [portal]);
  const element = useRoutes(routes);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => installUnauthorizedHandler(portal, navigate), [portal, navigate]);
  return <RootErrorBoundary resetKey={location.key}>{element}</RootErrorBoundary>;
}

interface RootErrorBoundaryProps {
  readonly children: ReactNode;
  /** A new value (the next navigation) renders the routes again. */
  readonly resetKey: string;
}

/**
 * What no inner boundary caught (a screen's code that failed to load, a defect in a layout): the
 * generic error screen (§2), until the applicant navigates elsewhere.
 */
class RootErrorBoundary extends Component<
  RootErrorBoundaryProps,
  { failed: boolean; failedAt?: string }
> {
  override state: { failed: boolean; failedAt?: string } = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(): void {
    const { failed, failedAt } = this.state;
    if (failed && failedAt !== undefined && failedAt !== this.props.resetKey)
      this.setState({ failed: false, failedAt: undefined });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
