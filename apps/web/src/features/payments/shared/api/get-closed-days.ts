import { routes } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** GET /api/v1/banks/closed_day?from=&to= → the bank holidays in the range (at most 731 days). */
export const getClosedDays = (range: { from: string; to: string }, signal?: AbortSignal) =>
  api.call(routes.listClosedDays, { query: range, signal }).then((r) => r.closed_days);

export const closedDaysQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['closed-days', range.from, range.to],
    queryFn: ({ signal }) => getClosedDays(range, signal),
    select: (days) => new Map(days.map((d) => [d.date, d.reason])),
    staleTime: 60 * 60_000,
  });
