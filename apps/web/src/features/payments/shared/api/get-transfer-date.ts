import { routes } from '@icp/contract';
import type { TransferDateInfo } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type { TransferDateInfo };

/** GET /api/v1/invoices/transfer_date → the earliest transfer date if the buyer applies now. */
export const getTransferDate = (signal?: AbortSignal) => api.call(routes.getTransferDate, { signal });

export const transferDateQueryOptions = () =>
  queryOptions({
    queryKey: ['transfer-date'],
    queryFn: ({ signal }) => getTransferDate(signal),
    // It moves at the 15:00 cut-off: a minute old is fine, an hour old is not.
    staleTime: 60_000,
  });
