import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsOf } from '../../testing/api-calls.ts';
import { json, stubApi } from '../../testing/fixtures.ts';
import { clearOpsSession, setOpsSession } from '../lib/ops-session.ts';
import { Component as DeliveryPage } from './webhook-delivery-page.tsx';
import { Component as DeliveriesPage } from './webhook-deliveries-page.tsx';

const LOAD = { timeout: 10_000 } as const;
const delivery = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  event_id: 'evt_AbCdEfGhIjKlMnOpQrStUvWx',
  client_id: 'demo-partner-app',
  client_name: 'デモ会計クラウド',
  event_type: 'payment.status_changed',
  status: 'failed',
  attempts: 12,
  next_attempt_at: null,
  last_status_code: 500,
  last_error: 'HTTP 500: boom',
  delivered_at: null,
  created_at: '2026-11-24T00:00:00Z',
  ...overrides,
});
const body = JSON.stringify({ id: 'evt_AbCdEfGhIjKlMnOpQrStUvWx', type: 'payment.status_changed', data: { pre_id: 'pre_x' } });
const detail = (overrides: Record<string, unknown> = {}, attempts: object[] = []) => ({
  delivery: { ...delivery(overrides), body },
  attempts,
});
const attempt = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  status_code: 500,
  error: 'HTTP 500: boom',
  duration_ms: 120,
  replayed_by: null,
  created_at: '2026-11-24T00:00:01Z',
  ...overrides,
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ops/integrations/webhooks" element={<DeliveriesPage />} />
          <Route path="/ops/integrations/webhooks/:id" element={<DeliveryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setOpsSession({
    token: 't',
    operator: { id: 1, name: '管理 一郎', email_address: 'op1@example.com', roles: ['admin'] } as never,
  });
});
afterEach(() => {
  cleanup();
  clearOpsSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Webhook配信', () => {
  it('lists deliveries and filters by status', async () => {
    const fetchMock = stubApi({
      'GET /ops/webhook-deliveries': (url) =>
        json(200, {
          deliveries:
            url.searchParams.get('status') === 'failed'
              ? [delivery()]
              : [
                  delivery({
                    id: 8,
                    status: 'delivered',
                    last_status_code: 204,
                    last_error: null,
                    delivered_at: '2026-11-24T00:00:02Z',
                  }),
                  delivery(),
                ],
        }),
      'GET /ops/partner-clients': () => json(200, { clients: [] }),
    });
    const user = userEvent.setup();
    renderAt('/ops/integrations/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook の配信' }, LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('配信済み');
    expect(table.textContent).toContain('HTTP 204');
    expect(table.textContent).toContain('HTTP 500: boom');
    await user.selectOptions(screen.getByRole('combobox', { name: '状態' }), 'failed');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Webhook の配信' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(requestsOf(fetchMock, 'GET /ops/webhook-deliveries').length).toBeGreaterThanOrEqual(2);
    const last = fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.includes('/ops/webhook-deliveries'))
      .at(-1)!;
    expect(new URL(last, 'http://app.test').searchParams.get('status')).toBe('failed');
    expect(screen.getByRole('link', { name: 'evt_AbCdEfGhIjKlMnOpQrStUvWx の詳細' }).getAttribute('href')).toBe(
      '/ops/integrations/webhooks/7',
    );
  });

  it('detail: the body sent and every attempt; 再送 after a confirmation shows the new attempt', async () => {
    const fetchMock = stubApi({
      'GET /ops/webhook-deliveries/7': () => json(200, detail({}, [attempt()])),
      'POST /ops/webhook-deliveries/7/replay': () =>
        json(
          200,
          detail(
            { status: 'delivered', attempts: 13, last_status_code: 200, last_error: null, delivered_at: '2026-11-25T00:00:00Z' },
            [attempt(), attempt({ id: 2, status_code: 200, error: null, duration_ms: 45, replayed_by: '管理 一郎' })],
          ),
        ),
    });
    const user = userEvent.setup();
    renderAt('/ops/integrations/webhooks/7');
    expect(await screen.findByText(/"pre_id": "pre_x"/, undefined, LOAD)).toBeTruthy();
    const attempts = screen.getByRole('table', { name: '試行の履歴' });
    expect(within(attempts).getAllByRole('row')).toHaveLength(2);
    expect(attempts.textContent).toContain('自動');
    expect(screen.getByText('失敗')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '再送' }));
    const dialog = await screen.findByRole('dialog', { name: 'この Webhook を再送しますか？' });
    expect(dialog.textContent).toContain('evt_AbCdEfGhIjKlMnOpQrStUvWx');
    await user.click(within(dialog).getByRole('button', { name: '再送する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsOf(fetchMock, 'POST /ops/webhook-deliveries/7/replay')).toHaveLength(1);
    const after = screen.getByRole('table', { name: '試行の履歴' });
    expect(within(after).getAllByRole('row')).toHaveLength(3);
    expect(after.textContent).toContain('管理 一郎が再送');
    expect(screen.getByText('配信済み')).toBeTruthy();
  });

  it("a refused replay keeps the dialog open with the server's reason", async () => {
    stubApi({
      'GET /ops/webhook-deliveries/7': () => json(200, detail()),
      'POST /ops/webhook-deliveries/7/replay': () =>
        json(409, { status: 'conflict', message: 'この連携アプリは停止されているため、再送できません。' }),
    });
    const user = userEvent.setup();
    renderAt('/ops/integrations/webhooks/7');
    await user.click(await screen.findByRole('button', { name: '再送' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '再送する' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('停止されているため'));
  });
});
