import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storeSecuritySettings } from './get-security-settings.ts';

/** POST /api/v1/users/security_settings/sessions/revocation → the settings: every session but this one ends. */
export const revokeOtherSessions = () => api.call(routes.revokeOtherSessions, {});

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: (settings) => storeSecuritySettings(queryClient, settings) });
};
