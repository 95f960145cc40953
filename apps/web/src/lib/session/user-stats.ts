import { routes } from '@icp/contract';
import { STATS_PROBE, SUPPLIER_STATUS_GROUPS } from '@icp/domain';
import type { InvoiceTab } from '@icp/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import { invoiceTabQuery } from '../invoice-query.ts';
import { useStatsStore } from './stats-store.ts';
import type { UserStats } from './stats-store.ts';

type Probe = readonly [keyof UserStats, (signal?: AbortSignal) => Promise<number>];

const invoiceProbe = (key: keyof UserStats, tab: InvoiceTab): Probe => [
  key,
  async (signal) =>
    (
      await api.call(routes.listInvoices, {
        query: { ...STATS_PROBE, ...invoiceTabQuery(tab) },
        signal,
      })
    ).total_count,
];

/** Spec §7: the nine probes the logged-in shell makes, each from=0&size=1, reading only the totals. */
export const STATS_PROBES: readonly Probe[] = [
  [
    'suppliersEnableCount',
    async (signal) =>
      (
        await api.call(routes.listSuppliers, {
          query: { ...STATS_PROBE, status: SUPPLIER_STATUS_GROUPS.enable },
          signal,
        })
      ).count_all,
  ],
  [
    'suppliersDisableCount',
    async (signal) =>
      (
        await api.call(routes.listSuppliers, {
          query: { ...STATS_PROBE, status: SUPPLIER_STATUS_GROUPS.disable },
          signal,
        })
      ).count_all,
  ],
  [
    'notificationUnreadCount',
    async (signal) => (await api.call(routes.listNotifications, { query: { ...STATS_PROBE }, signal })).count_unread,
  ],
  invoiceProbe('paymentsActionRequiredCount', 'reviewActionRequired'),
  invoiceProbe('paymentsReviewCount', 'review'),
  invoiceProbe('paymentsReservedCount', 'reserved'),
  invoiceProbe('paymentsHistoryCount', 'history'),
  invoiceProbe('paymentsWaitingCount', 'waiting'),
  ['paymentsDraftCount', async (signal) => (await api.call(routes.listDrafts, { query: { ...STATS_PROBE }, signal })).count],
];

/**
 * Runs every probe; a failed one is only logged (spec §8) and keeps its cached value. A round that
 * was cancelled (an invalidation started a newer one) writes nothing: its counts may predate a
 * change the newer round, or `setUnreadCount`, already reflects.
 */
export async function loadUserStats(signal?: AbortSignal): Promise<UserStats> {
  const results = await Promise.allSettled(STATS_PROBES.map(async ([key, run]) => [key, await run(signal)] as const));
  if (signal?.aborted) return useStatsStore.getState().stats;
  const partial: Partial<UserStats> = {};
  for (const r of results) {
    if (r.status === 'fulfilled') partial[r.value[0]] = r.value[1];
    else console.error('ユーザー統計の取得に失敗しました', r.reason);
  }
  useStatsStore.getState().mergeStats(partial);
  return useStatsStore.getState().stats;
}

export const userStatsQueryKey = ['user-stats'] as const;

/** Shared by the shell and the top page; mutations that change counts invalidate this key. */
export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: userStatsQueryKey, queryFn: ({ signal }) => loadUserStats(signal), staleTime: 15_000 });

/**
 * A call answered with the new unread count (marking a notification read): the bell dot and the
 * drawer follow at once, without waiting for the next probe round.
 */
export function setUnreadCount(count: number): void {
  useStatsStore.getState().mergeStats({ notificationUnreadCount: Math.max(0, count) });
}
