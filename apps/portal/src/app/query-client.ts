import { QueryClient } from '@tanstack/react-query';

/**
 * The query rules of the specification (§9): no retry, infinite cache and stale time, no refetch
 * on focus or mount. Data changes only when the portal itself changes it (mutations update or
 * invalidate the cache), so nothing is fetched behind the applicant's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
