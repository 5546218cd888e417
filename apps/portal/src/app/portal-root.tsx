import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { PortalProvider, type Portal } from './portal-context.tsx';

/**
 * What surrounds the router, the same in the browser (main.tsx) and in the prerenderer
 * (prerender/visitor-page.tsx): hydration needs both trees to be one tree.
 */
export function PortalRoot({ portal, children }: { portal: Portal; children: ReactNode }) {
  return (
    <StrictMode>
      <PortalProvider portal={portal}>
        <QueryClientProvider client={portal.queryClient}>{children}</QueryClientProvider>
      </PortalProvider>
    </StrictMode>
  );
}
