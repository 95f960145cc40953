import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsOf } from '../../testing/api-calls.ts';
import { json, stubApi } from '../../testing/fixtures.ts';
import { clearOpsSession, setOpsSession } from '../lib/ops-session.ts';
import { Component as BatchesPage } from './batches-page.tsx';
import { makeBatch } from './test-support.ts';

const LOAD = { timeout: 10_000 } as const;
const proposal = (closed: string | null) => () =>
  json(200, {
    until: '2026-12-01',
    closed_reason: closed,
    groups: [{ transfer_date: '2026-11-30', count: 2, total: 150_000 }],
    count: 2,
    total: 150_000,
    channel: 'zengin_file',
  });
const batches = () => json(200, { batches: [], total_count: 0, page: 1, per_page: 20 });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ops/batches?until=2026-12-01']}>
        <Routes>
          <Route path="/ops/batches" element={<BatchesPage />} />
          <Route path="/ops/batches/:id" element={<p>detail opened</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  setOpsSession({ token: 't', operator: { id: 2, name: '送金', email_address: 'a@example.com', roles: ['treasurer'] } });
});
afterEach(() => {
  cleanup();
  clearOpsSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('振込バッチ: the proposal', () => {
  it('a closed transfer date is marked 休業日 and cannot be built', async () => {
    stubApi({ 'GET /ops/payouts/proposal': proposal('元日'), 'GET /ops/payouts/batches': batches });
    renderPage();
    const build = await screen.findByRole<HTMLButtonElement>('button', { name: '2026/12/01 のバッチを作成' }, LOAD);
    expect(build.disabled).toBe(true);
    expect(screen.getByText(/銀行休業日（元日）のため、この日のバッチは作成できません/)).toBeTruthy();
    expect(screen.getByText('休業日')).toBeTruthy();
  });

  it('builds once with an Idempotency-Key and opens the new batch', async () => {
    const fetchMock = stubApi({
      'GET /ops/payouts/proposal': proposal(null),
      'GET /ops/payouts/batches': batches,
      'POST /ops/payouts/batches': () => json(201, { batch: makeBatch({ id: 31 }) }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '2026/12/01 のバッチを作成' }, LOAD));
    expect(await screen.findByText('detail opened')).toBeTruthy();
    const [post, ...more] = requestsOf(fetchMock, 'POST /ops/payouts/batches');
    expect(more).toHaveLength(0);
    expect(JSON.parse(String(post!.body))).toEqual({ transfer_date: '2026-12-01' });
    expect(new Headers(post!.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the server's refusal is shown in its words", async () => {
    stubApi({
      'GET /ops/payouts/proposal': proposal(null),
      'GET /ops/payouts/batches': batches,
      'POST /ops/payouts/batches': () =>
        json(409, { status: 'conflict', message: 'この振込指定日の作成中のバッチがすでにあります。' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '2026/12/01 のバッチを作成' }, LOAD));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('この振込指定日の作成中のバッチがすでにあります。'),
    );
  });
});
