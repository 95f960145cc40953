import { routes } from '@icp/contract';
import type { TotpEnrolResponse } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { TotpEnrolResponse };

/** POST /api/v1/users/security_settings/totp {password}: a new secret; nothing changes until it is confirmed. */
export const startTotpEnrolment = (password: string) => api.call(routes.startTotpEnrolment, { body: { password } });

export const useStartTotpEnrolment = () => useMutation({ mutationFn: startTotpEnrolment });
