import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsOf } from '../../testing/api-calls.ts';
import { json, stubApi } from '../../testing/fixtures.ts';
import { clearOpsSession, setOpsSession } from '../lib/ops-session.ts';
import { Component as OperatorsPage } from './operators-page.tsx';

const LOAD = { timeout: 10_000 } as const;
const admin = { id: 1, name: '管理 一郎' };
const treasurer = { id: 2, name: '送金 花子' };
const change = {
  id: 5,
  operator: treasurer,
  from_roles: ['treasurer'],
  to_roles: ['treasurer', 'admin'],
  status: 'pending',
  requested_by: admin,
  decided_by: null,
  created_at: '2026-11-25T00:00:00Z',
  decided_at: null,
};
const account = (o: { id: number; name: string }, roles: string[]) => ({
  ...o,
  email_address: `op${o.id}@example.com`,
  roles,
  totp_enrolled: true,
  disabled_at: null,
  created_at: '2026-11-01T00:00:00Z',
  pending_role_change: null,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OperatorsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setOpsSession({ token: 't', operator: { ...admin, email_address: 'op1@example.com', roles: ['admin'] } });
});
afterEach(() => {
  cleanup();
  clearOpsSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('運用者: role changes under four eyes', () => {
  it("approving one's own proposal: the server refuses and its message stays in the dialog", async () => {
    const message = '申請した管理者とは別の管理者が承認してください。';
    const fetchMock = stubApi({
      'GET /ops/admin/operators': () => json(200, { operators: [account(admin, ['admin']), account(treasurer, ['treasurer'])] }),
      'GET /ops/admin/role-changes': () => json(200, { role_changes: [change] }),
      'POST /ops/admin/role-changes/5/approve': () => json(403, { status: 'forbidden', message }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('ご自身の申請です', undefined, LOAD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '承認' }));
    const dialog = await screen.findByRole('dialog', { name: '権限変更を承認しますか？' });
    expect(dialog.textContent).toContain('送金 → 送金・管理者');
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(message));
    expect(requestsOf(fetchMock, 'POST /ops/admin/role-changes/5/approve')).toHaveLength(1);
  });

  it('creating an operator: schema errors under the fields, focus on the first; roles are sent as a list', async () => {
    const fetchMock = stubApi({
      'GET /ops/admin/operators': () => json(200, { operators: [account(admin, ['admin'])] }),
      'GET /ops/admin/role-changes': () => json(200, { role_changes: [] }),
      'POST /ops/admin/operators': () => json(201, { operator: account({ id: 3, name: '審査 次郎' }, ['examiner']) }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '作成する' }, LOAD));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '氏名' })));
    expect(screen.getByText('権限を1つ以上選択してください。')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '氏名' }), '審査 次郎');
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'jiro@example.com');
    await user.click(screen.getByRole('checkbox', { name: '審査' }));
    await user.type(screen.getByLabelText('初期パスワード'), 'shinsa-jiro-2026');
    await user.click(screen.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(requestsOf(fetchMock, 'POST /ops/admin/operators')).toHaveLength(1));
    expect(JSON.parse(String(requestsOf(fetchMock, 'POST /ops/admin/operators')[0]!.body))).toEqual({
      name: '審査 次郎',
      email_address: 'jiro@example.com',
      roles: ['examiner'],
      password: 'shinsa-jiro-2026',
    });
  });
});
