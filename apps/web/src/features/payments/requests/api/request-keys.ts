import { routes } from '@icp/contract';
import type { linkRequestKeyResponseSchema } from '@icp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api.ts';
import { userStatsQueryKey } from '../../../../lib/session/user-stats.ts';
import { invoicesQueryKey } from '../../shared/api/get-invoices.ts';

export type LinkedRequest = z.output<typeof linkRequestKeyResponseSchema>;

/** The contract's requestKeyParamsSchema pattern, written out so the waiting list does not load zod. */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9-]{6,64}$/;

/** GET /api/v1/invoices/request_keys/{key} → the key's status (1 valid, 2 expired, 3 invalid) and whether it is used. */
export const getRequestKey = (key: string) => api.call(routes.getRequestKey, { params: { key } }).then((r) => r.request_key);

/** POST /api/v1/invoices/request_keys {request_key} → the request now linked to this buyer; 400 status "2" when it cannot be. */
export const linkRequestKey = (key: string) => api.call(routes.linkRequestKey, { body: { request_key: key } });

export const useLinkRequestKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkRequestKey,
    // The request is now on this buyer's waiting list.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQueryKey });
    },
  });
};
