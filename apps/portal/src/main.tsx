import './styles/layers.css';
import '@admissions/form-engine/styles.css';
import './styles/portal.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createPortal, PortalProvider, type PortalForm } from './app/portal-context.tsx';
import { readPortalConfig } from './app/portal-config.ts';
import { installUnauthorizedHandler } from './app/unauthorized-handler.ts';
import { createRoutes } from './app/routes.tsx';
import { preloadModal } from './ui/modal.tsx';
import { preloadWidgets, whenIdle } from '@admissions/form-engine/react';

/**
 * Each variant's form built ahead of time by the engine's Vite plugin (vite.config.ts): the
 * compiled form as data and its validators as generated code, so nothing is compiled here and
 * the page's policy can forbid `eval` (`script-src 'self'`). Only the deployment's variant loads.
 */
const FORMS: Record<ReturnType<typeof readPortalConfig>['variant'], () => Promise<PortalForm>> = {
  undergraduate: () => import('virtual:form-engine/undergraduate'),
  transfer: () => import('virtual:form-engine/transfer'),
};

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const config = readPortalConfig();

FORMS[config.variant]().then(
  (form) => {
    const portal = createPortal(config, form);
    const router = createBrowserRouter(createRoutes(portal));
    installUnauthorizedHandler(portal, (path, options) => void router.navigate(path, options));
    createRoot(root).render(
      <StrictMode>
        <PortalProvider portal={portal}>
          <QueryClientProvider client={portal.queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PortalProvider>
      </StrictMode>,
    );
    // What the first page does not need loads once it has rendered, so that the first dialog or
    // address look-up does not wait for its code. A failure here is retried when first used.
    whenIdle(() => {
      preloadWidgets().catch(() => undefined);
      preloadModal().catch(() => undefined);
    });
  },
  (error: unknown) => {
    // The form's chunk could not load (the network, or a deployment replaced it): say so.
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent =
      'The application could not be loaded. Check your connection and reload the page.';
    root.replaceChildren(message);
  },
);
