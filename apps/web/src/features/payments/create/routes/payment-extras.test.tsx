import type { Draft } from '@icp/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCardTokenConfig } from '../../../../lib/card-gateway.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { draftDataOf, usePaymentFlow } from '../stores/payment-flow.ts';
import {
  ACCOUNT,
  bodyOf,
  callsOf,
  CARD,
  COMMISSION,
  freshSession,
  paymentStubs,
  requestsOf,
  SUPPLIER,
  UPLOAD,
} from '../../shared/test-support.ts';

/** The MDK token server (the VeriTrans simulator's shape), where the config says it is. */
const TOKEN_STUBS = {
  'GET /invoices/credit_cards/token_config': () => json(200, { token_url: '/gateway/4gtoken', token_api_key: 'pub-key-1' }),
  'POST /gateway/4gtoken': () =>
    json(200, {
      token: 'tok_abc',
      token_expire_date: '20261125120000',
      req_card_number: '352800********07',
      status: 'success',
      code: 'success',
      message: 'トークンの生成に成功しました。',
    }),
};

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'invoice.pdf', { type: 'application/pdf' });

async function upload() {
  await h1('請求書のアップロード');
  fireEvent.change(screen.getByLabelText('請求書ファイル'), { target: { files: [pdf()] } });
  await h1('支払情報の入力');
  await screen.findByRole('button', { name: '確認へ進む' });
}

async function pickDateAndProceed() {
  fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
  fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
  await h1('内容の確認');
}

beforeEach(() => {
  freshSession();
  forgetCardTokenConfig();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a supplier and account that are not registered yet', () => {
  // Two lazy forms load on the way: slower than the other journeys.
  it('are entered from the invoice, then registered when the buyer proceeds', { timeout: 20_000 }, async () => {
    const NEW_SUPPLIER = { ...SUPPLIER, id: 50, status: 'Unapproved' as const, accounts: [] };
    const NEW_ACCOUNT = { ...ACCOUNT, id: 60 };
    const fetchMock = stubApi(
      paymentStubs({
        'POST /invoices/files/upload': () =>
          json(201, {
            ...UPLOAD,
            extraction: {
              ...UPLOAD.extraction,
              matched_supplier_id: null,
              fields: {
                ...UPLOAD.extraction.fields,
                issuer_postal_code: { value: '1000005', confidence: 0.95 },
                issuer_address: { value: '東京都千代田区丸の内1-2-3', confidence: 0.85 },
                issuer_phone: { value: '03-1234-5678', confidence: 0.95 },
              },
            },
          }),
        'GET /postal_codes/1000005': () =>
          json(200, {
            addresses: [{ postal_code: '1000005', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '丸の内' }],
          }),
        'GET /suppliers': () => json(200, { count_all: 0, suppliers: [] }),
        'GET /corporations': () =>
          json(200, {
            corporations: [
              {
                corporate_number: '7123456789012',
                name: '株式会社サンプル商事',
                name_kana: 'カブシキガイシャサンプルショウジ',
                postal_code: '1000005',
                address_state: '東京都',
                address_city: '千代田区',
                address_street: '丸の内1-2-3',
              },
            ],
          }),
        'GET /banks2': () => json(200, { banks: [], branches: [{ code: '123', name: '渋谷', kana: 'シブヤ' }] }),
        'POST /accounts/holder_kana': () =>
          json(200, { account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ', display: 'カ）サンプルシヨウジ', bytes: 12 }),
        'POST /suppliers/corporation': () => json(201, { supplier: NEW_SUPPLIER, warnings: [] }),
        'POST /suppliers/50/accounts': () =>
          json(201, {
            account: NEW_ACCOUNT,
            warnings: [{ code: 'duplicate_account', message: '同じ口座が別の支払先にも登録されています。' }],
          }),
        'GET /suppliers/50': () => json(200, { ...NEW_SUPPLIER, accounts: [NEW_ACCOUNT] }),
      }),
    );
    const { router } = renderApp('/payments/create');
    await upload();

    // No suppliers yet: a new one, prefilled with the issuer, its 法人番号, address and phone.
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '新しい支払先を登録' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: '支払先の情報を入力する' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sub=supplier'));
    await screen.findByRole('button', { name: 'この支払先を使う' });
    expect(input('法人番号').value).toBe('7123456789012');
    expect(input('法人名').value).toBe('株式会社サンプル商事');
    expect(input('郵便番号').value).toBe('100-0005');
    expect(input('都道府県').value).toBe('東京都');
    expect(input('市区町村').value).toBe('千代田区');
    expect(input('番地').value).toBe('丸の内1-2-3');
    expect(input('電話番号').value).toBe('03-1234-5678');
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(input('市区町村').value).toBe('千代田区'));
    fireEvent.click(screen.getByRole('button', { name: 'この支払先を使う' }));
    await screen.findByRole('button', { name: '支払先の入力内容を修正する' });
    expect(router.state.location.search).toBe('');

    // The account as read from the invoice.
    fireEvent.click(screen.getByRole('button', { name: '口座の情報を入力する' }));
    await screen.findByRole('button', { name: 'この口座を使う' });
    expect(screen.getByText(/選択中の金融機関/).textContent).toContain('みずほ');
    expect(screen.getByText(/選択中の支店/).textContent).toContain('渋谷');
    expect(input('口座番号').value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'この口座を使う' }));
    await screen.findByRole('button', { name: '口座の入力内容を修正する' });
    // What was typed on the main form survived the detours.
    expect(input('請求金額（税込）').value).toBe('110,000');

    await pickDateAndProceed();
    expect(callsOf(fetchMock).filter((c) => c.startsWith('POST /suppliers'))).toEqual([
      'POST /suppliers/corporation',
      'POST /suppliers/50/accounts',
    ]);
    expect(bodyOf(fetchMock, 'POST /suppliers/50/accounts')).toEqual({
      bank_code: '0001',
      branch_code: '123',
      account_type: '2',
      account_number: '0000123',
      account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
    });
    expect(usePaymentFlow.getState().invoiceForm).toMatchObject({
      formOne: { supplierId: 50, isNewSupplier: false },
      formTwo: { accountId: 60, isNewAccount: false },
    });
    await waitFor(() => expect(screen.getByText('同じ口座が別の支払先にも登録されています。')).toBeTruthy());
    await waitFor(() => expect(within(screen.getByRole('main')).getByText(/みずほ 渋谷（123） 普通 0000123/)).toBeTruthy());
  });
});

describe('a new card on the confirm step', () => {
  it('goes to the token server, only its token and the typed last 4 to our API, and is chosen for the payment', async () => {
    let cards: unknown[] = [];
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/credit_cards': () => json(200, { credit_cards: cards }),
        ...TOKEN_STUBS,
        'POST /invoices/credit_cards': () => {
          cards = [{ ...CARD, id: 11, last4: '0007' }];
          return json(201, { credit_card: { ...CARD, id: 11, last4: '0007' } });
        },
      }),
    );
    renderApp('/payments/create');
    await upload();
    await pickDateAndProceed();
    // No saved card: the form is open, and there is nothing to pay with yet.
    await screen.findByRole('button', { name: 'このカードを登録する' });
    expect((screen.getByRole('button', { name: 'カードで支払う' }) as HTMLButtonElement).disabled).toBe(true);
    type('カード番号', '3528000000000007');
    type('有効期限（MM/YY）', '12/30');
    type('セキュリティコード', '123');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0007' }) as HTMLInputElement).checked).toBe(true));
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards')).toEqual({ token: 'tok_abc', last4: '0007' });

    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toMatchObject({ credit_card_id: 11 });

    // The card number went nowhere but the token server, and nothing keeps it.
    expect(bodyOf(fetchMock, 'POST /gateway/4gtoken')).toMatchObject({ card_number: '3528000000000007' });
    const ours = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/v1'));
    expect(ours.length).toBeGreaterThan(0);
    for (const [u, init] of ours) {
      expect(`${String(u)} ${String(init?.body ?? '')}`).not.toContain('3528000000000007');
    }
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('3528000000000007');
  });

  it('a promotion code is checked by the server and the discounted total is shown', async () => {
    const discounted = { ...COMMISSION, discount: 1000, commission_after_discount: 2278, consumption_tax: 207, total: 112_278 };
    const fetchMock = stubApi(
      paymentStubs({
        'POST /invoices/promotion': (_url, init) =>
          JSON.parse(String(init?.body)).promotion_code === 'WELCOME'
            ? json(200, {
                promotion: {
                  code: 'WELCOME',
                  description: '手数料1,000円引き',
                  discount_type: 'amount',
                  discount_value: 1000,
                  valid_until: null,
                },
                commission: discounted,
              })
            : json(400, { status: 'invalid_promotion', message: 'このプロモーションコードはご利用いただけません。' }),
        'GET /invoices/commission': (url) =>
          json(200, { commission: url.searchParams.get('promotion_code') === 'WELCOME' ? discounted : COMMISSION }),
      }),
    );
    renderApp('/payments/create');
    await upload();
    await pickDateAndProceed();
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥113,278'));
    type('プロモーションコード（任意）', 'NOPE');
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(await screen.findByText('このプロモーションコードはご利用いただけません。')).toBeTruthy();
    type('プロモーションコード（任意）', 'WELCOME');
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(await screen.findByText('手数料1,000円引き')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥112,278'));
    expect(screen.getByText('-¥1,000')).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toMatchObject({ promotion_code: 'WELCOME' });
    expect(bodyOf(fetchMock, 'POST /invoices')).toMatchObject({ promotion_code: 'WELCOME' });
  });
});

describe('drafts', () => {
  it('下書き保存 creates the draft once, then updates it', async () => {
    const fetchMock = stubApi(
      paymentStubs({
        'POST /drafts': (_url, init) =>
          json(201, {
            draft: {
              id: 8,
              supplier_name: null,
              amount: 110_000,
              data: JSON.parse(String(init?.body)).data,
              created_at: '',
              updated_at: '',
            },
          }),
        'PUT /drafts/8': (_url, init) =>
          json(200, {
            draft: {
              id: 8,
              supplier_name: null,
              amount: 110_000,
              data: JSON.parse(String(init?.body)).data,
              created_at: '',
              updated_at: '',
            },
          }),
      }),
    );
    renderApp('/payments/create');
    await upload();
    type('メモ（任意）', '12月分');
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(usePaymentFlow.getState().draftId).toBe(8));
    fireEvent.click(screen.getByRole('button', { name: '下書き保存' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('PUT /drafts/8'));
    const saved = bodyOf(fetchMock, 'POST /drafts') as { data: Draft['data'] };
    expect(saved.data.step).toBe('invoiceinfo');
    expect(saved.data.invoiceFile?.file.id).toBe(5);
    expect(saved.data.invoiceForm).toMatchObject({ amount: 110_000, memo: '12月分', dueDate: '2026-12-25' });
    expect(callsOf(fetchMock).filter((c) => c === 'POST /drafts')).toHaveLength(1);
  });

  it('the list deletes the chosen drafts after a confirmation', async () => {
    const drafts = [
      { id: 8, supplier_name: '株式会社サンプル商事', amount: 110_000, updated_at: '2026-11-22T10:00:00Z' },
      { id: 9, supplier_name: null, amount: null, updated_at: '2026-11-21T10:00:00Z' },
    ];
    const fetchMock = stubApi(
      paymentStubs({
        'GET /drafts': () => json(200, { count: drafts.length, drafts }),
        'DELETE /drafts': () => new Response(null, { status: 204 }),
      }),
    );
    renderApp('/payments/draft');
    await h1('下書き');
    const remove = await screen.findByRole('button', { name: /選択した下書きを削除/ });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /株式会社サンプル商事/ }));
    expect(remove.textContent).toContain('（1件）');
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('選択した1件の下書きを削除します。削除した下書きは元に戻せません。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'はい' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('DELETE /drafts'));
    expect(bodyOf(fetchMock, 'DELETE /drafts')).toEqual({ draft_ids: [8] });
    expect(await screen.findByText('1件の下書きを削除しました。')).toBeTruthy();
  });

  it('opening a draft loads it into the flow and continues at its step', async () => {
    usePaymentFlow.getState().setInvoiceFile(UPLOAD);
    usePaymentFlow.getState().setAccountChoice({ accountId: 7, isNewAccount: false });
    usePaymentFlow.getState().updateInvoiceForm({ transferDate: '2026-12-24', memo: '下書きのメモ' });
    usePaymentFlow.getState().updateConfirmForm({ creditCardId: 3 });
    const data = draftDataOf(usePaymentFlow.getState(), 'confirm');
    usePaymentFlow.getState().reset();
    const fetchMock = stubApi(
      paymentStubs({
        'GET /drafts/8': () =>
          json(200, {
            draft: { id: 8, supplier_name: '株式会社サンプル商事', amount: 110_000, data, created_at: '', updated_at: '' },
          }),
      }),
    );
    const { router } = renderApp('/payments/draft/8');
    await h1('内容の確認');
    expect(router.state.location.pathname).toBe('/payments/add/confirm');
    expect(usePaymentFlow.getState()).toMatchObject({ draftId: 8, step: 'confirm' });
    expect(screen.getByText('下書きのメモ')).toBeTruthy();

    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    // The payment uses the draft up.
    expect(bodyOf(fetchMock, 'POST /invoices')).toMatchObject({ draft_id: 8, memo: '下書きのメモ' });
    expect(requestsOf(fetchMock, 'GET /drafts/8')).toHaveLength(1);
  });

  it('an unknown draft says so', async () => {
    stubApi(paymentStubs());
    renderApp('/payments/draft/999');
    expect(await screen.findByText(/この下書きは見つかりませんでした。/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '下書きの一覧へ戻る' })).toBeTruthy();
  });
});
