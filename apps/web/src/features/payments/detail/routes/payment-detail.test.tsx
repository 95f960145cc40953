import type { InvoiceDetail } from '@icp/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../../lib/ui-store.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { downloader } from '../../shared/components/download.ts';
import { ACCOUNT, bodyOf, callsOf, DETAIL, freshSession, paymentStubs, REQUEST } from '../../shared/test-support.ts';

// Several lazy chunks load on the way; the 2 shared cores can be busy.
configure({ asyncUtilTimeout: 4000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const section = (name: string) => screen.getByRole('region', { name });

const detailStub = (invoice: InvoiceDetail, onlyType?: string) => (url: URL) =>
  onlyType && url.searchParams.get('invoice_display_type') !== onlyType
    ? json(404, { status: 'not_found', message: '指定された支払が見つかりません。' })
    : json(200, { invoice });

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payment detail', () => {
  it('shows what the buyer must do, the timeline, payee, amounts, card, dates and the invoice image', async () => {
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/1': detailStub(DETAIL),
        'GET /invoices/files/5/download/url': () =>
          json(200, { download_url: '/api/v1/invoices/files/downloads/tok', expires_at: '2026-11-22T10:05:00Z' }),
      }),
    );
    renderApp('/payments/review/1');
    await h1('支払の詳細');
    expect(new URL(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/invoices/1'))?.[0]), 'http://x').search).toBe(
      '?invoice_display_type=review',
    );
    expect(screen.getByTestId('display-id').textContent).toBe('I-00000001');

    // What to do, prominently, with the way to do it.
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('ご対応をお願いします'))!;
    expect(within(alert).getByText(DETAIL.action_required_reason!)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '修正する' }).getAttribute('href')).toBe('/payments/edit/1/invoiceinfo');

    // Each status with its label, time and note; the last is the current one.
    const steps = within(section('状況')).getAllByRole('listitem');
    // The label is the first line of each step (a plain span: a styled <p> reads as a heading to axe).
    expect(steps.map((s) => s.querySelector('.min-w-0')?.firstElementChild?.textContent)).toEqual([
      '申請中',
      '審査中',
      '修正のお願い（現在）',
    ]);
    expect(within(steps[0]!).getByText('2026/11/22 10:05')).toBeTruthy();
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    expect(within(steps[2]!).getByText(DETAIL.action_required_reason!)).toBeTruthy();

    const payee = section('支払先・振込先');
    expect(within(payee).getByText('株式会社サンプル商事')).toBeTruthy();
    expect(within(payee).getByText(/みずほ 渋谷 普通 0000123/)).toBeTruthy();

    const amounts = section('お支払い金額');
    for (const [label, value] of [
      ['請求金額', '¥110,000'],
      ['手数料（税込・10%対象）', '¥3,278'],
      ['うち消費税額（10%）', '¥298'],
      // Under review the card is only held: the charge is confirmed when the examination completes.
      ['カードへのご請求予定額', '¥113,278'],
    ]) {
      expect(within(amounts).getByText(label!).nextElementSibling?.textContent).toBe(value);
    }
    expect(within(amounts).getByText(/消費税額は1円未満切り捨て/)).toBeTruthy();
    expect(within(section('お支払いに使うカード')).getByText('JCB •••• 0000')).toBeTruthy();
    const dates = section('請求内容・日付');
    expect(within(dates).getByText('2026/12/25（金）')).toBeTruthy();
    expect(within(dates).getByText('振込予定日').nextElementSibling?.textContent).toBe('2026/12/24（木）');
    expect(within(dates).getByText('審査完了予定日').nextElementSibling?.textContent).toBe('2026/11/26（木）');

    const img = (await screen.findByRole('img', { name: '請求書の画像（invoice-2026-12.png）' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/v1/invoices/files/downloads/tok');
    expect(screen.queryByRole('button', { name: /領収書/ })).toBeNull();
    expect(screen.getByRole('link', { name: '審査中の一覧へ戻る' }).getAttribute('href')).toBe('/payments/review');
  });

  it('キャンセル asks first, then PUTs the cancel and opens the payment in the history, counts refreshed', async () => {
    const cancelled: InvoiceDetail = {
      ...DETAIL,
      status: 'Cancel',
      status_label: 'キャンセル',
      is_action_required: false,
      can_cancel: false,
      can_edit: false,
      timeline: [...DETAIL.timeline, { status: 'Cancel', label: 'キャンセル', at: '2026-11-24T00:00:00Z', note: null }],
    };
    let current = DETAIL;
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/1': () => json(200, { invoice: current }),
        'PUT /invoices/1/cancel': () => {
          current = cancelled;
          return json(200, { invoice: cancelled });
        },
      }),
    );
    const { router } = renderApp('/payments/review/1');
    await h1('支払の詳細');
    const cancel = screen.getByRole('button', { name: 'この支払をキャンセル' });

    // Changing one's mind sends nothing.
    fireEvent.click(cancel);
    let dialog = await screen.findByRole('alertdialog', { name: 'この支払をキャンセルしますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchMock)).not.toContain('PUT /invoices/1/cancel');

    const stats = callsOf(fetchMock).filter((c) => c === 'GET /invoices').length;
    fireEvent.click(cancel);
    dialog = await screen.findByRole('alertdialog', { name: 'この支払をキャンセルしますか？' });
    expect(within(dialog).getByText(/I-00000001（¥110,000）の申請を取り消し/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/history/1'));
    expect(bodyOf(fetchMock, 'PUT /invoices/1/cancel')).toEqual({});
    expect(useUiStore.getState().snackbar?.text).toBe('I-00000001の支払をキャンセルしました。');
    await waitFor(() =>
      expect(
        within(section('状況')).getAllByRole('listitem').at(-1)?.querySelector('.min-w-0')?.firstElementChild?.textContent,
      ).toBe('キャンセル（現在）'),
    );
    expect(screen.queryByRole('button', { name: 'この支払をキャンセル' })).toBeNull();
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c === 'GET /invoices').length).toBeGreaterThan(stats));
  });

  it('a cancel that came too late (409) says why and shows the payment as it is now', async () => {
    let current = DETAIL;
    stubApi(
      paymentStubs({
        'GET /invoices/1': () => json(200, { invoice: current }),
        'PUT /invoices/1/cancel': () => {
          current = { ...DETAIL, status: 'InProgressExaminationCompleted', is_action_required: false, can_cancel: false };
          return json(409, { status: 'invalid_state', message: '審査が完了したため、この支払はキャンセルできません。' });
        },
      }),
    );
    const { router } = renderApp('/payments/review/1');
    await h1('支払の詳細');
    fireEvent.click(screen.getByRole('button', { name: 'この支払をキャンセル' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'キャンセルする' }));
    await waitFor(() =>
      expect(useUiStore.getState().snackbar?.text).toBe('審査が完了したため、この支払はキャンセルできません。'),
    );
    expect(useUiStore.getState().snackbar?.color).toBe('error');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'この支払をキャンセル' })).toBeNull());
    expect(router.state.location.pathname).toBe('/payments/review/1');
  });

  it('a transferred payment offers its receipt', async () => {
    const start = vi.spyOn(downloader, 'start').mockImplementation(() => true);
    const done: InvoiceDetail = {
      ...DETAIL,
      status: 'TransferCompleted',
      status_label: '振込完了',
      is_action_required: false,
      action_required_reason: null,
      can_cancel: false,
      can_edit: false,
      receipt_available: true,
    };
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/1': detailStub(done),
        'GET /invoices/1/receipts/download/url': () =>
          json(200, { download_url: '/api/v1/receipts/downloads/r1', expires_at: '2026-11-22T10:05:00Z' }),
      }),
    );
    renderApp('/payments/history/1');
    await h1('支払の詳細');
    expect(screen.queryByText('ご対応をお願いします')).toBeNull();
    expect(screen.queryByRole('button', { name: 'この支払をキャンセル' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '領収書をダウンロード' }));
    await waitFor(() => expect(start).toHaveBeenCalledWith('/api/v1/receipts/downloads/r1', '領収書_I-00000001.pdf'));
    expect(callsOf(fetchMock)).toContain('GET /invoices/1/receipts/download/url');
  });

  describe('labels follow the status', () => {
    const settled = { is_action_required: false, action_required_reason: null, can_cancel: false, can_edit: false };
    const amountOf = (label: string) => within(section('お支払い金額')).getByText(label).nextElementSibling?.textContent;
    const dateOf = (label: string) => within(section('請求内容・日付')).getByText(label).nextElementSibling?.textContent;
    const noDate = (label: string) => expect(within(section('請求内容・日付')).queryByText(label)).toBeNull();

    it('transferred: 振込日 is the day it was made, with the card charge day, and the promotion’s before/after', async () => {
      const transferred: InvoiceDetail = {
        ...DETAIL,
        ...settled,
        status: 'TransferCompleted',
        status_label: '振込完了',
        commission: 10_245,
        discount: 5_122,
        commission_after_discount: 5_123,
        consumption_tax: 465,
        promotion_code: 'HALF',
        total: 115_123,
        captured_on: '2026-11-27',
        transferred_on: '2026-12-25',
        receipt_available: true,
      };
      stubApi(paymentStubs({ 'GET /invoices/1': detailStub(transferred) }));
      renderApp('/payments/history/1');
      await h1('支払の詳細');
      expect(dateOf('振込日')).toBe('2026/12/25（金）');
      expect(dateOf('カード決済日')).toBe('2026/11/27（金）');
      for (const gone of ['振込予定日', '審査完了予定日', 'キャンセル日']) noDate(gone);
      expect(amountOf('手数料（割引前・税込）')).toBe('¥10,245');
      expect(amountOf('割引（HALF）')).toBe('-¥5,122');
      expect(amountOf('手数料（税込・10%対象）')).toBe('¥5,123');
      expect(amountOf('うち消費税額（10%）')).toBe('¥465');
      expect(amountOf('カードへのご請求額')).toBe('¥115,123');
    });

    it('cancelled before the capture: キャンセル日, no planned dates, and ご請求なし', async () => {
      const cancelled: InvoiceDetail = {
        ...DETAIL,
        ...settled,
        status: 'Cancel',
        status_label: 'キャンセル',
        cancelled_on: '2026-11-24',
      };
      stubApi(paymentStubs({ 'GET /invoices/1': detailStub(cancelled) }));
      renderApp('/payments/history/1');
      await h1('支払の詳細');
      expect(dateOf('キャンセル日')).toBe('2026/11/24（火）');
      for (const gone of ['振込予定日', '振込日', '審査完了予定日', 'カード決済日']) noDate(gone);
      expect(amountOf('カードへのご請求')).toBe('ご請求なし');
      expect(within(section('お支払い金額')).queryByText(/カードへのご請求額/)).toBeNull();
      // No fee was charged, so none is stated, nor its tax.
      expect(within(section('お支払い金額')).queryByText(/手数料|消費税/)).toBeNull();
    });

    it('cancelled after the capture: the charge was refunded, and it says so', async () => {
      const refunded: InvoiceDetail = {
        ...DETAIL,
        ...settled,
        status: 'Cancel',
        status_label: 'キャンセル',
        captured_on: '2026-11-27',
        cancelled_on: '2026-11-30',
      };
      stubApi(paymentStubs({ 'GET /invoices/1': detailStub(refunded) }));
      renderApp('/payments/history/1');
      await h1('支払の詳細');
      expect(amountOf('カードへのご請求額（返金済み）')).toBe('¥113,278');
      expect(within(section('お支払い金額')).getByText(/全額返金しました/)).toBeTruthy();
      expect(dateOf('キャンセル日')).toBe('2026/11/30（月）');
    });
  });

  it('a waiting request leads to its card payment', async () => {
    stubApi(paymentStubs({ 'GET /invoices/30': detailStub(REQUEST) }));
    renderApp('/payments/waiting/30');
    await h1('請求の詳細');
    expect(screen.getByRole('link', { name: 'カードで支払う' }).getAttribute('href')).toBe('/payments/waiting/30/creditcard');
    expect(within(section('請求元')).getByText('株式会社リクエスト商会')).toBeTruthy();
    expect(screen.getByText('手数料とカードへのご請求額は、お支払いの画面で表示します。')).toBeTruthy();
  });

  it('an unknown id (or another buyer’s) is not found', async () => {
    stubApi(paymentStubs());
    renderApp('/payments/reserved/999');
    expect(await screen.findByText('支払が見つかりません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '振込予約済の一覧へ' }).getAttribute('href')).toBe('/payments/reserved');
  });

  it('a transfer the bank refused (振込不能) asks for another account of the supplier and sends the choice once', async () => {
    const failed: InvoiceDetail = {
      ...DETAIL,
      status: 'InProgressExaminationCompleted',
      status_label: '予約済',
      can_edit: false,
      can_cancel: false,
      action_required_reason:
        '支払先口座への振込ができませんでした（口座なし）。支払先の口座情報をご確認のうえ修正してください。',
    };
    const other = { ...ACCOUNT, id: 8, bank_name: 'りそな', branch_name: '新宿', account_number: '7654321' };
    let current = failed;
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/1': () => json(200, { invoice: current }),
        'GET /suppliers/42/accounts': () => json(200, { accounts: [ACCOUNT, other] }),
        'PUT /invoices/1/account': () => {
          current = { ...failed, is_action_required: false, action_required_reason: null };
          return json(200, { invoice: current });
        },
      }),
    );
    renderApp('/payments/reserved/1');
    await h1('支払の詳細');
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('ご対応をお願いします'))!;
    // The failed account stays selectable (it may have been corrected), marked as such; nothing is sent before a choice.
    const options = await within(alert).findAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(within(alert).getByText(/振込できなかった口座/)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'この口座に変更する' }));
    expect(await within(alert).findByText('振込先口座を選んでください。')).toBeTruthy();
    expect(callsOf(fetchMock)).not.toContain('PUT /invoices/1/account');

    fireEvent.click(within(alert).getByRole('radio', { name: 'りそな 新宿' }));
    fireEvent.click(within(alert).getByRole('button', { name: 'この口座に変更する' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /invoices/1/account')).toEqual({ account_id: 8 }));
    const put = fetchMock.mock.calls.find(([u, init]) => String(u).includes('/invoices/1/account') && init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ご対応をお願いします')).toBeNull());
  });

  it('a link from before the payment moved on opens it in its list now', async () => {
    const reserved: InvoiceDetail = { ...DETAIL, status: 'InProgressExaminationCompleted', is_action_required: false };
    stubApi(
      paymentStubs({
        'GET /invoices/1': (url) =>
          url.searchParams.get('invoice_display_type') === 'review'
            ? json(404, { status: 'not_found', message: '見つかりません。' })
            : json(200, { invoice: reserved }),
      }),
    );
    const { router } = renderApp('/payments/review/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/reserved/1'));
    await h1('支払の詳細');
  });
});
