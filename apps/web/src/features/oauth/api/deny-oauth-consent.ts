import { routes } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/v1/oauth/interactions/{uid}/deny (許可しない): the app gets access_denied; answers where to go. */
export const denyOAuthConsent = (uid: string) => api.call(routes.denyOAuthConsent, { params: { uid }, anonymous: true });

export const useDenyOAuthConsent = () => useMutation({ mutationFn: denyOAuthConsent });
