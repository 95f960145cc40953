import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { json, stubApi } from '../../testing/fixtures.ts';
import { requestsOf } from '../../testing/api-calls.ts';
import { clearOpsSession, setOpsSession } from '../lib/ops-session.ts';
import type { Batch, BatchLine } from './api.ts';
import { SELF_APPROVAL_MESSAGE } from './batch-actions.ts';
import { Component as BatchDetail } from './batch-detail-page.tsx';
import { saveTarget } from './download.ts';
import type { SaveTarget } from './download.ts';
import { makeBatch, makeLine } from './test-support.ts';

const LOAD = { timeout: 10_000 } as const;
const BATCH_PATH = '/ops/payouts/batches/12';

function logInAs(id: number) {
  setOpsSession({
    token: 'ops-token',
    operator: { id, name: `運用者${id}`, email_address: `op${id}@example.com`, roles: ['treasurer'] },
  });
}

function detail(batch: Batch, lines: BatchLine[] = [makeLine()]) {
  return () => json(200, { batch, lines, lines_total_count: lines.length, page: 1, per_page: 100 });
}

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ops/batches/12']}>
        <Routes>
          <Route path="/ops/batches/:id" element={<BatchDetail />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const headerOf = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  clearOpsSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('batch detail: approval (four eyes)', () => {
  it('the operator who built the batch sees 承認 disabled with the reason, and cannot open the dialog', async () => {
    logInAs(1);
    stubApi({ [`GET ${BATCH_PATH}`]: detail(makeBatch()) });
    renderDetail();
    const approve = await screen.findByRole('button', { name: '承認' }, LOAD);
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(approve)).toBe(SELF_APPROVAL_MESSAGE);
  });

  it('a closed transfer date: 休業日 marked, 承認 disabled with the holiday named', async () => {
    logInAs(2);
    stubApi({ [`GET ${BATCH_PATH}`]: detail(makeBatch({ closed_reason: '元日' })) });
    renderDetail();
    const approve = await screen.findByRole('button', { name: '承認' }, LOAD);
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(approve)).toContain('銀行休業日（元日）');
    expect(screen.getAllByText('休業日').length).toBeGreaterThan(0);
  });

  it('another operator approves after confirming: one POST with the token and an Idempotency-Key', async () => {
    logInAs(2);
    let approved = false;
    const fetchMock = stubApi({
      [`GET ${BATCH_PATH}`]: () =>
        detail(
          approved
            ? makeBatch({ status: 'approved', status_label: '承認済', approved_by: { id: 2, name: '運用者2' } })
            : makeBatch(),
        )(),
      [`POST ${BATCH_PATH}/approval`]: () => {
        approved = true;
        return json(200, { batch: makeBatch({ status: 'approved', status_label: '承認済' }) });
      },
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '承認' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: '振込バッチを承認しますか？' });
    expect(within(dialog).getByText('¥150,000')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post, ...more] = requestsOf(fetchMock, `POST ${BATCH_PATH}/approval`);
    expect(more).toHaveLength(0);
    expect(headerOf(post!, 'Authorization')).toBe('Bearer ops-token');
    expect(headerOf(post!, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The page shows the batch as it is now.
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: '銀行へ送信済みにする' })).disabled).toBe(false);
  });

  it("the server's refusal stays in the dialog in its own words, and a retry reuses the key", async () => {
    logInAs(2);
    const message = 'このバッチを作成した運用者は承認できません。';
    const fetchMock = stubApi({
      [`GET ${BATCH_PATH}`]: detail(makeBatch()),
      [`POST ${BATCH_PATH}/approval`]: () => json(403, { status: 'forbidden', message }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '承認' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    await user.click(within(dialog).getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(requestsOf(fetchMock, `POST ${BATCH_PATH}/approval`)).toHaveLength(2));
    const keys = requestsOf(fetchMock, `POST ${BATCH_PATH}/approval`).map((r) => headerOf(r, 'Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('batch detail: lines', () => {
  it('excluding needs a reason: the error under the field gets focus; then the reason is sent', async () => {
    logInAs(1);
    const fetchMock = stubApi({
      [`GET ${BATCH_PATH}`]: detail(makeBatch()),
      [`POST ${BATCH_PATH}/lines/101/exclusion`]: () =>
        json(200, { batch: makeBatch(), line: makeLine({ status: 'excluded', status_label: '除外', reason: '口座確認中' }) }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '除外' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'この明細をバッチから除外しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '除外する' }));
    const reason = within(dialog).getByRole('textbox', { name: '除外の理由' });
    expect(await within(dialog).findByText('除外の理由を入力してください。')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/exclusion`)).toHaveLength(0);

    await user.type(reason, '口座確認中');
    await user.click(within(dialog).getByRole('button', { name: '除外する' }));
    await waitFor(() => expect(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/exclusion`)).toHaveLength(1));
    expect(JSON.parse(String(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/exclusion`)[0]!.body))).toEqual({
      reason: '口座確認中',
    });
  });

  it('a sent batch: 振込不能 with その他 needs the text; the result body carries code and text', async () => {
    logInAs(1);
    const sent = makeBatch({ status: 'sent', status_label: '送信済', sent_on: '2026-11-30' });
    const fetchMock = stubApi({
      [`GET ${BATCH_PATH}`]: detail(sent),
      [`POST ${BATCH_PATH}/lines/101/result`]: () =>
        json(200, { batch: sent, line: makeLine({ status: 'failed', status_label: '振込不能' }) }),
    });
    const user = userEvent.setup();
    renderDetail();
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'バッチを完了にする' }, LOAD)).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '結果を記録' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '振込不能' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '不能事由' }), 'その他');
    await user.click(within(dialog).getByRole('button', { name: '振込不能にする' }));
    expect(await within(dialog).findByText('「その他」の場合は内容を入力してください。')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '内容' }), '受取人死亡');
    await user.click(within(dialog).getByRole('button', { name: '振込不能にする' }));
    await waitFor(() => expect(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/result`)).toHaveLength(1));
    expect(JSON.parse(String(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/result`)[0]!.body))).toEqual({
      result: 'failed',
      failure_code: 'other',
      failure_text: '受取人死亡',
    });
  });

  it('振込完了 sends the transfer date (the batch date by default)', async () => {
    logInAs(1);
    const sent = makeBatch({ status: 'sent', status_label: '送信済', sent_on: '2026-11-30' });
    const fetchMock = stubApi({
      [`GET ${BATCH_PATH}`]: detail(sent),
      [`POST ${BATCH_PATH}/lines/101/result`]: () => json(200, { batch: sent, line: makeLine({ status: 'done' }) }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '結果を記録' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '振込完了' }));
    await user.click(within(dialog).getByRole('button', { name: '振込完了にする' }));
    await waitFor(() => expect(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/result`)).toHaveLength(1));
    expect(JSON.parse(String(requestsOf(fetchMock, `POST ${BATCH_PATH}/lines/101/result`)[0]!.body))).toEqual({
      result: 'done',
      transferred_on: '2026-12-01',
    });
  });
});

describe('batch detail: the file', () => {
  it('downloads the bytes with the operator token under the Content-Disposition name', async () => {
    logInAs(1);
    const file = { name: 'zengin_20261201_12.txt', sha256: 'ab', size: 5, line_count: 2, total_amount: 150_000 };
    const fetchMock = stubApi({
      [`GET ${BATCH_PATH}`]: detail(makeBatch({ status: 'approved', status_label: '承認済', file })),
      [`GET ${BATCH_PATH}/file`]: () =>
        new Response(new Uint8Array([0x31, 0x32, 0x33, 0x0d, 0x0a]), {
          headers: { 'Content-Disposition': 'attachment; filename="ZENGIN_20261201.txt"' },
        }),
    });
    const saved: { name: string; size: number }[] = [];
    const fake: SaveTarget = {
      createObjectURL: () => 'blob:x',
      revokeObjectURL: () => undefined,
      click: (_href, name) => saved.push({ name, size: 5 }),
    };
    const original = saveTarget.current;
    saveTarget.current = fake;
    try {
      const user = userEvent.setup();
      renderDetail();
      await user.click(await screen.findByRole('button', { name: 'ファイルをダウンロード' }, LOAD));
      await waitFor(() => expect(saved).toEqual([{ name: 'ZENGIN_20261201.txt', size: 5 }]));
      expect(headerOf(requestsOf(fetchMock, `GET ${BATCH_PATH}/file`)[0]!, 'Authorization')).toBe('Bearer ops-token');
    } finally {
      saveTarget.current = original;
    }
  });
});
