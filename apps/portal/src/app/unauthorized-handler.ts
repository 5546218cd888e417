import { UnauthorizedError } from '@admissions/form-engine';
import type { Portal } from './portal-context.tsx';
import { handleUnauthorized } from './report-error.ts';

type Navigate = (path: string, options?: { state?: unknown; replace?: boolean }) => void;

/**
 * Any query or mutation that meets a 401 sends the applicant to /login with the invalid-session
 * message (§8), wherever it was started.
 */
export function installUnauthorizedHandler(portal: Portal, navigate: Navigate): void {
  const onError = (error: unknown) => {
    if (error instanceof UnauthorizedError) handleUnauthorized(portal, navigate);
  };
  portal.queryClient.getQueryCache().config.onError = onError;
  portal.queryClient.getMutationCache().config.onError = onError;
}
