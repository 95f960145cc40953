import { API } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storeSecuritySettings } from './get-security-settings.ts';
import type { SecuritySettings } from './get-security-settings.ts';

/**
 * DELETE /api/v1/users/security_settings/sessions/{id} → the settings, or 204 (undefined) when it
 * was this browser's own session: the caller then logs out locally.
 */
export const revokeSession = (id: string) =>
  api.delete<SecuritySettings | undefined>(API.session.replace(':id', encodeURIComponent(id)));

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (settings) => {
      if (settings) storeSecuritySettings(queryClient, settings);
    },
  });
};
