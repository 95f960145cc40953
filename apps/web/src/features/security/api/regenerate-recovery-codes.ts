import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { securitySettingsQueryKey } from './get-security-settings.ts';

/** POST /api/v1/users/security_settings/recovery_codes {password} → ten new codes; the old ones stop working. */
export const regenerateRecoveryCodes = (password: string) => api.call(routes.regenerateRecoveryCodes, { body: { password } });

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey, refetchType: 'none' }),
  });
};
