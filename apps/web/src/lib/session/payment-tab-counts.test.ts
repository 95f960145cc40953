import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, paymentTabCounts, type UserStats } from './stats-store.ts';

describe('paymentTabCounts: one definition for the tab bar and the top page', () => {
  const table: [string, Partial<UserStats>, ReturnType<typeof paymentTabCounts>][] = [
    ['nothing', {}, { review: 0, waiting: 0, reserved: 0, history: 0, draft: 0 }],
    // The walkthrough's case: the only payment under review needs action.
    [
      'only a payment needing action',
      { paymentsActionRequiredCount: 1 },
      { review: 1, waiting: 0, reserved: 0, history: 0, draft: 0 },
    ],
    ['review without action', { paymentsReviewCount: 2 }, { review: 2, waiting: 0, reserved: 0, history: 0, draft: 0 }],
    [
      'every list',
      {
        paymentsActionRequiredCount: 1,
        paymentsReviewCount: 2,
        paymentsWaitingCount: 3,
        paymentsReservedCount: 4,
        paymentsHistoryCount: 5,
        paymentsDraftCount: 6,
      },
      { review: 3, waiting: 3, reserved: 4, history: 5, draft: 6 },
    ],
  ];
  it.each(table)('%s', (_case, stats, counts) => {
    expect(paymentTabCounts({ ...EMPTY_STATS, ...stats })).toEqual(counts);
  });
});
