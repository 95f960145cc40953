import { API } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { storeSecuritySettings } from './get-security-settings.ts';
import type { SecuritySettings } from './get-security-settings.ts';

/** POST /api/v1/users/security_settings/totp/disable {password} → the settings (login codes by e-mail again). */
export const disableTotp = (password: string) => api.post<SecuritySettings>(API.totpDisable, { password });

export const useDisableTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTotp, onSuccess: (settings) => storeSecuritySettings(queryClient, settings) });
};
