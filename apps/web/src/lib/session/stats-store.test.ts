import { describe, expect, it } from 'vitest';
import { EMPTY_STATS, paymentsLandingOf } from './stats-store.ts';

describe('the payments landing path from the user stats (spec §2)', () => {
  it.each([
    [{ paymentsActionRequiredCount: 1, paymentsWaitingCount: 5 }, '/payments/review'],
    [{ paymentsReviewCount: 2, paymentsWaitingCount: 5 }, '/payments/review'],
    [{ paymentsWaitingCount: 1, paymentsReservedCount: 4 }, '/payments/waiting'],
    [{ paymentsReservedCount: 1, paymentsHistoryCount: 9 }, '/payments/reserved'],
    [{ paymentsHistoryCount: 1, paymentsDraftCount: 2 }, '/payments/history'],
    [{ paymentsDraftCount: 1 }, '/payments/draft'],
    [{ suppliersEnableCount: 3, notificationUnreadCount: 2 }, '/payments/create'],
  ])('%j → %s', (partial, expected) => {
    expect(paymentsLandingOf({ ...EMPTY_STATS, ...partial })).toBe(expected);
  });
});
