import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf } from '../../testing/api-calls.ts';
import { json, resetSession, stubApi } from '../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../testing/render-app.tsx';
import { opsQueryClient } from '../lib/ops-query.ts';
import { resetOpsSessionCache, setOpsSession } from '../lib/ops-session.ts';

const OPERATOR = { id: 3, name: '審査 花子', email_address: 'hanako@ops.example', roles: ['examiner' as const] };
const SUPPLIER = {
  id: 2,
  buyer: { id: 1, name: '株式会社デモ商事' },
  name: '合同会社ミライ物流',
  name_kana: 'ゴウドウガイシャミライブツリュウ',
  business_form: 1,
  corporate_number: null,
  address: '〒2208120 神奈川県横浜市西区みなとみらい2-2-1',
  phone_number: null,
  status: 'Unapproved',
  status_label: '未承認',
  status_reason: null,
  payments_waiting: 2,
  created_at: '2026-11-23T01:00:00.000Z',
};

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

describe('supplier review', { timeout: 20_000 }, () => {
  it('確認中 needs a reason (focused when missing); the decision goes to the API', async () => {
    const fetchMock = stubApi({
      'GET /ops/auth/me': () => json(200, { operator: OPERATOR, idle_timeout_seconds: 900 }),
      'GET /ops/suppliers': () => json(200, { items: [SUPPLIER], next_after: null }),
      'POST /ops/suppliers/2/review': () =>
        json(200, { supplier: { id: 2, status: 'Escalation', status_label: '確認中', status_reason: '住所を確認します。' } }),
    });
    renderApp('/ops/suppliers');
    const table = await screen.findByRole('table', {}, LOAD);
    fireEvent.click(within(table).getByRole('button', { name: '合同会社ミライ物流を確認中にする' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '確認中にする' }));
    await waitFor(() => expect(within(dialog).getByText('確認中・否認にする場合は理由を入力してください。')).toBeTruthy());
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/理由/));

    fireEvent.change(within(dialog).getByLabelText(/理由/), { target: { value: '住所を確認します。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認中にする' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'POST /ops/suppliers/2/review')).toEqual({ decision: 'escalate', reason: '住所を確認します。' });
  });
});
