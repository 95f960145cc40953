import { routes } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/v1/oauth/interactions/{uid}/consent (許可する): answers where the browser goes next. */
export const grantOAuthConsent = (uid: string) => api.call(routes.grantOAuthConsent, { params: { uid } });

export const useGrantOAuthConsent = () => useMutation({ mutationFn: grantOAuthConsent });
