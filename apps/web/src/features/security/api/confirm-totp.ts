import { routes } from '@icp/contract';
import type { recoveryCodesResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { securitySettingsQueryKey } from './get-security-settings.ts';

export type RecoveryCodesResponse = z.output<typeof recoveryCodesResponseSchema>;

/** POST /api/v1/users/security_settings/totp/confirmation {code} → the ten recovery codes; login now asks the app. */
export const confirmTotp = (code: string) => api.call(routes.confirmTotpEnrolment, { body: { code } });

export const useConfirmTotp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    // Stale, not refetched: the page shows 認証アプリ only once the codes have been put away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey, refetchType: 'none' }),
  });
};
