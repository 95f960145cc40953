import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, resetSession, stubApi } from '../../testing/fixtures.ts';
import { useStatsStore } from './stats-store.ts';
import { loadUserStats, setUnreadCount } from './user-stats.ts';

beforeEach(() => {
  resetSession();
  logIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invoiceCounts: Record<string, number> = {
  'WaitingForPayment,BuyerNotRegistered|InvoiceRequestBuyer|false': 5,
  'InProgress,InProgressExaminationChecked|InvoicePayment,InvoiceRequestBuyer|false': 2,
  'InProgress,InProgressExaminationChecked,InProgressExaminationCompleted|InvoicePayment|true': 1,
  'InProgressExaminationCompleted|InvoicePayment,InvoiceRequestBuyer|': 3,
  'TransferCompleted,Cancel,Expired|InvoicePayment,InvoiceRequestBuyer|': 8,
};

describe('user stats (spec §7)', () => {
  it('makes the nine from=0&size=1 probes with the tab filters of spec §4 and stores the totals', async () => {
    const fetchMock = stubApi({
      'GET /suppliers': (url) => json(200, { count_all: url.searchParams.get('status') === 'Rejected' ? 1 : 6, suppliers: [] }),
      'GET /users/notifications': () => json(200, { count_all: 9, count_unread: 4, notifications: [] }),
      'GET /invoices': (url) => {
        const key = `${url.searchParams.get('status')}|${url.searchParams.get('type')}|${url.searchParams.get('is_action_required') ?? ''}`;
        const total = invoiceCounts[key];
        return total === undefined
          ? json(400, { status: 'validation_error', message: key })
          : json(200, { total_count: total, total_count_is_action_required: 0, invoices: [] });
      },
      'GET /drafts': () => json(200, { count: 7, drafts: [] }),
    });
    const stats = await loadUserStats();
    expect(stats).toEqual({
      suppliersEnableCount: 6,
      suppliersDisableCount: 1,
      notificationUnreadCount: 4,
      paymentsActionRequiredCount: 1,
      paymentsReviewCount: 2,
      paymentsReservedCount: 3,
      paymentsHistoryCount: 8,
      paymentsDraftCount: 7,
      paymentsWaitingCount: 5,
    });
    expect(fetchMock).toHaveBeenCalledTimes(9);
    for (const [input] of fetchMock.mock.calls) {
      const url = new URL(String(input), 'http://x');
      expect(url.searchParams.get('from')).toBe('0');
      expect(url.searchParams.get('size')).toBe('1');
    }
    const supplierStatuses = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((u) => u.pathname.endsWith('/suppliers'))
      .map((u) => u.searchParams.get('status'));
    expect(supplierStatuses.sort()).toEqual(['Approved,Escalation,Unapproved', 'Rejected']);
    expect(JSON.parse(sessionStorage.getItem('icp.stats') ?? '{}').state.stats.paymentsDraftCount).toBe(7);
  });

  it('a failed probe is only logged; the others still update', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useStatsStore.getState().mergeStats({ paymentsDraftCount: 2 });
    stubApi({
      'GET /suppliers': () => json(200, { count_all: 6, suppliers: [] }),
      'GET /users/notifications': () => json(200, { count_all: 0, count_unread: 0, notifications: [] }),
      'GET /invoices': () => json(200, { total_count: 1, total_count_is_action_required: 0, invoices: [] }),
      'GET /drafts': () => json(503, { status: 'service_unavailable', message: 'ただいまサービスを利用できません。' }),
    });
    const stats = await loadUserStats();
    expect(stats.suppliersEnableCount).toBe(6);
    expect(stats.paymentsDraftCount).toBe(2);
    expect(log).toHaveBeenCalled();
  });

  it('a cancelled round writes nothing, so it cannot undo a newer unread count', async () => {
    const controller = new AbortController();
    stubApi({
      'GET /suppliers': () => json(200, { count_all: 6, suppliers: [] }),
      'GET /users/notifications': () => {
        // The user reads a notification while this (older) round is in flight.
        setUnreadCount(0);
        controller.abort();
        return json(200, { count_all: 9, count_unread: 4, notifications: [] });
      },
      'GET /invoices': () => json(200, { total_count: 1, total_count_is_action_required: 0, invoices: [] }),
      'GET /drafts': () => json(200, { count: 7, drafts: [] }),
    });
    useStatsStore.getState().mergeStats({ notificationUnreadCount: 4 });
    await loadUserStats(controller.signal);
    expect(useStatsStore.getState().stats.notificationUnreadCount).toBe(0);
    expect(useStatsStore.getState().stats.paymentsDraftCount).toBe(0);
  });

  it('setUnreadCount updates the bell count at once (never below 0)', () => {
    setUnreadCount(3);
    expect(useStatsStore.getState().stats.notificationUnreadCount).toBe(3);
    setUnreadCount(-1);
    expect(useStatsStore.getState().stats.notificationUnreadCount).toBe(0);
  });
});
