import { paymentsLandingPath } from '@icp/domain';
import type { PaymentsLandingPath } from '@icp/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PaymentListTab } from '../paths.ts';
import { SESSION_KEYS } from '../storage.ts';

/** Spec §3 "User stats": counts behind the header dots, the landing rule and the top page. */
export interface UserStats {
  suppliersEnableCount: number;
  suppliersDisableCount: number;
  notificationUnreadCount: number;
  paymentsActionRequiredCount: number;
  paymentsReviewCount: number;
  paymentsReservedCount: number;
  paymentsHistoryCount: number;
  paymentsDraftCount: number;
  paymentsWaitingCount: number;
}

export const EMPTY_STATS: UserStats = {
  suppliersEnableCount: 0,
  suppliersDisableCount: 0,
  notificationUnreadCount: 0,
  paymentsActionRequiredCount: 0,
  paymentsReviewCount: 0,
  paymentsReservedCount: 0,
  paymentsHistoryCount: 0,
  paymentsDraftCount: 0,
  paymentsWaitingCount: 0,
};

interface StatsState {
  stats: UserStats;
  /** False until the first probe round answered in this tab (cached values may be shown meanwhile). */
  loaded: boolean;
  mergeStats: (partial: Partial<UserStats>) => void;
  clearStats: () => void;
}

/** Cached in sessionStorage so a reload shows the last counts at once (spec §4). */
export const useStatsStore = create<StatsState>()(
  persist(
    (set) => ({
      stats: EMPTY_STATS,
      loaded: false,
      mergeStats: (partial) => set((s) => ({ stats: { ...s.stats, ...partial }, loaded: true })),
      clearStats: () => set({ stats: EMPTY_STATS, loaded: false }),
    }),
    {
      name: SESSION_KEYS.stats,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ stats: s.stats, loaded: s.loaded }),
      version: 1,
    },
  ),
);

/**
 * What each payment list tab holds (spec §4): the 審査中 tab shows both review lists, the ones
 * needing action and the others, so its count is their sum. The tab bar and the top page both
 * read it here, so they cannot disagree (the top page once said 審査中 0件 beside a tab of 1).
 */
export function paymentTabCounts(stats: UserStats): Record<PaymentListTab, number> {
  return {
    review: stats.paymentsReviewCount + stats.paymentsActionRequiredCount,
    waiting: stats.paymentsWaitingCount,
    reserved: stats.paymentsReservedCount,
    history: stats.paymentsHistoryCount,
    draft: stats.paymentsDraftCount,
  };
}

/** The header's payment item destination, from the cached stats (spec §2 landing rules). */
export function paymentsLandingOf(stats: UserStats): PaymentsLandingPath {
  return paymentsLandingPath({
    actionRequired: stats.paymentsActionRequiredCount,
    review: stats.paymentsReviewCount,
    waiting: stats.paymentsWaitingCount,
    reserved: stats.paymentsReservedCount,
    history: stats.paymentsHistoryCount,
    draft: stats.paymentsDraftCount,
  });
}

export const usePaymentsLanding = (): PaymentsLandingPath => useStatsStore((s) => paymentsLandingOf(s.stats));
