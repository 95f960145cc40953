import { routes } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { oauthConnectionsQueryKey } from './list-oauth-connections.ts';

/** DELETE /api/v1/oauth/connections/{clientId}: the grant and every token issued under it end at once. */
export const revokeOAuthConnection = (clientId: string) => api.call(routes.revokeOAuthConnection, { params: { clientId } });

export const useRevokeOAuthConnection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOAuthConnection,
    onSuccess: async (_, clientId) => {
      // The cached user lists the connected apps too (external_integration_client_ids).
      const { user, setUser } = useUserStore.getState();
      if (user?.externalIntegrationClientIds.includes(clientId)) {
        setUser({ ...user, externalIntegrationClientIds: user.externalIntegrationClientIds.filter((id) => id !== clientId) });
      }
      await queryClient.invalidateQueries({ queryKey: oauthConnectionsQueryKey });
    },
  });
};
