import { routes } from '@icp/contract';
import type { securitySettingsUpdateSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { securitySettingsQueryKey, storeSecuritySettings } from './get-security-settings.ts';
import type { SecuritySettings } from './get-security-settings.ts';

export type SecuritySettingsUpdate = z.output<typeof securitySettingsUpdateSchema>;

/** PUT /api/v1/users/security_settings {login_alert_enabled} → the settings. */
export const updateSecuritySettings = (body: SecuritySettingsUpdate) => api.call(routes.updateSecuritySettings, { body });

/** The switch moves at once (optimistic) and moves back if the server refuses. */
export const useUpdateLoginAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateSecuritySettings({ login_alert_enabled: enabled }),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: securitySettingsQueryKey });
      const previous = queryClient.getQueryData<SecuritySettings>(securitySettingsQueryKey);
      if (previous) storeSecuritySettings(queryClient, { ...previous, login_alert_enabled: enabled });
      return { previous };
    },
    onError: (_e, _enabled, context) => {
      if (context?.previous) storeSecuritySettings(queryClient, context.previous);
    },
    onSuccess: (settings) => storeSecuritySettings(queryClient, settings),
  });
};
