import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSuccess, useUiStore } from '../../../../lib/ui-store.ts';
import { json, stubApi } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { DECLINE_NEXT_STEPS } from '../../shared/card-payment/pay-step-parts.tsx';
import {
  APPROVAL,
  CREATED,
  callsOf,
  EARLIER,
  freshSession,
  paymentStubs,
  REQUEST,
  requestsOf,
} from '../../shared/test-support.ts';

// Generous: the first test of the file loads every lazy chunk of the flow on a busy machine.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], 'invoice.pdf', { type: 'application/pdf' });

/** Upload → invoice info (prefilled) → confirm step, with a transfer date picked. */
async function toConfirmStep() {
  await h1('請求書のアップロード');
  fireEvent.change(screen.getByLabelText('請求書ファイル'), { target: { files: [pdf()] } });
  await h1('支払情報の入力');
  const day = await screen.findByRole('button', { name: /^12月24日（木）/ }, { timeout: 10_000 });
  fireEvent.click(day);
  await waitFor(() => expect(input('振込希望日').value).toBe('2026-12-24'));
  fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
  await h1('内容の確認');
  const pay = (await screen.findByRole('button', { name: 'カードで支払う' }, { timeout: 10_000 })) as HTMLButtonElement;
  await waitFor(() => expect(pay.disabled).toBe(false), { timeout: 10_000 });
  return pay;
}

// The first test of the file loads every lazy chunk of the flow; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('confirm step: a likely duplicate (ADR 0013)', () => {
  it('shows the earlier payment and pays only after 「重複していないことを確認しました」 is ticked', async () => {
    const fetchMock = stubApi(paymentStubs({ 'POST /invoices/duplicate_check': () => json(200, { duplicates: [EARLIER] }) }));
    renderApp('/payments/create');
    const pay = await toConfirmStep();

    const warning = (await screen.findByRole('heading', { name: /すでにお支払いの申請がある可能性があります/ })).closest(
      'section',
    )!;
    const link = within(warning).getByRole('link', { name: '支払番号 I-00000012' });
    expect(link.getAttribute('href')).toBe('/payments/reserved/12');
    expect(within(warning).getByText('振込予約済')).toBeTruthy();
    expect(within(warning).getByText(/申請日 2026\/11\/20/)).toBeTruthy();
    // Asked with what the buyer is about to pay, before anything touches the card.
    const asked = JSON.parse(String(requestsOf(fetchMock, 'POST /invoices/duplicate_check')[0]!.body));
    expect(asked).toEqual({
      supplier_id: 42,
      amount: 110_000,
      due_date: '2026-12-25',
      invoice_number: 'INV-2026-001',
      file_id: 5,
    });

    // Not ticked: nothing is authorised, and focus goes to the checkbox with its reason.
    fireEvent.click(pay);
    const box = within(warning).getByRole('checkbox', { name: '重複していないことを確認しました' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchMock)).not.toContain('POST /invoices/credit_cards/approval');

    fireEvent.click(box);
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    const created = JSON.parse(String(requestsOf(fetchMock, 'POST /invoices')[0]!.body));
    expect(created).toMatchObject({ duplicate_confirmed: true });
  });

  it('without matches nothing is shown and duplicate_confirmed is not sent', async () => {
    const fetchMock = stubApi(paymentStubs());
    renderApp('/payments/create');
    const pay = await toConfirmStep();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /invoices/duplicate_check'));
    expect(screen.queryByRole('checkbox', { name: '重複していないことを確認しました' })).toBeNull();
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(JSON.parse(String(requestsOf(fetchMock, 'POST /invoices')[0]!.body))).not.toHaveProperty('duplicate_confirmed');
  });

  it('a 409 possible_duplicate from the server brings up the warning and keeps the approval', async () => {
    let checks = 0;
    let creates = 0;
    const fetchMock = stubApi(
      paymentStubs({
        // Another tab paid the same invoice after the step opened.
        'POST /invoices/duplicate_check': () => json(200, { duplicates: ++checks === 1 ? [] : [EARLIER] }),
        'POST /invoices': () =>
          ++creates === 1
            ? json(409, {
                status: 'possible_duplicate',
                message: 'この請求書はすでにお支払いの申請がある可能性があります。',
                duplicates: [EARLIER],
              })
            : json(201, { invoice: CREATED }),
      }),
    );
    renderApp('/payments/create');
    const pay = await toConfirmStep();
    fireEvent.click(pay);
    const alert = await screen.findByTestId('pay-step-error');
    expect(alert.textContent).toMatch(/すでにお支払いの申請がある可能性があります/);
    const box = await screen.findByRole('checkbox', { name: '重複していないことを確認しました' });
    fireEvent.click(box);
    fireEvent.click(pay);
    await h1('支払の申請が完了しました');
    expect(callsOf(fetchMock).filter((c) => c === 'POST /invoices/credit_cards/approval')).toHaveLength(1);
    expect(JSON.parse(String(requestsOf(fetchMock, 'POST /invoices')[1]!.body))).toMatchObject({
      approval_id: APPROVAL.id,
      duplicate_confirmed: true,
    });
  });
});

describe('confirm step: a card decline is shown where the buyer is', () => {
  it('the alert next to the pay button gets focus, says what the card company said and what to do next', async () => {
    stubApi(
      paymentStubs({
        'POST /invoices/credit_cards/approval': () =>
          json(402, {
            status: 'card_declined',
            message: 'カードの利用可能額が不足しています。カード会社にお問い合わせください。',
          }),
      }),
    );
    renderApp('/payments/create');
    const pay = await toConfirmStep();
    // A card registered a moment ago left its green message on screen.
    act(() => showSuccess('カード（JCB •••• 0018）を登録しました。'));
    expect(useUiStore.getState().snackbar?.color).toBe('success');

    fireEvent.click(pay);
    const alert = await screen.findByTestId('pay-step-error');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.textContent).toContain('カードの利用可能額が不足しています。');
    expect(alert.textContent).toContain(DECLINE_NEXT_STEPS);
    // Right above the buttons, after everything else of the step.
    expect(alert.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(screen.getByTestId('charge-total')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(useUiStore.getState().snackbar).toBeNull();

    // 「別のカードを選ぶ」 takes the buyer to the card choice.
    fireEvent.click(within(alert).getByRole('button', { name: '別のカードを選ぶ' }));
    expect((document.activeElement as HTMLInputElement).type).toBe('radio');
  });
});

describe('paying a seller’s request: an error that ends the step', () => {
  it('is drawn next to the pay button and focused, the same as on the confirm step', async () => {
    stubApi(
      paymentStubs({
        'GET /invoices/30': () => json(200, { invoice: REQUEST }),
        'POST /invoices/credit_cards/approval': () =>
          json(402, { status: 'card_declined', message: 'カードの有効期限が切れています。有効なカードをご登録ください。' }),
      }),
    );
    renderApp('/payments/waiting/30/creditcard');
    await h1('カードで支払う');
    const pay = (await screen.findByRole('button', { name: 'カードで支払う' }, { timeout: 10_000 })) as HTMLButtonElement;
    fireEvent.click(await screen.findByRole('button', { name: /^12月24日（木）/ }, { timeout: 10_000 }));
    await waitFor(() => expect(pay.disabled).toBe(false), { timeout: 10_000 });
    fireEvent.click(pay);
    const alert = await screen.findByTestId('pay-step-error');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('カードの有効期限が切れています。');
    expect(alert.textContent).toContain(DECLINE_NEXT_STEPS);
    expect(alert.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
