import { UnauthorizedError } from '@admissions/form-engine';
import type { Portal } from './portal-context.tsx';
import { handleUnauthorized } from './report-error.ts';

/**
 * Query meta flag: this query handles a 401 itself (the service view's token is not a session:
 * an expired one is an error screen, not a trip to /login).
 */
export const OWN_UNAUTHORIZED = 'ownUnauthorized';

type Navigate = (path: string, options?: { state?: unknown; replace?: boolean }) => void;

/**
 * Any query or mutation that meets a 401 sends the applicant to /login with the invalid-session
 * message (§8), wherever it was started.
 */
export function installUnauthorizedHandler(portal: Portal, navigate: Navigate): void {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (error instanceof UnauthorizedError && !meta?.[OWN_UNAUTHORIZED])
      handleUnauthorized(portal, navigate);
  };
  portal.queryClient.getQueryCache().config.onError = (error, query) => onError(error, query.meta);
  portal.queryClient.getMutationCache().config.onError = (error, _v, _c, mutation) =>
    onError(error, mutation.meta);
}
