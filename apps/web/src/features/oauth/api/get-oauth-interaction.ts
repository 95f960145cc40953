import { routes } from '@icp/contract';
import type { InteractionDetails } from '@icp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { InteractionDetails };

/**
 * GET /api/v1/oauth/interactions/{uid}/details: the app asking, its scopes and what to ask next.
 * Public and sent without the web tokens: the interaction's cookie is what binds it to this browser.
 */
export const getOAuthInteraction = (uid: string, signal?: AbortSignal) =>
  api.call(routes.getOAuthInteraction, { params: { uid }, signal, anonymous: true });

export const oauthInteractionQueryKey = (uid: string) => ['oauth-interaction', uid] as const;

export const oauthInteractionQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: oauthInteractionQueryKey(uid),
    queryFn: ({ signal }) => getOAuthInteraction(uid, signal),
    // The interaction moves on (login → consent) on the server: always read it afresh.
    staleTime: 0,
    gcTime: 0,
  });

export const useOAuthInteraction = (uid: string) => useQuery(oauthInteractionQueryOptions(uid));
