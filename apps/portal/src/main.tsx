import './styles/layers.css';
import '@admissions/form-engine/styles.css';
import './styles/portal.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createPortal, PortalProvider } from './app/portal-context.tsx';
import { readPortalConfig } from './app/portal-config.ts';
import { installUnauthorizedHandler } from './app/unauthorized-handler.ts';
import { createRoutes } from './app/routes.tsx';

const portal = createPortal(readPortalConfig());
const router = createBrowserRouter(createRoutes(portal));
installUnauthorizedHandler(portal, (path, options) => void router.navigate(path, options));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <PortalProvider portal={portal}>
      <QueryClientProvider client={portal.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PortalProvider>
  </StrictMode>,
);
