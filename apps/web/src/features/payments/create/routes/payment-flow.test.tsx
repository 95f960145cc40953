import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workflowStorageKey } from '../../../../lib/workflow.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { browser } from '../components/use-pay.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';
import { APPROVAL, bodyOf, callsOf, CREATED, freshSession, paymentStubs, requestsOf, UPLOAD } from '../../shared/test-support.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], 'invoice-2026-12.pdf', {
    type: 'application/pdf',
  });
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

/** Upload on /payments/create; ends on the invoice-info step with the form loaded. */
async function upload(file: File = pdf()) {
  await h1('請求書のアップロード');
  fireEvent.change(screen.getByLabelText('請求書ファイル'), { target: { files: [file] } });
  await h1('支払情報の入力');
  await screen.findByRole('button', { name: '確認へ進む' });
}

/** From the invoice-info step (prefilled) to the confirm step with a transfer date picked in the calendar. */
async function fillAndProceed() {
  const day = await screen.findByRole('button', { name: /^12月24日（木）/ });
  fireEvent.click(day);
  await waitFor(() => expect(input('振込希望日').value).toBe('2026-12-24'));
  fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
  await h1('内容の確認');
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

describe('payment: upload → invoice info → confirm → complete', () => {
  it('a value the reader was not sure of asks to be checked instead of being presented as read', async () => {
    const unsure = {
      ...UPLOAD,
      extraction: {
        ...UPLOAD.extraction,
        fields: {
          ...UPLOAD.extraction.fields,
          total_amount: { value: 110_000, confidence: 0.62 },
          account_holder: { value: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ', confidence: 0.5 },
        },
      },
    };
    stubApi(paymentStubs({ 'POST /invoices/files/upload': () => json(201, unsure) }));
    renderApp('/payments/create');
    await upload();

    await waitFor(() => expect(input('請求金額（税込）').value).toBe('110,000'));
    const amountHint = () => input('請求金額（税込）').closest('div.space-y-2')!;
    await waitFor(() => expect(within(amountHint() as HTMLElement).getByText('読み取り結果をご確認ください')).toBeTruthy());
    expect(within(amountHint() as HTMLElement).queryByText('請求書から読み取り')).toBeNull();
    // The due date was read surely: presented as read.
    expect(input('お支払期限').value).toBe('2026-12-25');
    // The account as printed carries the same request, for its holder name.
    const printed = await screen.findByText('請求書の記載：');
    expect(within(printed.parentElement!).getByText('読み取り結果をご確認ください')).toBeTruthy();
  });

  it('reads the invoice, prefills the form, authorises the card and creates the payment', async () => {
    const fetchMock = stubApi(paymentStubs());
    const { router } = renderApp('/payments/create');
    await upload();
    expect(router.state.location.pathname).toBe('/payments/add/invoiceinfo');

    // The file went to the signed URL as is, without our auth headers.
    const put = requestsOf(fetchMock, 'PUT /invoices/files/uploads/up_1')[0];
    expect(put?.body).toBeInstanceOf(File);
    expect(headerOf(put, 'authorization')).toBeNull();
    expect(headerOf(put, 'content-type')).toBe('application/pdf');
    expect(bodyOf(fetchMock, 'POST /invoices/files/upload/url')).toEqual({
      file_name: 'invoice-2026-12.pdf',
      content_type: 'application/pdf',
      size: 8,
    });
    expect(bodyOf(fetchMock, 'POST /invoices/files/upload')).toEqual({ upload_id: 'up_1' });

    // Prefilled from the invoice, each read value marked.
    await waitFor(() => expect(input('請求金額（税込）').value).toBe('110,000'));
    expect(input('お支払期限').value).toBe('2026-12-25');
    expect(input('請求書番号（任意）').value).toBe('INV-2026-001');
    await waitFor(() => expect((screen.getByRole('combobox', { name: '支払先' }) as HTMLSelectElement).value).toBe('42'));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /みずほ 渋谷（123） 普通 0000123/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.getAllByText('請求書から読み取り').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('invoice-2026-12.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDFをダウンロードして確認する' }).getAttribute('href')).toBe(
      '/api/v1/invoices/files/downloads/tok',
    );

    // Changing the amount away from the invoice's total warns, without blocking.
    fireEvent.change(input('請求金額（税込）'), { target: { value: '100000' } });
    expect(await screen.findByText(/請求書から読み取った金額（¥110,000）と異なります/)).toBeTruthy();
    fireEvent.change(input('請求金額（税込）'), { target: { value: '110000' } });
    fireEvent.blur(input('請求金額（税込）'));
    await waitFor(() => expect(input('請求金額（税込）').value).toBe('110,000'));

    // Closed days and days outside earliest…due cannot be chosen.
    expect((screen.getByRole('button', { name: /^12月5日（土） 休業日（土曜日）/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^12月1日（火）/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^12月28日（月）/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input('振込希望日'), { target: { value: '2026-12-05' } });
    expect(
      await screen.findByText('振込希望日は銀行営業日を選択してください（2026/12/05（土）は土曜日で休業日です）。'),
    ).toBeTruthy();

    await fillAndProceed();
    expect(router.state.location.pathname).toBe('/payments/add/confirm');
    const main = screen.getByRole('main');
    await waitFor(() => expect(within(main).getByText('株式会社サンプル商事')).toBeTruthy());
    expect(within(main).getByText('2026/12/24（木）')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('charge-total').textContent).toBe('¥113,278'));
    expect(within(main).getByText('¥3,278')).toBeTruthy();
    expect(within(main).getByText('うち消費税')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('radio', { name: 'JCB •••• 0000' }) as HTMLInputElement).checked).toBe(true));

    const stats = callsOf(fetchMock).filter((c) => c === 'GET /invoices').length;
    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(router.state.location.pathname).toBe('/payments/complete');
    expect(screen.getByTestId('display-id').textContent).toBe('I-00000001');
    expect(screen.getByText('¥113,278')).toBeTruthy();
    expect(screen.getByText('2026/11/26（木）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '審査中の支払を見る' }).getAttribute('href')).toBe('/payments/review');
    expect(screen.getByRole('link', { name: 'トップページへ' }).getAttribute('href')).toBe('/toppage');

    // One approval, one payment, each with its own Idempotency-Key.
    const approvals = requestsOf(fetchMock, 'POST /invoices/credit_cards/approval');
    const invoices = requestsOf(fetchMock, 'POST /invoices');
    expect(approvals).toHaveLength(1);
    expect(invoices).toHaveLength(1);
    expect(headerOf(approvals[0], 'idempotency-key')).toMatch(UUID);
    expect(headerOf(invoices[0], 'idempotency-key')).toMatch(UUID);
    expect(headerOf(invoices[0], 'idempotency-key')).not.toBe(headerOf(approvals[0], 'idempotency-key'));
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards/approval')).toEqual({
      credit_card_id: 3,
      amount: 110_000,
      return_path: '/payments/add/confirm',
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
    });
    // The header's counts are fetched again.
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c === 'GET /invoices').length).toBeGreaterThan(stats));

    // Leaving the flow clears it.
    await router.navigate('/payments/review');
    await waitFor(() => expect(sessionStorage.getItem(workflowStorageKey('paymentCreate'))).toBeNull());
    expect(usePaymentFlow.getState().created).toBeNull();
  });

  it('a decline shows the gateway message, keeps the buyer on the page, and a retry is a new attempt', async () => {
    let approvals = 0;
    const fetchMock = stubApi(
      paymentStubs({
        'POST /invoices/credit_cards/approval': () =>
          ++approvals === 1
            ? json(402, {
                status: 'card_declined',
                message: 'カードの利用限度額を超えています。カード会社にお問い合わせください。',
              })
            : json(200, { approval: APPROVAL }),
      }),
    );
    const { router } = renderApp('/payments/create');
    await upload();
    await fillAndProceed();
    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText('カードの利用限度額を超えています。カード会社にお問い合わせください。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payments/add/confirm');
    expect(callsOf(fetchMock)).not.toContain('POST /invoices');

    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    const keys = requestsOf(fetchMock, 'POST /invoices/credit_cards/approval').map((r) => headerOf(r, 'idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('3-D Secure: opens the challenge page, and on return completes the approval and the payment', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubApi(
      paymentStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(200, { approval: { ...APPROVAL, status: 'challenge_required', challenge_url: '/gateway/3ds/auth_abc' } }),
        'POST /invoices/credit_cards/approval/9/challenge': () => json(200, { approval: APPROVAL }),
      }),
    );
    const first = renderApp('/payments/create');
    await upload();
    await fillAndProceed();
    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/gateway/3ds/auth_abc'));
    expect(usePaymentFlow.getState().approval?.status).toBe('challenge_required');
    first.unmount();

    // The gateway sends the browser back: a fresh page load on the return path.
    const back = renderApp('/payments/add/confirm?auth_id=auth_abc&result=success');
    await h1('支払の申請が完了しました');
    expect(back.router.state.location.pathname).toBe('/payments/complete');
    const calls = callsOf(fetchMock);
    expect(calls.filter((c) => c === 'POST /invoices/credit_cards/approval')).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /invoices/credit_cards/approval/9/challenge')).toHaveLength(1);
    expect(bodyOf(fetchMock, 'POST /invoices')).toMatchObject({ approval_id: 9 });
  });

  it('a failed 3-D Secure keeps the buyer on the confirm step with a message', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    stubApi(
      paymentStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(200, { approval: { ...APPROVAL, status: 'challenge_required', challenge_url: '/gateway/3ds/auth_abc' } }),
        'POST /invoices/credit_cards/approval/9/challenge': () =>
          json(200, { approval: { ...APPROVAL, status: 'declined', message: '本人認証に失敗しました。' } }),
      }),
    );
    const first = renderApp('/payments/create');
    await upload();
    await fillAndProceed();
    const pay = screen.getByRole('button', { name: 'カードで支払う' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(usePaymentFlow.getState().approval?.status).toBe('challenge_required'));
    first.unmount();

    const back = renderApp('/payments/add/confirm?auth_id=auth_abc&result=failure');
    expect(await screen.findByText('本人認証に失敗しました。')).toBeTruthy();
    await waitFor(() => expect(back.router.state.location.search).toBe(''));
    expect(back.router.state.location.pathname).toBe('/payments/add/confirm');
    expect(usePaymentFlow.getState().approval).toBeNull();
  });

  it('refuses a file that is not an invoice type before uploading anything', async () => {
    const fetchMock = stubApi(paymentStubs());
    renderApp('/payments/create');
    await h1('請求書のアップロード');
    fireEvent.change(screen.getByLabelText('請求書ファイル'), {
      target: { files: [new File(['hello'], 'memo.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('アップロードできるのはJPG・PNG・PDFのファイルです。')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('請求書ファイル'), {
      target: { files: [new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('ファイルの内容がJPG・PNG・PDFではありません。ファイルをご確認ください。')).toBeTruthy();
    expect(callsOf(fetchMock).filter((c) => c.includes('/invoices/files'))).toEqual([]);
  });

  it("shows the server's reason when it refuses the file", async () => {
    stubApi(
      paymentStubs({
        'POST /invoices/files/upload': () =>
          json(422, {
            status: 'invalid_file',
            message: 'このファイルは受け付けられません。',
            errors: [{ field: 'file', message: 'PDFのページ数は20ページまでです。' }],
          }),
      }),
    );
    const { router } = renderApp('/payments/create');
    await h1('請求書のアップロード');
    fireEvent.change(screen.getByLabelText('請求書ファイル'), { target: { files: [pdf()] } });
    const alert = await screen.findByText(/このファイルは受け付けられません。/);
    expect(alert.textContent).toContain('PDFのページ数は20ページまでです。');
    expect(router.state.location.pathname).toBe('/payments/create');
  });

  it('steps cannot be skipped by URL', async () => {
    stubApi(paymentStubs());
    const first = renderApp('/payments/add/confirm');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/payments/create'));
    first.unmount();
    usePaymentFlow.getState().setInvoiceFile(UPLOAD);
    const second = renderApp('/payments/add/confirm');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/payments/add/invoiceinfo'));
    second.unmount();
    const third = renderApp('/payments/complete');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/payments/create'));
    expect(CREATED.display_id).toBe('I-00000001');
  });
});

describe('invoice info: a refused step puts the buyer on what stopped it', () => {
  it('no supplier chosen: focus goes to the 支払先 choice above the form, not into the form', async () => {
    stubApi(paymentStubs());
    const { router } = renderApp('/payments/create');
    await upload();
    const supplier = (await screen.findByLabelText(/^支払先/, { selector: 'select' })) as HTMLSelectElement;
    fireEvent.change(supplier, { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }));
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(await screen.findByText('支払先を選択してください。')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(supplier));
    expect(router.state.location.pathname).toBe('/payments/add/invoiceinfo');
  });
});
