import { API } from '@icp/contract';
import type { SecuritySettings } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { SecuritySettings };
export type ActiveSession = SecuritySettings['sessions'][number];

/** GET /api/v1/users/security_settings */
export const getSecuritySettings = (signal?: AbortSignal) => api.get<SecuritySettings>(API.securitySettings, { signal });

export const securitySettingsQueryKey = ['security-settings'] as const;

export const securitySettingsQueryOptions = () =>
  queryOptions({ queryKey: securitySettingsQueryKey, queryFn: ({ signal }) => getSecuritySettings(signal) });

/** Every change answers with the whole settings object: it replaces the cache, no refetch needed. */
export const storeSecuritySettings = (queryClient: QueryClient, settings: SecuritySettings) =>
  queryClient.setQueryData(securitySettingsQueryKey, settings);
