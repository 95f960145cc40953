import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsOf } from '../../testing/api-calls.ts';
import { json, resetSession, stubApi } from '../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../testing/render-app.tsx';
import { opsQueryClient } from '../lib/ops-query.ts';
import { resetOpsSessionCache, setOpsSession } from '../lib/ops-session.ts';

const OPERATOR = { id: 3, name: '審査 花子', email_address: 'hanako@ops.example', roles: ['examiner' as const] };
const NOW = '2026-11-24T01:00:00.000Z';

const item = (id: number) => ({
  id,
  display_id: `I-${String(id).padStart(8, '0')}`,
  buyer: { id: 1, name: '株式会社デモ商事' },
  supplier: { id: 3, name: '山田デザイン事務所', status: 'Approved' },
  amount: 211000,
  total: 217288,
  status: 'InProgress',
  status_label: '申請中',
  is_action_required: false,
  created_at: '2026-11-23T01:00:00.000Z',
  age_hours: 26,
  transfer_date: '2026-11-30',
  transfer_days_left: 1,
  flags: ['first_payment_to_account', 'possible_duplicate'],
});

const field = <T,>(value: T | null) => ({ value, confidence: value === null ? 0 : 0.9 });
const detail = (status = 'InProgress') => ({
  payment: {
    id: 1,
    display_id: 'I-00000001',
    type: 'invoice',
    status,
    status_label: status === 'InProgress' ? '申請中' : '確認済',
    is_action_required: false,
    action_required_reason: null,
    buyer: { id: 1, name: '株式会社デモ商事' },
    supplier: {
      id: 3,
      name: '山田デザイン事務所',
      name_kana: 'ヤマダデザインジムショ',
      status: 'Approved',
      status_label: '承認済み',
      status_reason: null,
      corporate_number: null,
    },
    account: {
      id: 5,
      bank_code: '0009',
      bank_name: '三井住友',
      branch_code: '001',
      branch_name: '神保町',
      account_type: '2',
      account_type_label: '普通',
      account_number: '0001234',
      holder_name: 'ﾔﾏﾀﾞ ﾀﾛｳ',
    },
    amount: 211000,
    commission: 6288,
    discount: 0,
    total: 217288,
    due_date: '2027-01-03',
    transfer_date: '2026-11-30',
    examination_due_date: '2026-11-27',
    invoice_number: '0042',
    registration_number: null,
    memo: null,
    created_at: '2026-11-23T01:00:00.000Z',
    age_hours: 26,
    transfer_days_left: 3,
  },
  extraction: {
    method: 'pdf_text',
    duration_ms: 10,
    matched_supplier_id: null,
    fields: {
      total_amount: field(211160),
      due_date: field('2027-01-31'),
      invoice_number: field('0042'),
      issue_date: field(null),
      issuer_name: field('山田デザイン事務所'),
      registration_number: field(null),
      bank_name: field('りそな銀行'),
      bank_code: field('0010'),
      branch_name: field(null),
      branch_code: field(null),
      account_type: field(null),
      account_number: field('0123456'),
      account_holder: field('ヤマダ タロウ'),
    },
  },
  mismatches: [{ field: 'amount', label: '金額', entered: '211000', read: '211160' }],
  flags: [
    { code: 'first_payment_to_account', label: '初回口座', explanation: 'この購入者からこの振込先口座への支払は初めてです。' },
  ],
  duplicates: [],
  history: [
    {
      status: 'InProgress',
      status_label: '申請中',
      is_action_required: false,
      note: null,
      actor_type: 'user',
      actor_id: '1',
      actor_name: null,
      created_at: '2026-11-23T01:00:00.000Z',
    },
  ],
  file: null,
  allowed_actions:
    status === 'InProgress' ? ['check', 'request_action', 'complete', 'cancel'] : ['request_action', 'complete', 'cancel'],
  now: NOW,
});

beforeEach(() => {
  resetSession();
  resetOpsSessionCache();
  opsQueryClient.clear();
  setOpsSession({ token: 'ops-token', operator: OPERATOR });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = () => json(200, { operator: OPERATOR, idle_timeout_seconds: 900 });

describe('examination queue', { timeout: 20_000 }, () => {
  it('lists oldest first with age, days left and flags as words; filters and 次へ go to the URL and the API', async () => {
    const queries: string[] = [];
    stubApi({
      'GET /ops/auth/me': me,
      'GET /ops/examination': (url) => {
        queries.push(url.search);
        return json(200, { items: [item(1)], next_after: url.searchParams.get('after') ? null : 1, now: NOW });
      },
    });
    const { router } = renderApp('/ops/examination');
    const table = await screen.findByRole('table', {}, LOAD);
    expect(within(table).getByRole('link', { name: 'I-00000001' }).getAttribute('href')).toBe('/ops/examination/1');
    expect(table.textContent).toContain('1日2時間');
    expect(table.textContent).toContain('あと1営業日');
    expect(within(table).getByRole('list', { name: 'フラグ' }).textContent).toBe('初回口座重複の可能性');

    fireEvent.change(screen.getByLabelText('金額（下限）'), { target: { value: '５００，０００' } });
    fireEvent.change(screen.getByLabelText('金額（上限）'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(screen.getByText('金額の上限は下限以上にしてください。')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText('金額（上限）'));

    fireEvent.change(screen.getByLabelText('金額（上限）'), { target: { value: '900000' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'フラグ' }), { target: { value: 'possible_duplicate' } });
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?flag=possible_duplicate&amount_min=500000&amount_max=900000'),
    );
    await waitFor(() => expect(queries.at(-1)).toBe('?flag=possible_duplicate&amount_min=500000&amount_max=900000'));

    fireEvent.click(await screen.findByRole('button', { name: '次へ' }));
    await waitFor(() => expect(queries.at(-1)).toContain('after=1'));
    expect(screen.getByRole('button', { name: '最初のページへ' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('examination detail', { timeout: 20_000 }, () => {
  it('marks mismatches with words, not colour alone, and explains flags', async () => {
    stubApi({ 'GET /ops/auth/me': me, 'GET /ops/examination/1': () => json(200, detail()) });
    renderApp('/ops/examination/1');
    expect(await screen.findByRole('heading', { name: '審査 I-00000001' }, LOAD)).toBeTruthy();
    const table = screen.getByRole('table', { name: /比較/ });
    const amountRow = within(table).getByRole('row', { name: /金額（税込）/ });
    expect(amountRow.textContent).toContain('不一致');
    expect(amountRow.textContent).toContain('¥211,160');
    expect(within(table).getByRole('row', { name: /口座名義/ }).textContent).toContain('一致');
    expect(within(table).getByRole('row', { name: /登録番号/ }).textContent).toContain('読み取りなし');
    expect(screen.getByText(/不一致が1件あります/)).toBeTruthy();
    expect(screen.getByText('この購入者からこの振込先口座への支払は初めてです。')).toBeTruthy();
  });

  it('確認済にする after a confirmation; a 409 shows the server message and reloads', async () => {
    let gets = 0;
    const fetchMock = stubApi({
      'GET /ops/auth/me': me,
      'GET /ops/examination/1': () => json(200, detail(++gets >= 2 ? 'InProgressExaminationChecked' : 'InProgress')),
      'POST /ops/examination/1/check': () =>
        json(409, { status: 'conflict', message: '他の担当者がこの支払を先に処理しました。画面を更新してください。' }),
    });
    renderApp('/ops/examination/1');
    fireEvent.click(await screen.findByRole('button', { name: '確認済にする' }, LOAD));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '確認済にする' }));

    await waitFor(() => expect(screen.getByText(/他の担当者がこの支払を先に処理しました/)).toBeTruthy());
    expect(bodyOf(fetchMock, 'POST /ops/examination/1/check')).toEqual({
      expected_status: 'InProgress',
      expected_action_required: false,
    });
    // Reloaded: the payment is 確認済 now and 確認済にする is gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: '確認済にする' })).toBeNull());
    // The pressed button is gone: focus lands on the page heading, not on <body>.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(callsOf(fetchMock).filter((c) => c === 'GET /ops/examination/1').length).toBeGreaterThanOrEqual(2);
  });

  it('修正を依頼 needs a template, and free text with その他', async () => {
    const fetchMock = stubApi({
      'GET /ops/auth/me': me,
      'GET /ops/examination/1': () => json(200, detail()),
      'POST /ops/examination/1/request-action': () =>
        json(200, {
          payment: {
            id: 1,
            display_id: 'I-00000001',
            status: 'InProgress',
            status_label: '申請中',
            is_action_required: true,
            action_required_reason: 'その他',
          },
        }),
    });
    renderApp('/ops/examination/1');
    fireEvent.click(await screen.findByRole('button', { name: '修正を依頼' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '修正を依頼する' }));
    await waitFor(() => expect(within(dialog).getByText('修正依頼の理由を選択してください。')).toBeTruthy());
    expect(document.activeElement).toBe(within(dialog).getByLabelText('理由（定型文）'));

    fireEvent.change(within(dialog).getByLabelText('理由（定型文）'), { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '修正を依頼する' }));
    await waitFor(() => expect(within(dialog).getByText('「その他」の場合は理由を入力してください。')).toBeTruthy());

    fireEvent.change(within(dialog).getByLabelText(/補足/), { target: { value: '宛名が違います。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '修正を依頼する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'POST /ops/examination/1/request-action')).toEqual({
      expected_status: 'InProgress',
      expected_action_required: false,
      reason_template: 'other',
      reason_text: '宛名が違います。',
    });
  });
});
