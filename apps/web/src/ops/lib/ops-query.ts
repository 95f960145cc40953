import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../../lib/query-client.ts';

/**
 * The console's own cache: nothing is shared with a buyer's session, and each login and logout
 * starts it empty (one operator never sees what the previous one loaded).
 */
export const opsQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
