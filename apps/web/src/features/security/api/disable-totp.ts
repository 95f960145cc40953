import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storeSecuritySettings } from './get-security-settings.ts';

/** POST /api/v1/users/security_settings/totp/disable {password} → the settings (login codes by e-mail again). */
export const disableTotp = (password: string) => api.call(routes.disableTotp, { body: { password } });

export const useDisableTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: (settings) => storeSecuritySettings(queryClient, settings) });
};
