import { routes } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import type { BanksResponse } from './search-banks.ts';

export type Branch = BanksResponse['branches'][number];

const SIZE = 20;

/** GET /api/v1/banks2?bank_code=0001&q= → that bank's branches matching q (name, kana or code). */
export const searchBranches = (bankCode: string, q: string, signal?: AbortSignal) =>
  api.call(routes.searchBanks, { query: { bank_code: bankCode, q, size: SIZE }, signal });

export const branchesQueryOptions = (bankCode: string, q: string) =>
  queryOptions({
    queryKey: ['banks', bankCode, 'branches', q],
    queryFn: ({ signal }) => searchBranches(bankCode, q, signal),
    select: (r) => r.branches,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
