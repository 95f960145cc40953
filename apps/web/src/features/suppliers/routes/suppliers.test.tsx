import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { freshSession, shellStubs } from './test-support.ts';

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  name_kana: 'カナ',
  business_form: 1,
  status: 'Approved',
  bank_name: 'みずほ',
  branch_name: '渋谷',
  last_payment_date: '2026-11-20',
  created_at: '2026-10-01T00:00:00Z',
  ...extra,
});

/** GET /suppliers answering by status group and q; records each query. */
function suppliersStub(rows: { enable: unknown[]; disable: unknown[] }, total?: number) {
  const seen: URLSearchParams[] = [];
  const handler = (url: URL) => {
    seen.push(url.searchParams);
    const group = url.searchParams.get('status') === 'Rejected' ? 'disable' : 'enable';
    const q = url.searchParams.get('q') ?? '';
    const matching = (rows[group] as { name: string }[]).filter((r) => r.name.includes(q));
    const size = Number(url.searchParams.get('size'));
    return json(200, { count_all: total ?? matching.length, suppliers: matching.slice(0, size) });
  };
  return { seen, handler };
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

describe('/suppliers', () => {
  it('lists a tab with counts of both tabs, status, bank and last payment; a row opens the supplier', async () => {
    const { seen, handler } = suppliersStub({
      enable: [
        row(1, 'サンプル商事'),
        row(2, '東京物産', { status: 'Escalation', bank_name: null, branch_name: null, last_payment_date: null }),
      ],
      disable: [row(3, '否認商会', { status: 'Rejected' })],
    });
    stubApi({
      ...shellStubs(),
      'GET /suppliers': handler,
      'GET /suppliers/1': () => json(404, { status: 'not_found', message: 'x' }),
    });
    const { router } = renderApp('/suppliers?status=enable');
    await screen.findByRole('heading', { level: 1, name: '登録済み支払先' });
    const tabs = screen.getByRole('navigation', { name: '支払先の状態' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /利用中/ }).textContent).toBe('利用中2件'));
    await waitFor(() => expect(within(tabs).getByRole('link', { name: /利用停止/ }).textContent).toBe('利用停止1件'));
    expect(
      within(tabs)
        .getByRole('link', { name: /利用停止/ })
        .getAttribute('href'),
    ).toBe('/suppliers?status=disable');

    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['サンプル商事カナ', '承認済み', 'みずほ　渋谷', '2026/11/20'],
      ['東京物産カナ', '確認中', '未登録', '—'],
    ]);
    // The list call pages 20 at a time with the enabled group's statuses.
    const listCall = seen.find((p) => p.get('size') === '20');
    expect(listCall?.get('from')).toBe('0');
    expect(listCall?.get('status')).toBe('Approved,Escalation,Unapproved');

    fireEvent.click(within(table).getByRole('link', { name: 'サンプル商事' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/1'));
  });

  it('searches with ?q= after a pause, counting both tabs for the search', async () => {
    const { seen, handler } = suppliersStub({ enable: [row(1, 'サンプル商事'), row(2, '東京物産')], disable: [] });
    stubApi({ ...shellStubs(), 'GET /suppliers': handler });
    const { router } = renderApp('/suppliers?status=enable');
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: '支払先を検索' }), { target: { value: '東京' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=enable&q=%E6%9D%B1%E4%BA%AC'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('サンプル商事')).toBeNull());
    expect(within(screen.getByRole('table')).getByText('東京物産')).toBeTruthy();
    expect(
      seen
        .filter((p) => p.get('q') === '東京' && p.get('size') === '1')
        .map((p) => p.get('status'))
        .sort(),
    ).toEqual(['Approved,Escalation,Unapproved', 'Rejected']);
    expect(
      within(screen.getByRole('navigation', { name: '支払先の状態' }))
        .getByRole('link', { name: /利用停止/ })
        .getAttribute('href'),
    ).toBe('/suppliers?status=disable&q=%E6%9D%B1%E4%BA%AC');
  });

  it('pages by 20 with from/size', async () => {
    const many = Array.from({ length: 20 }, (_, i) => row(i + 1, `支払先${i + 1}`));
    const { seen, handler } = suppliersStub({ enable: many, disable: [] }, 45);
    stubApi({ ...shellStubs(), 'GET /suppliers': handler });
    renderApp('/suppliers?status=enable');
    await screen.findByRole('table');
    expect(screen.getByText('全45件中 1–20件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(seen.some((p) => p.get('from') === '20' && p.get('size') === '20')).toBe(true));
  });

  it('an empty list offers 支払先を登録する', async () => {
    stubApi({ ...shellStubs() });
    renderApp('/suppliers?status=enable');
    await screen.findByText('まだ支払先が登録されていません');
    const cta = within(screen.getByRole('main'))
      .getAllByRole('link', { name: '支払先を登録する' })
      .map((a) => a.getAttribute('href'));
    expect(cta).toEqual(['/suppliers/add/company', '/suppliers/add/company']);
  });
});

describe('/suppliers/{id}/payment-history', () => {
  const invoice = (id: number, extra: Record<string, unknown> = {}) => ({
    id,
    display_id: `I-${String(id).padStart(8, '0')}`,
    type: 'InvoicePayment',
    status: 'TransferCompleted',
    is_action_required: false,
    supplier_name: 'サンプル商事',
    amount: 110000,
    transfer_date: '2026-11-25',
    transferred_on: '2026-11-25',
    created_at: '2026-11-20T00:00:00Z',
    ...extra,
  });
  const supplier = { id: 5, name: 'サンプル商事' };

  it('lists the supplier’s invoices and opens one', async () => {
    const seen: URLSearchParams[] = [];
    stubApi({
      ...shellStubs(),
      'GET /suppliers/5': () => json(200, supplier),
      'GET /invoices': (url) => {
        seen.push(url.searchParams);
        if (!url.searchParams.get('supplier_id'))
          return json(200, { total_count: 0, total_count_is_action_required: 0, invoices: [] });
        return json(200, {
          total_count: 2,
          total_count_is_action_required: 0,
          invoices: [invoice(12), invoice(13, { status: 'InProgress', transfer_date: null })],
        });
      },
    });
    const { router } = renderApp('/suppliers/5/payment-history');
    await screen.findByRole('heading', { level: 1, name: '支払履歴' });
    const first = await screen.findByRole('link', { name: /I-00000012/ });
    expect(first.textContent).toContain('振込完了');
    expect(first.textContent).toContain('¥110,000');
    expect(first.textContent).toContain('2026/11/25');
    expect(seen.some((p) => p.get('supplier_id') === '5' && p.get('size') === '20')).toBe(true);

    fireEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/5/payment-history/12'));
    await screen.findByRole('heading', { level: 1, name: '支払履歴の詳細' });
    expect(screen.getByText('¥110,000')).toBeTruthy();
  });

  it('the date follows the status: 振込予定日 while applied for, 振込日 (the day it was made) once transferred, none when cancelled', async () => {
    const rows = [
      invoice(21, { transfer_date: '2026-11-25', transferred_on: '2026-11-26' }),
      invoice(22, { status: 'InProgress', transfer_date: '2026-12-10', transferred_on: null }),
      invoice(23, { status: 'Cancel', transfer_date: '2026-12-11', transferred_on: null }),
    ];
    stubApi({
      ...shellStubs(),
      'GET /suppliers/5': () => json(200, supplier),
      'GET /invoices': (url) =>
        json(200, {
          total_count: url.searchParams.get('supplier_id') ? rows.length : 0,
          total_count_is_action_required: 0,
          invoices: url.searchParams.get('supplier_id') ? rows : [],
        }),
    });
    const { router } = renderApp('/suppliers/5/payment-history');
    const transferred = await screen.findByRole('link', { name: /I-00000021/ });
    expect(transferred.textContent).toContain('振込日 2026/11/26');
    expect(transferred.textContent).not.toContain('2026/11/25');
    const applied = screen.getByRole('link', { name: /I-00000022/ });
    expect(applied.textContent).toContain('振込予定日 2026/12/10');
    const cancelled = screen.getByRole('link', { name: /I-00000023/ });
    expect(cancelled.textContent).not.toMatch(/振込/);

    await router.navigate('/suppliers/5/payment-history/22');
    await screen.findByRole('heading', { level: 1, name: '支払履歴の詳細' });
    expect(screen.getByText('振込予定日').nextElementSibling?.textContent).toBe('2026/12/10');
    expect(screen.queryByText('振込日')).toBeNull();
  });

  it('an empty history and an unknown payment have their own states', async () => {
    stubApi({
      ...shellStubs(),
      'GET /suppliers/5': () => json(200, supplier),
    });
    const { router } = renderApp('/suppliers/5/payment-history');
    expect(await screen.findByText('この支払先への支払はまだありません')).toBeTruthy();
    await router.navigate('/suppliers/5/collection-history/99');
    expect(await screen.findByText('支払が見つかりません')).toBeTruthy();
  });
});
