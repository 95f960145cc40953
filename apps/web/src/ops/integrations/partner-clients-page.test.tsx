import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsOf, requestsOf } from '../../testing/api-calls.ts';
import { json, stubApi } from '../../testing/fixtures.ts';
import { clearOpsSession, setOpsSession } from '../lib/ops-session.ts';
import { Component as PartnerClientsPage } from './partner-clients-page.tsx';

const LOAD = { timeout: 10_000 } as const;
const app = (overrides: Record<string, unknown> = {}) => ({
  client_id: 'demo-partner-app',
  name: 'デモ会計クラウド',
  logo_data_uri: null,
  client_type: 'confidential',
  redirect_uris: ['http://localhost:4100/callback'],
  scopes: ['payments:write', 'payments:read'],
  webhook_url: 'http://localhost:4100/webhooks',
  status: 'active',
  connection_count: 3,
  created_at: '2026-11-20T00:00:00Z',
  revoked_at: null,
  ...overrides,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PartnerClientsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const asRole = (roles: string[]) =>
  setOpsSession({ token: 't', operator: { id: 1, name: '管理 一郎', email_address: 'op1@example.com', roles } as never });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  asRole(['admin']);
});
afterEach(() => {
  cleanup();
  clearOpsSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('連携アプリ', () => {
  it('lists the apps with their scopes, connections and state', async () => {
    stubApi({
      'GET /ops/partner-clients': () =>
        json(200, {
          clients: [
            app(),
            app({
              client_id: 'old-app-0001',
              name: '旧アプリ',
              status: 'revoked',
              revoked_at: '2026-11-21T00:00:00Z',
              connection_count: 0,
            }),
          ],
        }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: '連携アプリの一覧' }, LOAD);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('デモ会計クラウド');
    expect(rows[1]!.textContent).toContain('請求書の送信');
    expect(rows[1]!.textContent).toContain('支払状況の確認');
    expect(rows[1]!.textContent).toContain('有効');
    expect(within(rows[1]!).getByRole('button', { name: 'デモ会計クラウドを停止' })).toBeTruthy();
    expect(rows[2]!.textContent).toContain('停止');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('registration: errors under the fields before sending, then the secrets once with copy buttons and the warning', async () => {
    const created = {
      client: app({ client_id: 'Abcdefghijklmnopqrstuvwx', name: '会計X', connection_count: 0 }),
      client_secret: 'client-secret-value-43-characters-long-xxxxx',
      webhook_secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA==',
    };
    const fetchMock = stubApi({
      'GET /ops/partner-clients': () => json(200, { clients: [] }),
      'POST /ops/partner-clients': () => json(201, created),
    });
    const user = userEvent.setup();
    // After setup(): user-event puts its own clipboard on navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPage();
    await screen.findByText('登録された連携アプリはありません。', undefined, LOAD);

    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('アプリ名を入力してください。')).toBeTruthy();
    expect(screen.getByText('リダイレクトURIを1つ以上入力してください。')).toBeTruthy();
    expect(screen.getByText('スコープを1つ以上選択してください。')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/アプリ名/));
    expect(requestsOf(fetchMock, 'POST /ops/partner-clients')).toHaveLength(0);

    await user.type(screen.getByLabelText(/アプリ名/), '会計X');
    await user.type(screen.getByLabelText(/リダイレクトURI/), 'http://x.example.com/cb');
    await user.click(screen.getByRole('checkbox', { name: /支払状況の確認/ }));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(/https（またはローカル開発用の http:\/\/localhost）/)).toBeTruthy();

    await user.clear(screen.getByLabelText(/リダイレクトURI/));
    await user.type(screen.getByLabelText(/リダイレクトURI/), 'https://x.example.com/cb{Enter}http://localhost:4100/cb');
    await user.type(screen.getByLabelText(/Webhook URL/), 'https://x.example.com/hooks');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    expect(await screen.findByText('この画面を閉じると再表示できません。')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /ops/partner-clients')).toEqual({
      name: '会計X',
      client_type: 'confidential',
      redirect_uris: ['https://x.example.com/cb', 'http://localhost:4100/cb'],
      scopes: ['payments:read'],
      webhook_url: 'https://x.example.com/hooks',
    });
    expect(screen.getByText(created.client_secret)).toBeTruthy();
    expect(screen.getByText(created.webhook_secret)).toBeTruthy();
    // The form is gone while the secrets are shown: nothing else to do but copy them.
    expect(screen.queryByRole('button', { name: '登録する' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'クライアントシークレットをコピー' }));
    expect(writeText).toHaveBeenCalledWith(created.client_secret);
    await user.click(screen.getByRole('button', { name: 'Webhook シークレットをコピー' }));
    expect(writeText).toHaveBeenCalledWith(created.webhook_secret);

    await user.click(screen.getByRole('button', { name: '控えたので閉じる' }));
    expect(screen.queryByText(created.client_secret)).toBeNull();
    expect(screen.getByRole('button', { name: '登録する' })).toBeTruthy();
  });

  it("shows the server's field errors under their fields", async () => {
    stubApi({
      'GET /ops/partner-clients': () => json(200, { clients: [] }),
      'POST /ops/partner-clients': () =>
        json(400, {
          status: 'validation_error',
          message: '入力内容に誤りがあります。',
          errors: [{ field: 'webhook_url', message: '本番環境の Webhook URL は https で入力してください。' }],
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('登録された連携アプリはありません。', undefined, LOAD);
    await user.type(screen.getByLabelText(/アプリ名/), '会計X');
    await user.type(screen.getByLabelText(/リダイレクトURI/), 'https://x.example.com/cb');
    await user.click(screen.getByRole('checkbox', { name: /請求書の送信/ }));
    await user.type(screen.getByLabelText(/Webhook URL/), 'http://localhost:4100/hooks');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('本番環境の Webhook URL は https で入力してください。')).toBeTruthy();
    expect(screen.getByLabelText(/Webhook URL/).getAttribute('aria-invalid')).toBe('true');
  });

  it('revokes after a confirmation that says every token dies, then reloads the list', async () => {
    let revoked = false;
    const fetchMock = stubApi({
      'GET /ops/partner-clients': () =>
        json(200, {
          clients: [revoked ? app({ status: 'revoked', revoked_at: '2026-11-25T00:00:00Z', connection_count: 0 }) : app()],
        }),
      'POST /ops/partner-clients/demo-partner-app/revoke': () => {
        revoked = true;
        return json(200, { client: app({ status: 'revoked' }) });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'デモ会計クラウドを停止' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'デモ会計クラウドを停止しますか？' });
    expect(dialog.textContent).toContain('連携中の3件はすべて解除');
    expect(dialog.textContent).toContain('トークンはすぐに使えなくなります');
    await user.click(within(dialog).getByRole('button', { name: '停止する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsOf(fetchMock, 'POST /ops/partner-clients/demo-partner-app/revoke')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'デモ会計クラウドを停止' })).toBeNull());
  });

  it('is for admins only: others see why, and nothing is asked of the API', async () => {
    asRole(['treasurer', 'examiner']);
    const fetchMock = stubApi({});
    renderPage();
    expect(await screen.findByText('この画面は管理者のみ利用できます。')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual([]);
  });
});
