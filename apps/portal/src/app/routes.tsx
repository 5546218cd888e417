import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { ApplicationLayout } from '../application/application-layout.tsx';
import { Component as FormPageRoute } from '../application/form-page-route.tsx';
import { COMPLETION_PATH } from '../application/use-student-application.ts';
import { AuthLayout } from '../auth/auth-layout.tsx';
import { authRoutes } from '../auth/auth-routes.tsx';
import type { PortalNavState } from '../session/nav-state.ts';
import type { Portal } from './portal-context.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * Unknown paths go to the default route, keeping the query string (§2). No form page was asked
 * for, so a logged-in student starts at the stored last page.
 */
function ToDefaultRoute({ to }: { to: string }) {
  const location = useLocation();
  const state: PortalNavState = { startAtLastPage: true };
  return <Navigate to={{ pathname: to, search: location.search }} state={state} replace />;
}

const CompletionPage = lazy(() =>
  import('../pages/completion-page.tsx').then((module) => ({ default: module.Component })),
);

/**
 * The route table (§2): the auth screens inside the portal's header and footer; the variant's form
 * pages and /completion inside the application layout (the completion page loaded on demand);
 * everything else to the default route. Rendered by {@link PortalRoutes} in React Router's
 * declarative mode (see there why not the data router).
 */
export function createRoutes(portal: Portal): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <AuthLayout />, children: authRoutes },
        {
          element: <ApplicationLayout />,
          children: [
            // In the entry, not loaded on demand: every first visit lands on a form page, and a
            // chunk requested only once the router has matched would delay it by a round trip.
            ...portal.form.pages.map((page) => ({ path: page.path, element: <FormPageRoute /> })),
            { path: COMPLETION_PATH, element: <CompletionPage /> },
          ],
        },
        { path: '*', element: <ToDefaultRoute to={portal.defaultPath} /> },
      ],
    },
  ];
}
