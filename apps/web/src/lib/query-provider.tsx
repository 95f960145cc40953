import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

/**
 * TanStack Query lives in the lazily loaded layouts, not in the entry: /signin does not need it
 * and its budget is tight. Every provider shares the one client, so the cache is app-wide.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A pathless route component: the public pages that do use queries sit under it. */
export function Component() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
