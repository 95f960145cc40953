import { routes } from '@icp/contract';
import type { DuplicateCheckRequest, DuplicateMatch } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type { DuplicateCheckRequest, DuplicateMatch };

export const duplicatesQueryKey = ['payments', 'duplicates'] as const;

/**
 * POST /api/v1/invoices/duplicate_check (read-only): the buyer's earlier payments this one looks
 * like, asked before the card is authorised so the buyer decides first (ADR 0013).
 */
export const checkDuplicates = (body: DuplicateCheckRequest) =>
  api.call(routes.checkDuplicates, { body }).then((r) => r.duplicates);

export const duplicatesQueryOptions = (body: DuplicateCheckRequest) =>
  queryOptions({
    queryKey: [...duplicatesQueryKey, body],
    queryFn: () => checkDuplicates(body),
    // Another tab may have paid in the meantime: ask again whenever the step opens.
    staleTime: 0,
  });
