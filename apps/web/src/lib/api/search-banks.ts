import { routes } from '@icp/contract';
import type { banksResponseSchema } from '@icp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api.ts';

export type BanksResponse = z.output<typeof banksResponseSchema>;
export type Bank = BanksResponse['banks'][number];

const SIZE = 20;

/** GET /api/v1/banks2?q=&size= → banks matching code, kanji, katakana or hiragana (empty q: the 8 main banks first). */
export const searchBanks = (q: string, signal?: AbortSignal) =>
  api.call(routes.searchBanks, { query: { q, size: SIZE }, signal });

export const banksQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['banks', q],
    queryFn: ({ signal }) => searchBanks(q, signal),
    select: (r) => r.banks,
    // The Zengin list changes a few times a year: a session never needs to ask twice.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
