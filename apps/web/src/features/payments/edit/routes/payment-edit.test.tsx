import type { InvoiceDetail } from '@icp/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../../lib/ui-store.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { usePaymentEdit } from '../stores/payment-edit.ts';
import {
  APPROVAL,
  bodyOf,
  callsOf,
  COMMISSION,
  DETAIL,
  freshSession,
  paymentStubs,
  requestsOf,
} from '../../shared/test-support.ts';

// Several lazy chunks load on the way; the 2 shared cores can be busy.
configure({ asyncUtilTimeout: 4000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'invoice-fixed.pdf', { type: 'application/pdf' });
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

/** The server's answer to a correction: back in review, nothing to do. */
const corrected = (patch: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...DETAIL,
  status: 'InProgress',
  status_label: '申請中',
  is_action_required: false,
  action_required_reason: null,
  can_edit: false,
  ...patch,
});

function editStubs(overrides: Record<string, (url: URL, init?: RequestInit) => Response> = {}) {
  let current = DETAIL;
  return paymentStubs({
    'GET /invoices/1': () => json(200, { invoice: current }),
    'PUT /invoices/1': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { transfer_date: string; amount?: number };
      current = corrected({ transfer_date: body.transfer_date, amount: body.amount ?? DETAIL.amount });
      return json(200, { invoice: current });
    },
    'GET /invoices/commission': (url) => {
      const amount = Number(url.searchParams.get('amount'));
      const commission = Math.round(amount * 0.0298);
      return json(200, {
        commission: { ...COMMISSION, amount, commission, commission_after_discount: commission, total: amount + commission },
      });
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

describe('correcting a payment the examination sent back', () => {
  it('prefills from the payment, takes a new file and dates, and PUTs only what changed', async () => {
    const fetchMock = stubApi(editStubs());
    const { router } = renderApp('/payments/edit/1/invoiceinfo');
    await h1('支払内容の修正');
    expect(screen.getByText(DETAIL.action_required_reason!)).toBeTruthy();
    await screen.findByRole('button', { name: '確認へ進む' });
    expect(input('請求金額（税込）').value).toBe('110,000');
    expect(input('お支払期限').value).toBe('2026-12-25');
    expect(input('振込希望日').value).toBe('2026-12-24');
    expect(input('請求書番号（任意）').value).toBe('INV-2026-001');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /みずほ 渋谷（123） 普通 0000123/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.queryByRole('button', { name: '下書き保存' })).toBeNull();

    // A new invoice file replaces the old one (the same upload calls as a new payment).
    fireEvent.change(screen.getByLabelText('差し替える請求書ファイル'), { target: { files: [pdf()] } });
    expect(await screen.findByRole('button', { name: '元の請求書に戻す' })).toBeTruthy();
    expect(screen.getByText('invoice-2026-12.pdf')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: /^12月22日（火）/ }));
    await waitFor(() => expect(input('振込希望日').value).toBe('2026-12-22'));
    fireEvent.change(screen.getByLabelText('メモ（任意）'), { target: { value: '鮮明な画像に差し替えました' } });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    await h1('修正内容の確認');
    expect(router.state.location.pathname).toBe('/payments/edit/1/confirm');

    const changes = await screen.findByRole('region', { name: '修正後の内容' });
    expect(within(changes).getAllByText('変更')).toHaveLength(3);
    expect(within(changes).getByText('2026/12/22（火）')).toBeTruthy();
    expect(within(changes).getByText('（変更前：2026/12/24（木））')).toBeTruthy();
    expect(screen.getByText('¥113,278（変更なし）')).toBeTruthy();

    const stats = callsOf(fetchMock).filter((c) => c === 'GET /invoices').length;
    const send = screen.getByRole('button', { name: '修正を申請する' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/review/1'));
    await h1('支払の詳細');
    expect(requestsOf(fetchMock, 'PUT /invoices/1')).toHaveLength(1);
    expect(headerOf(requestsOf(fetchMock, 'PUT /invoices/1')[0], 'idempotency-key')).toMatch(UUID);
    expect(bodyOf(fetchMock, 'PUT /invoices/1')).toEqual({
      due_date: '2026-12-25',
      transfer_date: '2026-12-22',
      file_id: 5,
      memo: '鮮明な画像に差し替えました',
    });
    expect(callsOf(fetchMock)).not.toContain('POST /invoices/credit_cards/approval');
    expect(useUiStore.getState().snackbar?.title).toBe('修正を申請しました');
    expect(screen.queryByText('ご対応をお願いします')).toBeNull();
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c === 'GET /invoices').length).toBeGreaterThan(stats));
    expect(usePaymentEdit.getState().invoiceId).toBeNull();
  });

  it('a new amount is authorised on the card first, then sent with its approval', async () => {
    const fetchMock = stubApi(
      editStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(200, { approval: { ...APPROVAL, amount: 120_000, commission: 3576, total: 123_576 } }),
      }),
    );
    const { router } = renderApp('/payments/edit/1/invoiceinfo');
    await h1('支払内容の修正');
    await screen.findByRole('button', { name: '確認へ進む' });
    type('請求金額（税込）', '120000');
    expect(await screen.findByText(/新しい金額でカードのご利用枠を確保し直します/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    await h1('修正内容の確認');
    expect(await screen.findByText('（変更前：¥110,000）')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥123,576'));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0000' }) as HTMLInputElement).checked).toBe(true));
    const send = screen.getByRole('button', { name: '修正を申請する' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/review/1'));
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toEqual({
      credit_card_id: 3,
      amount: 120_000,
      return_path: '/payments/edit/1/confirm',
    });
    expect(bodyOf(fetchMock, 'PUT /invoices/1')).toEqual({
      due_date: '2026-12-25',
      transfer_date: '2026-12-24',
      amount: 120_000,
      approval_id: 9,
    });
    const [approval] = requestsOf(fetchMock, 'POST /invoices/credit_cards/approval');
    const [put] = requestsOf(fetchMock, 'PUT /invoices/1');
    expect(headerOf(approval, 'idempotency-key')).toMatch(UUID);
    expect(headerOf(put, 'idempotency-key')).not.toBe(headerOf(approval, 'idempotency-key'));
  });

  it('a payment that cannot be corrected goes back to its detail with a message', async () => {
    stubApi(editStubs({ 'GET /invoices/1': () => json(200, { invoice: corrected() }) }));
    const { router } = renderApp('/payments/edit/1/invoiceinfo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/review/1'));
    expect(useUiStore.getState().snackbar?.text).toMatch(/この支払は修正できません/);
    await h1('支払の詳細');
  });

  it('the confirm step cannot be opened before the first one', async () => {
    stubApi(editStubs());
    const { router } = renderApp('/payments/edit/1/confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/edit/1/invoiceinfo'));
    await h1('支払内容の修正');
  });

  it('an unknown payment is not found', async () => {
    stubApi(paymentStubs());
    renderApp('/payments/edit/999/invoiceinfo');
    expect(await screen.findByText('支払が見つかりません')).toBeTruthy();
  });
});
