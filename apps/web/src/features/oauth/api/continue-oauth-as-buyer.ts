import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { oauthInteractionQueryKey } from './get-oauth-interaction.ts';

/** POST /api/v1/oauth/interactions/{uid}/session: the logged-in user logs the interaction in (no password again). */
export const continueOAuthAsBuyer = (uid: string) => api.call(routes.continueOAuthAsBuyer, { params: { uid } });

/** Then the details are read again: they now ask for consent. */
export const useContinueOAuthAsBuyer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continueOAuthAsBuyer,
    onSuccess: (_, uid) => queryClient.invalidateQueries({ queryKey: oauthInteractionQueryKey(uid) }),
  });
};
