import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { callsOf, freshSession, paymentStubs, REQUEST } from '../../shared/test-support.ts';

// Several lazy chunks load on the way; the 2 shared cores can be busy.
configure({ asyncUtilTimeout: 4000 });

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const row = (over: Record<string, unknown> = {}) => ({
  id: 1,
  display_id: 'I-00000001',
  type: 'InvoicePayment',
  status: 'InProgress',
  is_action_required: false,
  supplier_name: '株式会社サンプル商事',
  amount: 110_000,
  transfer_date: '2026-12-24',
  created_at: '2026-11-22T01:05:00Z',
  ...over,
});

const page = (invoices: unknown[], total = invoices.length) =>
  json(200, { total_count: total, total_count_is_action_required: 0, invoices });

type FetchMock = ReturnType<typeof stubApi>;

/** The list calls (not the shell's size=1 stats probes), as URLs. */
const listCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://app.test'))
    .filter((u) => u.pathname === '/api/v1/invoices' && u.searchParams.get('size') !== '1');

const lastListCall = (fetchMock: FetchMock, where: (u: URL) => boolean = () => true) => listCalls(fetchMock).filter(where).at(-1);

/** GET /invoices answering per tab: the action-required tab, the others, and the stats probes. */
function listStub(handler: (url: URL) => Response) {
  return {
    'GET /invoices': (url: URL) => (url.searchParams.get('size') === '1' ? page([], 0) : handler(url)),
  };
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

describe('payment lists', () => {
  it('review: what needs action first, then the rest, each row linking to its detail with its status label', async () => {
    stubApi(
      paymentStubs(
        listStub((url) =>
          url.searchParams.get('is_action_required') === 'true'
            ? page([row({ id: 2, display_id: 'I-00000002', status: 'InProgressExaminationChecked', is_action_required: true })])
            : page([row()]),
        ),
      ),
    );
    renderApp('/payments/review');
    await h1('審査中の支払');
    const action = await screen.findByRole('region', { name: '対応が必要な支払' });
    const review = screen.getByRole('region', { name: '審査中' });
    await waitFor(() => expect(within(action).getByRole('link', { name: /I-00000002/ })).toBeTruthy());
    const link = within(action).getByRole('link', { name: /I-00000002/ });
    expect(link.getAttribute('href')).toBe('/payments/review/2');
    expect(within(link).getByText('審査中')).toBeTruthy();
    expect(within(link).getByText('要対応')).toBeTruthy();
    await waitFor(() => expect(within(review).getByRole('link', { name: /I-00000001/ })).toBeTruthy());
    expect(within(within(review).getByRole('link', { name: /I-00000001/ })).getByText('申請中')).toBeTruthy();
    expect(within(review).getByText('¥110,000')).toBeTruthy();
  });

  it('filters go to the URL and the API query, back to page 1; bad values are refused on the spot', async () => {
    const fetchMock = stubApi(paymentStubs(listStub(() => page([row({ status: 'InProgressExaminationCompleted' })], 45))));
    const { router } = renderApp('/payments/reserved?page=2');
    await h1('振込予約済の支払');
    await waitFor(() => expect(lastListCall(fetchMock)?.searchParams.get('from')).toBe('20'));

    type('請求金額（下限）', 'abc');
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(await screen.findByText('金額は半角数字で入力してください（例：110,000）。')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('請求金額（下限）')));
    type('請求金額（下限）', '200,000');
    type('請求金額（上限）', '100000');
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(await screen.findByText('上限は下限以上の金額を入力してください。')).toBeTruthy();
    type('振込予定日（開始）', '2026-12-31');
    type('振込予定日（終了）', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(await screen.findByText('終了日は開始日以降の日付を選択してください。')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');

    type('支払先名', ' サンプル ');
    type('請求金額（下限）', '10,000');
    type('請求金額（上限）', '２００,０００');
    type('振込予定日（開始）', '2026-12-01');
    type('振込予定日（終了）', '2026-12-31');
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'サンプル',
        amount_min: '10000',
        amount_max: '200000',
        date_from: '2026-12-01',
        date_to: '2026-12-31',
      }),
    );
    await waitFor(() => expect(lastListCall(fetchMock)?.searchParams.get('q')).toBe('サンプル'));
    const sent = lastListCall(fetchMock)!.searchParams;
    expect(sent.get('from')).toBe('0');
    expect(sent.get('size')).toBe('20');
    expect(sent.get('status')).toBe('InProgressExaminationCompleted');
    expect(sent.get('type')).toBe('InvoicePayment,InvoiceRequestBuyer');
    expect(sent.get('amount_min')).toBe('10000');
    expect(sent.get('amount_max')).toBe('200000');
    expect(sent.get('date_from')).toBe('2026-12-01');
    expect(sent.get('date_to')).toBe('2026-12-31');

    // Paging keeps the filters.
    fireEvent.click(await screen.findByRole('button', { name: '次へ' }));
    await waitFor(() => expect(lastListCall(fetchMock)?.searchParams.get('from')).toBe('20'));
    expect(lastListCall(fetchMock)?.searchParams.get('q')).toBe('サンプル');
    expect(input('支払先名').value).toBe('サンプル');
  });

  it('filters in the URL prefill the form; no match offers to clear them', async () => {
    const fetchMock = stubApi(
      paymentStubs(listStub((url) => (url.searchParams.get('q') ? page([], 0) : page([row({ status: 'TransferCompleted' })])))),
    );
    const { router } = renderApp('/payments/history?q=%E5%95%86%E4%BA%8B&amount_max=5000&date_from=2026-13-01&amount_min=x');
    await h1('支払履歴');
    expect(input('支払先名').value).toBe('商事');
    expect(input('請求金額（上限）').value).toBe('5,000');
    // Malformed values in the URL are ignored.
    expect(input('請求金額（下限）').value).toBe('');
    expect(input('振込予定日（開始）').value).toBe('');
    expect(await screen.findByText('条件に一致する支払はありません')).toBeTruthy();
    const sent = lastListCall(fetchMock)!.searchParams;
    expect(sent.get('q')).toBe('商事');
    expect(sent.get('amount_max')).toBe('5000');
    expect(sent.has('amount_min')).toBe(false);
    expect(sent.has('date_from')).toBe(false);

    fireEvent.click(screen.getAllByRole('button', { name: '条件をクリア' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: /I-00000001/ })).toBeTruthy();
    expect(input('支払先名').value).toBe('');
  });

  it.each([
    ['/payments/draft', '下書きはありません', /「下書き保存」を押すと/],
    ['/payments/review', '審査中の支払はありません', /審査が終わるまで/],
    ['/payments/reserved', '振込予約済の支払はありません', /振込日まで/],
    ['/payments/history', '支払履歴はありません', /振込が完了した支払/],
    ['/payments/waiting', '支払待ちの請求はありません', /請求キー/],
  ])('an empty %s says that this tab is empty (not that there are no payments) and how it fills', async (url, title, hint) => {
    stubApi(paymentStubs({ ...listStub(() => page([], 0)), 'GET /drafts': () => json(200, { count: 0, drafts: [] }) }));
    renderApp(url);
    const empty = await screen.findByText(title);
    expect(empty.parentElement?.textContent).toMatch(hint);
    expect(document.body.textContent).not.toContain('まだ支払がありません');
  });
});

describe('requests on the waiting list, in the buyer’s words', () => {
  it('a request not linked yet waits for its key, a linked one for payment, a past one is 期限切れ; each shows its expiry', async () => {
    const request = (over: Record<string, unknown>) => row({ type: 'InvoiceRequestBuyer', transfer_date: null, ...over });
    stubApi(
      paymentStubs(
        listStub(() =>
          page([
            request({
              id: 31,
              display_id: 'I-00000031',
              status: 'BuyerNotRegistered',
              request_expires_at: '2099-12-31T14:59:59Z',
            }),
            request({
              id: 32,
              display_id: 'I-00000032',
              status: 'WaitingForPayment',
              request_expires_at: '2099-06-30T14:59:59Z',
            }),
            // The expiry job has not run yet: the status still says open.
            request({
              id: 33,
              display_id: 'I-00000033',
              status: 'BuyerNotRegistered',
              request_expires_at: '2026-01-31T14:59:59Z',
            }),
          ]),
        ),
      ),
    );
    renderApp('/payments/waiting');
    await h1('支払待ちの請求');
    const link = async (id: string) => screen.findByRole('link', { name: new RegExp(id) });
    expect(within(await link('I-00000031')).getByText('請求キー登録待ち')).toBeTruthy();
    expect((await link('I-00000031')).textContent).toContain('有効期限 2099/12/31 23:59');
    expect(within(await link('I-00000032')).getByText('支払待ち')).toBeTruthy();
    expect((await link('I-00000032')).textContent).toContain('有効期限 2099/06/30 23:59');
    expect(within(await link('I-00000033')).getByText('期限切れ')).toBeTruthy();
    expect(document.body.textContent).not.toContain('未登録');
  });
});

describe('request keys on the waiting list', () => {
  const keyInfo = (over: Record<string, unknown> = {}) =>
    json(200, {
      request_key: {
        key: 'KEY-123456',
        key_status: 1,
        is_used: false,
        invoice_id: null,
        doc_number: null,
        seller_name: '株式会社リクエスト商会',
        amount: 110_000,
        expires_at: '2026-12-31T14:59:59Z',
        ...over,
      },
    });

  const enterKey = async (key = 'KEY-123456') => {
    await h1('支払待ちの請求');
    type('請求キー', key);
    fireEvent.click(screen.getByRole('button', { name: '取得' }));
  };

  it('a 400 with status "2" opens the dialog with the server message and only a confirm button; the key is cleared', async () => {
    const message = 'この請求キーは有効期限が切れています。請求元の事業者へお問い合わせください。';
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/request_keys/KEY-123456': () => keyInfo(),
        'POST /invoices/request_keys': () => json(400, { status: '2', message }),
      }),
    );
    const { router } = renderApp('/payments/waiting');
    await enterKey();
    const dialog = await screen.findByRole('alertdialog', { name: '請求支払の取得に失敗しました' });
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    expect(input('請求キー').value).toBe('');
    expect(callsOf(fetchMock).filter((c) => c === 'POST /invoices/request_keys')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/payments/waiting');
  });

  it('an expired key is refused without linking, with the default message', async () => {
    const fetchMock = stubApi(paymentStubs({ 'GET /invoices/request_keys/KEY-123456': () => keyInfo({ key_status: 2 }) }));
    renderApp('/payments/waiting');
    await enterKey();
    const dialog = await screen.findByRole('alertdialog', { name: '請求支払の取得に失敗しました' });
    expect(within(dialog).getByText(/有効期限が切れているか、無効になっています/)).toBeTruthy();
    expect(callsOf(fetchMock)).not.toContain('POST /invoices/request_keys');
    expect(input('請求キー').value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a used key opens the request it was used for, without linking again', async () => {
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/request_keys/KEY-123456': () => keyInfo({ is_used: true, invoice_id: 30, doc_number: 'DOC-0030' }),
        'GET /invoices/30': () => json(200, { invoice: REQUEST }),
      }),
    );
    const { router } = renderApp('/payments/waiting');
    await enterKey();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/waiting/30/creditcard'));
    expect(callsOf(fetchMock)).not.toContain('POST /invoices/request_keys');
    await h1('カードで支払う');
  });

  it('a valid key is linked, then its card payment screen opens', async () => {
    const fetchMock = stubApi(
      paymentStubs({
        'GET /invoices/request_keys/KEY-123456': () => keyInfo(),
        'POST /invoices/request_keys': () => json(200, { invoice_id: 30, buyer_document_number: 'DOC-0030' }),
        'GET /invoices/30': () => json(200, { invoice: REQUEST }),
      }),
    );
    const { router } = renderApp('/payments/waiting');
    await enterKey(' KEY-123456 ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/waiting/30/creditcard'));
    const post = fetchMock.mock.calls.find(
      ([u, init]) => String(u).endsWith('/invoices/request_keys') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ request_key: 'KEY-123456' });
  });

  it('a malformed key is refused before any call', async () => {
    const fetchMock = stubApi(paymentStubs());
    renderApp('/payments/waiting');
    await enterKey('ab');
    expect(await screen.findByText('請求キーは半角英数字とハイフン（6〜64文字）で入力してください。')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.startsWith('GET /invoices/request_keys'))).toBe(false);
    // Focus goes to the refused field, not left on 取得.
    await waitFor(() => expect(document.activeElement).toBe(input('請求キー')));
  });
});
