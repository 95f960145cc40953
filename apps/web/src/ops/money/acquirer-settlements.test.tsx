import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { json, stubApi } from '../../testing/fixtures.ts';
import { bodyOf, requestsOf } from '../../testing/api-calls.ts';
import { clearOpsSession, setOpsSession } from '../lib/ops-session.ts';
import { AcquirerSettlementsPanel, parseYen } from './acquirer-settlements.tsx';
import type { AcquirerSettlementPeriod, AcquirerSettlements } from './api.ts';

const LOAD = { timeout: 10_000 } as const;
const LIST = 'GET /ops/money/acquirer_settlements';
const RECORD = 'POST /ops/money/acquirer_settlements/7/receipt';

function period(over: Partial<AcquirerSettlementPeriod> = {}): AcquirerSettlementPeriod {
  return {
    id: 7,
    period_start: '2026-11-01',
    period_end: '2026-11-30',
    expected_pay_date: '2026-12-30',
    gross_captured: 205_960,
    refunds: 0,
    fee: 5_148,
    net_expected: 200_812,
    status: 'expected',
    status_label: '入金待ち',
    closed: true,
    received_amount: null,
    received_on: null,
    difference_reason: null,
    received_by: null,
    received_at: null,
    item_count: 2,
    ...over,
  };
}

function list(periods: AcquirerSettlementPeriod[]): AcquirerSettlements {
  const open = periods.filter((p) => p.status === 'expected');
  return {
    periods,
    owed_total: open.reduce((s, p) => s + p.net_expected, 0),
    owed_count: open.length,
    fee_rate_bps: 250,
    cycle: 'monthly',
    total_count: periods.length,
    page: 1,
    per_page: 12,
  };
}

function logInAs(roles: ('treasurer' | 'admin')[]) {
  setOpsSession({ token: 'ops-token', operator: { id: 3, name: '送金 花子', email_address: 'op3@example.com', roles } });
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ops/money']}>
        <AcquirerSettlementsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // Only Date is faked: 2026-12-10 12:00 JST, after November's close and before its pay date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00+09:00'));
});
afterEach(() => {
  cleanup();
  clearOpsSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('parseYen', () => {
  it('reads whole yen as typed, with commas, full-width digits or a sign', () => {
    expect(parseYen('200812')).toBe(200_812);
    expect(parseYen(' 200,812円 ')).toBe(200_812);
    expect(parseYen('２００８１２')).toBe(200_812);
    expect(parseYen('-1,000')).toBe(-1000);
    expect(parseYen('12.5')).toBeNull();
    expect(parseYen('')).toBeNull();
    expect(parseYen('abc')).toBeNull();
  });
});

describe('カード会社からの入金', () => {
  it('shows per period the pay date, gross, refunds, fee, net and status, and what is owed now', async () => {
    logInAs(['treasurer']);
    stubApi({
      [LIST]: () =>
        json(
          200,
          list([
            period({
              id: 8,
              period_start: '2026-12-01',
              period_end: '2026-12-31',
              expected_pay_date: '2027-01-29',
              closed: false,
            }),
            period(),
          ]),
        ),
    });
    renderPanel();
    const table = await screen.findByRole('table', { name: 'カード会社の精算（締め期間ごと）' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toContain('入金予定日');
    expect(rows[2]!.textContent).toMatch(/205,960/);
    expect(rows[2]!.textContent).toMatch(/5,148/);
    expect(rows[2]!.textContent).toMatch(/200,812/);
    expect(within(rows[2]!).getByRole('button', { name: '入金を記録' })).toBeTruthy();
    // December has not closed: nothing to record yet.
    expect(within(rows[1]!).queryByRole('button', { name: '入金を記録' })).toBeNull();
    expect(rows[1]!.textContent).toContain('締め前');
    expect(screen.getByText(/カード会社の未入金/).textContent).toMatch(/401,624/);
  });

  it('an admin sees the figures but not the form', async () => {
    logInAs(['admin']);
    stubApi({ [LIST]: () => json(200, list([period()])) });
    renderPanel();
    await screen.findByRole('table', undefined, LOAD);
    expect(screen.queryByRole('button', { name: '入金を記録' })).toBeNull();
    expect(screen.getByText('送金担当が記録します')).toBeTruthy();
  });

  it('a different amount without a reason: the error under 差額の理由, focus on it, nothing sent', async () => {
    logInAs(['treasurer']);
    const fetchMock = stubApi({ [LIST]: () => json(200, list([period()])) });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: '入金を記録' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/入金額/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '200,000');
    await userEvent.click(within(dialog).getByRole('button', { name: '入金を記録' }));
    const reason = within(dialog).getByLabelText(/差額の理由/);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('入金予定額と異なる場合は差額の理由を入力してください。');
    expect(requestsOf(fetchMock, RECORD)).toHaveLength(0);
  });

  it('the server’s refusal of a field is shown under it with focus; other refusals above the buttons', async () => {
    logInAs(['treasurer']);
    let answer = 0;
    stubApi({
      [LIST]: () => json(200, list([period()])),
      [RECORD]: () =>
        ++answer === 1
          ? json(400, {
              status: 'validation_error',
              message: '入金日は締め日の翌日から今日までの日付にしてください。',
              errors: [{ field: 'received_on', message: '2026-11-30 より後、今日までの日付にしてください。' }],
            })
          : json(409, { status: 'conflict', message: 'この期間の入金は記録済みです。画面を更新してください。' }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: '入金を記録' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '入金を記録' }));
    const date = within(dialog).getByLabelText(/入金日/);
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(dialog.textContent).toContain('2026-11-30 より後、今日までの日付にしてください。');
    await userEvent.click(within(dialog).getByRole('button', { name: '入金を記録' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('記録済みです');
  });

  it('records the expected amount: one POST with the amount and date, the dialog closes, the list reloads', async () => {
    logInAs(['treasurer']);
    let recorded = false;
    const fetchMock = stubApi({
      [LIST]: () =>
        json(
          200,
          list([
            recorded
              ? period({
                  status: 'received',
                  status_label: '入金済',
                  received_amount: 200_812,
                  received_on: '2026-12-10',
                  received_by: { id: 3, name: '送金 花子' },
                })
              : period(),
          ]),
        ),
      [RECORD]: () => {
        recorded = true;
        return json(200, {
          period: period({ status: 'received', status_label: '入金済', received_amount: 200_812, received_on: '2026-12-10' }),
        });
      },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: '入金を記録' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '入金を記録' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, RECORD)).toEqual({ received_amount: 200_812, received_on: '2026-12-10' });
    expect(await screen.findByText('入金済', undefined, LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '入金を記録' })).toBeNull();
  });
});
