import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storeSecuritySettings } from './get-security-settings.ts';

/**
 * DELETE /api/v1/users/security_settings/sessions/{id} → the settings, or 204 (no body) when it
 * was this browser's own session: the caller then logs out locally.
 */
export const revokeSession = (id: string) => api.call(routes.revokeSession, { params: { id } });

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (settings) => {
      if (settings) storeSecuritySettings(queryClient, settings);
    },
  });
};
