import type { InvoiceDetail } from '@icp/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../../lib/ui-store.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { browser } from '../../shared/card-payment/card-approval.ts';
import { useRequestPayment } from '../stores/request-payment.ts';
import { APPROVAL, bodyOf, callsOf, freshSession, paymentStubs, REQUEST, requestsOf } from '../../shared/test-support.ts';

// Several lazy chunks load on the way; the 2 shared cores can be busy.
configure({ asyncUtilTimeout: 4000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

/** After PUT request_buyer: paid, under review. */
const PAID: InvoiceDetail = {
  ...REQUEST,
  status: 'InProgress',
  status_label: '申請中',
  transfer_date: '2026-12-24',
  card: { brand: 'JCB', last4: '0000' },
  can_pay: false,
  can_cancel: true,
};

function waitingStubs(overrides: Record<string, (url: URL, init?: RequestInit) => Response> = {}) {
  let current = REQUEST;
  return paymentStubs({
    'GET /invoices/30': () => json(200, { invoice: current }),
    'PUT /invoices/30/request_buyer': () => {
      current = PAID;
      return json(200, { invoice: PAID });
    },
    ...overrides,
  });
}

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('paying a seller’s request by card', () => {
  it('shows the request, takes a transfer date and card, authorises and pays, then opens it under review', async () => {
    const fetchMock = stubApi(waitingStubs());
    const { router } = renderApp('/payments/waiting/30/creditcard');
    await h1('カードで支払う');
    const summary = await screen.findByRole('region', { name: '請求の内容' });
    expect(within(summary).getByText('株式会社リクエスト商会')).toBeTruthy();
    expect(within(summary).getByText('¥110,000')).toBeTruthy();
    expect(within(summary).getByText('2026/12/25（金）')).toBeTruthy();
    expect(within(summary).getByText('DOC-0030')).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'カードで支払う' }) as HTMLButtonElement;
    await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0000' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥113,278'));
    // No transfer date yet; days after the due date and closed days cannot be chosen.
    expect(pay.disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^12月28日（月）/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^12月5日（土） 休業日/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^12月24日（木）/ }));
    expect(await screen.findByText('2026/12/24（木）')).toBeTruthy();
    await waitFor(() => expect(pay.disabled).toBe(false));

    const stats = callsOf(fetchMock).filter((c) => c === 'GET /invoices').length;
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/review/30'));
    expect(requestsOf(fetchMock, 'POST /invoices/credit_cards/approval')).toHaveLength(1);
    expect(requestsOf(fetchMock, 'PUT /invoices/30/request_buyer')).toHaveLength(1);
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toEqual({
      credit_card_id: 3,
      amount: 110_000,
      return_path: '/payments/waiting/30/creditcard',
    });
    expect(bodyOf(fetchMock, 'PUT /invoices/30/request_buyer')).toEqual({ approval_id: 9, transfer_date: '2026-12-24' });
    expect(headerOf(requestsOf(fetchMock, 'PUT /invoices/30/request_buyer')[0], 'idempotency-key')).toMatch(UUID);
    expect(useUiStore.getState().snackbar?.title).toBe('お支払いを申請しました');
    await h1('支払の詳細');
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c === 'GET /invoices').length).toBeGreaterThan(stats));
    expect(useRequestPayment.getState().invoiceId).toBeNull();
  });

  it('3-D Secure: leaves for the challenge, and on return completes the approval and pays once', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubApi(
      waitingStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(200, { approval: { ...APPROVAL, status: 'challenge_required', challenge_url: '/gateway/3ds/auth_abc' } }),
        'POST /invoices/credit_cards/approval/9/challenge': () => json(200, { approval: APPROVAL }),
      }),
    );
    const first = renderApp('/payments/waiting/30/creditcard');
    await h1('カードで支払う');
    await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0000' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
    const pay = screen.getByRole('button', { name: 'カードで支払う' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/gateway/3ds/auth_abc'));
    expect(callsOf(fetchMock)).not.toContain('PUT /invoices/30/request_buyer');
    first.unmount();

    // The gateway sends the browser back: a fresh page load on the return path, the flow kept in sessionStorage.
    const back = renderApp('/payments/waiting/30/creditcard?auth_id=auth_abc&result=success');
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/payments/review/30'));
    const calls = callsOf(fetchMock);
    expect(calls.filter((c) => c === 'POST /invoices/credit_cards/approval/9/challenge')).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /invoices/credit_cards/approval')).toHaveLength(1);
    expect(bodyOf(fetchMock, 'PUT /invoices/30/request_buyer')).toEqual({ approval_id: 9, transfer_date: '2026-12-24' });
  });

  it('a decline keeps the buyer here with the gateway message', async () => {
    stubApi(
      waitingStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(402, { status: 'card_declined', message: 'カード会社により取引が承認されませんでした。' }),
      }),
    );
    const { router } = renderApp('/payments/waiting/30/creditcard');
    await h1('カードで支払う');
    await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0000' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
    const pay = screen.getByRole('button', { name: 'カードで支払う' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText('カード会社により取引が承認されませんでした。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payments/waiting/30/creditcard');
    expect(useRequestPayment.getState().approval).toBeNull();
  });

  it('a request that can no longer be paid says so', async () => {
    stubApi(
      waitingStubs({ 'GET /invoices/30': () => json(200, { invoice: { ...REQUEST, status: 'Expired', can_pay: false } }) }),
    );
    renderApp('/payments/waiting/30/creditcard');
    expect(await screen.findByText('この請求はカードで支払えません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '請求の詳細へ' }).getAttribute('href')).toBe('/payments/history/30');
    expect(screen.queryByRole('button', { name: 'カードで支払う' })).toBeNull();
  });

  it('says until when the request can be paid', async () => {
    stubApi(
      waitingStubs({
        'GET /invoices/30': () => json(200, { invoice: { ...REQUEST, request_expires_at: '2099-12-31T14:59:59Z' } }),
      }),
    );
    renderApp('/payments/waiting/30/creditcard');
    await h1('カードで支払う');
    expect(document.body.textContent).toContain('この請求の有効期限は2099/12/31 23:59です。');
  });

  it('a request past its expiry says so at once, even before the server has marked it expired', async () => {
    stubApi(
      waitingStubs({
        'GET /invoices/30': () => json(200, { invoice: { ...REQUEST, request_expires_at: '2026-01-31T14:59:59Z' } }),
      }),
    );
    renderApp('/payments/waiting/30/creditcard');
    expect(await screen.findByText('この請求はカードで支払えません')).toBeTruthy();
    expect(document.body.textContent).toContain('有効期限（2026/01/31 23:59）を過ぎたため');
    expect(screen.queryByRole('button', { name: 'カードで支払う' })).toBeNull();
  });
});
