import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workflowStorageKey } from '../../../../lib/workflow.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../../../testing/render-app.tsx';
import { browser } from '../../shared/card-payment/card-approval.ts';
import { resetFlowHeadingFocus } from '../components/oauth-flow-frame.tsx';
import { useOAuthPayment } from '../stores/oauth-payment.ts';
import {
  APPROVAL,
  bodyOf,
  callsOf,
  CREATED,
  DETAIL,
  EARLIER,
  freshSession,
  oauthStubs,
  OTHER,
  OTHER_ID,
  PRE,
  PRE_ID,
  requestsOf,
} from '../test-support.ts';

// Several lazy chunks load on the way; the 2 shared cores can be busy.
configure({ asyncUtilTimeout: 5000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, LOAD);
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);
const INFO = `/oauth/payments/${PRE_ID}/add/invoiceinfo`;
const CONFIRM = `/oauth/payments/${PRE_ID}/add/confirm`;
const COMPLETE = `/oauth/payments/${PRE_ID}/complete`;

/** The invoice-info step with a transfer date picked, then 次へ: ends on the confirm step. */
async function pickDateAndProceed() {
  await h1('支払情報の確認');
  fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
  await waitFor(() => expect(input('振込希望日').value).toBe('2026-12-24'));
  fireEvent.click(screen.getByRole('button', { name: '次へ' }));
  await h1('内容の確認');
}

/** On the confirm step, once the card and the fee are there. */
async function readyToPay() {
  await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0000' }) as HTMLInputElement).checked).toBe(true));
  await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥113,278'));
  const pay = screen.getByRole('button', { name: 'カードで支払う' }) as HTMLButtonElement;
  await waitFor(() => expect(pay.disabled).toBe(false));
  return pay;
}

const paidDetail = {
  ...DETAIL,
  status: 'InProgress',
  status_label: '申請中',
  is_action_required: false,
  action_required_reason: null,
};

beforeEach(() => {
  freshSession();
  resetFlowHeadingFocus();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/oauth/payments/selection', () => {
  it('lists the pending pre-payments with app, supplier, amount, due date and number, each leading to its form', async () => {
    const expired = {
      ...PRE,
      pre_id: 'pre_expiredexpiredexpired01',
      expires_at: '2026-01-01T00:00:00Z',
      supplier_name: '期限切れ商事',
    };
    const paid = { ...PRE, pre_id: 'pre_paidpaidpaidpaidpaid0001', status: 'paid' as const, supplier_name: '支払済商事' };
    stubApi(oauthStubs({}, { list: [PRE, OTHER, expired, paid] }));
    renderApp('/oauth/payments/selection');
    await h1('お支払いする請求書の選択');
    const list = await screen.findByRole('list', { name: '届いている請求書' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2件の請求書が届いています。');

    const first = within(rows[0]!);
    expect(first.getByText('会計アプリ')).toBeTruthy();
    expect(first.getByRole('heading', { name: '株式会社サンプル商事' })).toBeTruthy();
    expect(first.getByText('¥110,000')).toBeTruthy();
    expect(first.getByText('2026/12/25（金）')).toBeTruthy();
    expect(first.getByText('INV-2026-001')).toBeTruthy();
    expect(first.getByRole('link', { name: '株式会社サンプル商事への¥110,000の請求書を支払う' }).getAttribute('href')).toBe(INFO);

    const second = within(rows[1]!);
    expect(second.getByText('請求書アプリ')).toBeTruthy();
    expect(second.getByText('¥1,234,567')).toBeTruthy();
    expect(second.getByText('指定なし')).toBeTruthy();
    expect(second.getByRole('link', { name: /支払う$/ }).getAttribute('href')).toBe(
      `/oauth/payments/${OTHER_ID}/add/invoiceinfo`,
    );
    expect(document.body.textContent).not.toContain('期限切れ商事');
    expect(document.body.textContent).not.toContain('支払済商事');
    // The simple layout: the logo, no navigation.
    expect(screen.queryByRole('navigation', { name: /メニュー|メイン/ })).toBeNull();
  });

  it('says where pre-payments come from when there are none', async () => {
    stubApi(oauthStubs({}, { list: [] }));
    renderApp('/oauth/payments/selection');
    expect(await screen.findByText('お支払い待ちの請求書はありません', undefined, LOAD)).toBeTruthy();
    expect(document.body.textContent).toContain('会計ソフトなどの連携アプリから請求書が送られると、ここに表示されます。');
  });

  it('needs a login', async () => {
    freshSession();
    const { useAuthStore } = await import('../../../../lib/session/auth-store.ts');
    useAuthStore.getState().clearTokens();
    stubApi(oauthStubs());
    const { router } = renderApp('/oauth/payments/selection');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/oauth/payments/selection')}`);
  });
});

describe('/oauth/payments/{preId}/add/invoiceinfo', () => {
  it('shows the invoice beside the partner’s data, takes a transfer date and memo, prepares and goes to confirm', async () => {
    const fetchMock = stubApi(oauthStubs());
    const { router } = renderApp(INFO);
    await h1('支払情報の確認');
    await screen.findByRole('region', { name: '支払先' });

    // The partner's data, read-only.
    const invoice = screen.getByRole('region', { name: '請求内容' });
    expect(within(invoice).getByText('¥110,000')).toBeTruthy();
    expect(within(invoice).getByText('2026/12/25（金）')).toBeTruthy();
    expect(within(invoice).getByText('INV-2026-001')).toBeTruthy();
    expect(within(invoice).getByText('BILL-0042')).toBeTruthy();
    const supplier = screen.getByRole('region', { name: '支払先' });
    expect(within(supplier).getByText('株式会社サンプル商事')).toBeTruthy();
    expect(within(supplier).getByText('7123456789012')).toBeTruthy();
    expect(within(supplier).getByText('T7123456789012')).toBeTruthy();
    expect(within(supplier).getByText('登録済みの支払先')).toBeTruthy();
    const account = screen.getByRole('region', { name: '振込先口座' });
    expect(within(account).getByText('みずほ銀行（0001）')).toBeTruthy();
    expect(within(account).getByText('渋谷支店（123）')).toBeTruthy();
    expect(within(account).getByText('普通')).toBeTruthy();
    expect(within(account).getByText('0000123')).toBeTruthy();
    expect(within(account).getByText('カ）サンプルシヨウジ')).toBeTruthy();
    expect(within(account).getByText('新しい口座として登録します')).toBeTruthy();
    // The invoice file, through the payment form's preview.
    expect(screen.getByText('invoice-2026-12.pdf')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'PDFをダウンロードして確認する' })).getAttribute('href')).toBe(
      '/api/v1/invoices/files/downloads/tok',
    );
    expect(screen.getByText('会計アプリ')).toBeTruthy();

    // The memo comes from the partner and may be changed; amount and number may not.
    expect((screen.getByLabelText('メモ（任意）') as HTMLTextAreaElement).value).toBe('11月分');
    expect(screen.queryByLabelText('請求金額（税込）')).toBeNull();
    fireEvent.change(screen.getByLabelText('メモ（任意）'), { target: { value: '11月分 経理確認済み' } });

    // Closed days and days after the due date cannot be chosen (the bank calendar of the payment form).
    expect(((await screen.findByRole('button', { name: /^12月5日（土） 休業日/ })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^12月28日（月）/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^12月24日（木）/ }));
    await waitFor(() => expect(input('振込希望日').value).toBe('2026-12-24'));
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));

    await h1('内容の確認');
    expect(router.state.location.pathname).toBe(CONFIRM);
    expect(requestsOf(fetchMock, `POST /oauth/pre_payments/${PRE_ID}/prepare`)).toHaveLength(1);
    expect(useOAuthPayment.getState()).toMatchObject({
      preId: PRE_ID,
      transferDate: '2026-12-24',
      memo: '11月分 経理確認済み',
      invoiceInfoDone: true,
      prepared: { supplierId: 42, accountId: 7, supplierCreated: false, accountCreated: true },
    });
    // The step's heading takes the focus (after the step has rendered); what was registered is said.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '内容の確認' })));
    expect(await screen.findByText('振込先口座を登録しました')).toBeTruthy();
  });

  it('without a transfer date, says so at the field and focuses it; nothing is prepared', async () => {
    const fetchMock = stubApi(oauthStubs());
    renderApp(INFO);
    await h1('支払情報の確認');
    await screen.findByRole('button', { name: /^12月24日（木）/ });
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByText('振込希望日を選択してください。')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('振込希望日')));
    expect(input('振込希望日').getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchMock)).not.toContain(`POST /oauth/pre_payments/${PRE_ID}/prepare`);
  });

  it('asks for the due date when the partner sent none', async () => {
    stubApi(oauthStubs({}, { pre: { ...PRE, due_date: null } }));
    renderApp(INFO);
    await h1('支払情報の確認');
    expect(await screen.findByText('（指定なし）')).toBeTruthy();
    fireEvent.change(input('お支払期限'), { target: { value: '2026-12-25' } });
    fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await h1('内容の確認');
    expect(useOAuthPayment.getState().dueDate).toBe('2026-12-25');
  });

  it('a failed prepare is announced and keeps the buyer here', async () => {
    stubApi(
      oauthStubs({
        [`POST /oauth/pre_payments/${PRE_ID}/prepare`]: () =>
          json(409, { status: 'supplier_not_usable', message: 'この支払先は現在ご利用いただけません。' }),
      }),
    );
    const { router } = renderApp(INFO);
    await h1('支払情報の確認');
    fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この支払先は現在ご利用いただけません。');
    expect(router.state.location.pathname).toBe(INFO);
    expect(useOAuthPayment.getState().invoiceInfoDone).toBe(false);
  });

  it('an expired pre-payment says so, without the form', async () => {
    stubApi(oauthStubs({}, { pre: { ...PRE, status: 'expired' } }));
    renderApp(INFO);
    expect(await screen.findByText('この請求書の支払期限が切れています', undefined, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '次へ' })).toBeNull();
    expect(screen.getByRole('link', { name: '届いている請求書の一覧へ' }).getAttribute('href')).toBe('/oauth/payments/selection');
  });

  it('a pre-payment past its expiry says so even before the server marks it', async () => {
    stubApi(oauthStubs({}, { pre: { ...PRE, expires_at: '2026-01-31T14:59:59Z' } }));
    renderApp(INFO);
    expect(await screen.findByText('この請求書の支払期限が切れています', undefined, LOAD)).toBeTruthy();
    expect(document.body.textContent).toContain('2026/01/31 23:59');
  });

  it('a paid pre-payment links to its payment', async () => {
    stubApi(
      oauthStubs(
        { 'GET /invoices/1': () => json(200, { invoice: paidDetail }) },
        { pre: { ...PRE, status: 'paid', invoice_id: 1 } },
      ),
    );
    renderApp(INFO);
    expect(await screen.findByText('この請求書はお支払い済みです', undefined, LOAD)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '支払の詳細を見る' }).getAttribute('href')).toBe('/payments/review/1'),
    );
    expect(screen.queryByRole('button', { name: '次へ' })).toBeNull();
  });

  it('an unknown pre-payment is not found', async () => {
    stubApi(oauthStubs());
    renderApp('/oauth/payments/pre_unknownunknownunknown1/add/invoiceinfo');
    expect(await screen.findByText('請求書が見つかりません', undefined, LOAD)).toBeTruthy();
  });
});

describe('/oauth/payments/{preId}/add/confirm → complete', () => {
  it('authorises the card and creates the payment with pre_id, then shows the way back to the app', async () => {
    const fetchMock = stubApi(oauthStubs({ 'GET /invoices/1': () => json(200, { invoice: paidDetail }) }));
    const { router } = renderApp(INFO);
    await pickDateAndProceed();

    const summary = screen.getByRole('region', { name: '支払情報' });
    expect(within(summary).getByText('株式会社サンプル商事')).toBeTruthy();
    expect(within(summary).getByText(/みずほ銀行 渋谷支店（123） 普通 0000123/)).toBeTruthy();
    expect(within(summary).getByText('2026/12/24（木）')).toBeTruthy();
    expect(within(summary).getByText('11月分')).toBeTruthy();

    const pay = await readyToPay();
    fireEvent.click(pay);
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(router.state.location.pathname).toBe(COMPLETE);

    expect(requestsOf(fetchMock, 'POST /invoices/credit_cards/approval')).toHaveLength(1);
    expect(requestsOf(fetchMock, 'POST /invoices')).toHaveLength(1);
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toEqual({
      credit_card_id: 3,
      amount: 110_000,
      return_path: CONFIRM,
    });
    expect(bodyOf(fetchMock, 'POST /invoices')).toEqual({
      approval_id: 9,
      file_id: 5,
      supplier_id: 42,
      account_id: 7,
      amount: 110_000,
      due_date: '2026-12-25',
      transfer_date: '2026-12-24',
      invoice_number: 'INV-2026-001',
      memo: '11月分',
      pre_id: PRE_ID,
    });
    expect(headerOf(requestsOf(fetchMock, 'POST /invoices')[0], 'idempotency-key')).toMatch(UUID);
    expect(headerOf(requestsOf(fetchMock, 'POST /invoices/credit_cards/approval')[0], 'idempotency-key')).toMatch(UUID);

    // Done: the number, the transfer date, back to the app, the payment, and the other pending one.
    expect(screen.getByTestId('display-id').textContent).toBe(CREATED.display_id);
    expect(document.body.textContent).toContain('2026/12/24（木）に支払先へお振込みします');
    expect(screen.getByRole('link', { name: '会計アプリ に戻る' }).getAttribute('href')).toBe(PRE.return_url);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '支払の詳細を見る' }).getAttribute('href')).toBe('/payments/review/1'),
    );
    expect(await screen.findByRole('heading', { name: 'ほかにも1件の請求書が届いています' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '続けて支払う' }).getAttribute('href')).toBe('/oauth/payments/selection');

    // The in-progress data is gone; only what this screen shows is kept.
    expect(useOAuthPayment.getState()).toMatchObject({
      preId: null,
      transferDate: null,
      prepared: null,
      approval: null,
      creditCardId: null,
      completed: { preId: PRE_ID, invoice: CREATED },
    });
    // The form and the confirm step now lead here: a pre-payment is not paid twice.
    await router.navigate(CONFIRM);
    await waitFor(() => expect(router.state.location.pathname).toBe(COMPLETE));
  });

  it('3-D Secure: leaves for the challenge, and on return completes the approval and pays once', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubApi(
      oauthStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(200, { approval: { ...APPROVAL, status: 'challenge_required', challenge_url: '/gateway/3ds/auth_abc' } }),
        'POST /invoices/credit_cards/approval/9/challenge': () => json(200, { approval: APPROVAL }),
      }),
    );
    const first = renderApp(INFO);
    await pickDateAndProceed();
    fireEvent.click(await readyToPay());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/gateway/3ds/auth_abc'));
    expect(callsOf(fetchMock)).not.toContain('POST /invoices');
    first.unmount();

    // The gateway sends the browser back: a fresh page load on the return path, the flow kept in sessionStorage.
    const back = renderApp(`${CONFIRM}?auth_id=auth_abc&result=success`);
    await waitFor(() => expect(back.router.state.location.pathname).toBe(COMPLETE), LOAD);
    const calls = callsOf(fetchMock);
    expect(calls.filter((c) => c === 'POST /invoices/credit_cards/approval/9/challenge')).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /invoices/credit_cards/approval')).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /invoices')).toHaveLength(1);
    expect(bodyOf(fetchMock, 'POST /invoices')).toMatchObject({ approval_id: 9, pre_id: PRE_ID, transfer_date: '2026-12-24' });
    // Kept between the gateway's page and 申請完了, so Back stays in the app.
    expect(back.router.state.historyAction).toBe('PUSH');
  });

  it('a decline keeps the buyer on the confirm step with the gateway message', async () => {
    stubApi(
      oauthStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(402, { status: 'card_declined', message: 'カード会社により取引が承認されませんでした。' }),
      }),
    );
    const { router } = renderApp(INFO);
    await pickDateAndProceed();
    fireEvent.click(await readyToPay());
    const error = await screen.findByTestId('pay-step-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('カード会社により取引が承認されませんでした。');
    await waitFor(() => expect(document.activeElement).toBe(error));
    expect(router.state.location.pathname).toBe(CONFIRM);
    expect(useOAuthPayment.getState().approval).toBeNull();
  });

  it('a promotion code is checked, applied to the fee and sent with the approval and the payment', async () => {
    const discounted = { ...APPROVAL, discount: 1000, total: 112_278, promotion_code: 'WELCOME' };
    const fetchMock = stubApi(
      oauthStubs({
        'POST /invoices/promotion': () =>
          json(200, {
            promotion: { code: 'WELCOME', description: '初回手数料1,000円引き' },
            commission: {
              amount: 110_000,
              commission_rate_basis_points: 298,
              minimum_commission: 330,
              commission: 3278,
              discount: 1000,
              commission_after_discount: 2278,
              consumption_tax: 207,
              total: 112_278,
              promotion: { code: 'WELCOME', description: '初回手数料1,000円引き' },
            },
          }),
        'POST /invoices/credit_cards/approval': () => json(200, { approval: discounted }),
      }),
    );
    renderApp(INFO);
    await pickDateAndProceed();
    await readyToPay();
    fireEvent.change(screen.getByLabelText('プロモーションコード（任意）'), { target: { value: 'WELCOME' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(await screen.findByText('WELCOME')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥112,278'));
    fireEvent.click(screen.getByRole('button', { name: 'カードで支払う' }));
    await h1('支払の申請が完了しました');
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toMatchObject({ promotion_code: 'WELCOME' });
    expect(bodyOf(fetchMock, 'POST /invoices')).toMatchObject({ promotion_code: 'WELCOME', pre_id: PRE_ID });
  });

  it('a likely duplicate (ADR 0013) is shown, and the payment goes only once it is confirmed', async () => {
    const earlier = { ...EARLIER, reasons: ['invoice_number' as const] };
    const fetchMock = stubApi(oauthStubs({ 'POST /invoices/duplicate_check': () => json(200, { duplicates: [earlier] }) }));
    renderApp(INFO);
    await pickDateAndProceed();
    const pay = await readyToPay();
    const box = await screen.findByRole('checkbox', { name: '重複していないことを確認しました' });
    expect(bodyOf(fetchMock, 'POST /invoices/duplicate_check')).toEqual({
      supplier_id: 42,
      amount: 110_000,
      due_date: '2026-12-25',
      invoice_number: 'INV-2026-001',
      file_id: 5,
    });
    fireEvent.click(pay);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(callsOf(fetchMock)).not.toContain('POST /invoices/credit_cards/approval');
    fireEvent.click(box);
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(bodyOf(fetchMock, 'POST /invoices')).toMatchObject({ duplicate_confirmed: true, pre_id: PRE_ID });
  });

  it('paid meanwhile (another tab): the refusal is followed by what became of the pre-payment', async () => {
    let paidElsewhere = false;
    stubApi(
      oauthStubs({
        [`GET /oauth/pre_payments/${PRE_ID}`]: () =>
          json(200, { pre_payment: paidElsewhere ? { ...PRE, status: 'paid', invoice_id: 1 } : PRE }),
        [`POST /oauth/pre_payments/${PRE_ID}/prepare`]: () =>
          json(200, { supplier_id: 42, account_id: 7, supplier_created: false, account_created: false }),
        'POST /invoices': () => {
          paidElsewhere = true;
          return json(409, { status: 'conflict', message: 'この請求書はすでにお支払いの申請が済んでいます。' });
        },
      }),
    );
    renderApp(INFO);
    await pickDateAndProceed();
    fireEvent.click(await readyToPay());
    expect(await screen.findByText('この請求書はお支払い済みです')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'カードで支払う' })).toBeNull();
  });

  it('cannot be opened before the invoice-info step is done', async () => {
    stubApi(oauthStubs());
    const { router } = renderApp(CONFIRM);
    await h1('支払情報の確認');
    expect(router.state.location.pathname).toBe(INFO);
  });
});

describe('/oauth/payments/{preId}/complete opened later', () => {
  it('reads the payment from the server when the flow no longer holds it', async () => {
    stubApi(
      oauthStubs(
        { 'GET /invoices/1': () => json(200, { invoice: paidDetail }) },
        { pre: { ...PRE, status: 'paid', invoice_id: 1, return_url: null }, list: [] },
      ),
    );
    renderApp(COMPLETE);
    await h1('支払の申請が完了しました');
    expect((await screen.findByTestId('display-id')).textContent).toBe(DETAIL.display_id);
    expect(screen.queryByRole('link', { name: /に戻る$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '続けて支払う' })).toBeNull();
  });

  it('a pre-payment not paid yet goes back to its form', async () => {
    stubApi(oauthStubs());
    const { router } = renderApp(COMPLETE);
    await waitFor(() => expect(router.state.location.pathname).toBe(INFO), LOAD);
  });
});

describe('the old form /oauth/payments/add/invoiceinfo', () => {
  it('?pre_id= goes to the new form, replacing the old address', async () => {
    stubApi(oauthStubs());
    const { router } = renderApp(`/oauth/payments/add/invoiceinfo?pre_id=${PRE_ID}`);
    await h1('支払情報の確認');
    expect(router.state.location.pathname).toBe(INFO);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('without pre_id goes to the error page', async () => {
    stubApi(oauthStubs());
    const { router } = renderApp('/oauth/payments/add/invoiceinfo');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/error\/[^/]+\/[^/]+$/), LOAD);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(decodeURIComponent(router.state.location.pathname)).toContain('連携情報が見つかりません');
  });
});

describe('the OAuth payment workflow', () => {
  it('is cleared when the buyer leaves it for another workflow, and kept while they stay in it', async () => {
    stubApi(oauthStubs());
    const { router } = renderApp(INFO);
    await pickDateAndProceed();
    expect(sessionStorage.getItem(workflowStorageKey('oauthPayment'))).toContain('2026-12-24');

    // Between its own screens the data stays.
    await router.navigate('/oauth/payments/selection');
    await h1('お支払いする請求書の選択');
    expect(useOAuthPayment.getState().transferDate).toBe('2026-12-24');

    await router.navigate('/payments/create');
    await h1('請求書のアップロード');
    expect(useOAuthPayment.getState()).toMatchObject({ preId: null, transferDate: null, prepared: null });
    expect(sessionStorage.getItem(workflowStorageKey('oauthPayment'))).toBeNull();
  });

  it('another pre-payment starts from nothing', async () => {
    stubApi(oauthStubs());
    const { router } = renderApp(INFO);
    await pickDateAndProceed();
    await router.navigate(`/oauth/payments/${OTHER_ID}/add/invoiceinfo`);
    await screen.findByText('有限会社テスト工房', undefined, LOAD);
    expect(useOAuthPayment.getState()).toMatchObject({ preId: OTHER_ID, transferDate: null, prepared: null });
  });
});
