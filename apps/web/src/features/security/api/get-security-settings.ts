import { routes } from '@icp/contract';
import type { SecuritySettings } from '@icp/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { SecuritySettings };
export type ActiveSession = SecuritySettings['sessions'][number];

/** GET /api/v1/users/security_settings */
export const getSecuritySettings = (signal?: AbortSignal) => api.call(routes.getSecuritySettings, { signal });

export const securitySettingsQueryKey = ['security-settings'] as const;

export const securitySettingsQueryOptions = () =>
  queryOptions({ queryKey: securitySettingsQueryKey, queryFn: ({ signal }) => getSecuritySettings(signal) });

/** Every change answers with the whole settings object: it replaces the cache, no refetch needed. */
export const storeSecuritySettings = (queryClient: QueryClient, settings: SecuritySettings) =>
  queryClient.setQueryData(securitySettingsQueryKey, settings);

/**
 * Asks for the settings again. The TOTP confirmation and the new recovery codes only mark them
 * stale: the page shows the new state once the codes have been put away, which calls this.
 */
export const useRefreshSecuritySettings = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey });
};
