import type { Notice } from '@icp/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { useStatsStore } from '../../../lib/session/stats-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { callsOf, shellStubs } from '../../../testing/api-calls.ts';
import { json, logIn, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { categoryLabel, unreadFirst } from '../components/category.tsx';

const NOTICE: Notice = {
  id: 5,
  title: '支払の審査が完了しました',
  body: '請求書番号 INV-2026-001 の審査が完了しました。\n振込予定日: 2026/12/25',
  category: 'payment',
  is_read: false,
  published_at: '2026-11-22T01:30:00Z',
  link_path: '/payments/reserved/12',
};

const item = (id: number, category: string, is_read: boolean, title = `件名${id}`) => ({
  id,
  title,
  category,
  is_read,
  published_at: `2026-11-${10 + id}T00:00:00Z`,
});

beforeEach(() => {
  queryClient.clear();
  resetSession();
  useUiStore.setState({ snackbar: null, loadingCount: 0, navDrawerOpen: false });
  logIn();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 10_000 };

describe('/notifications/:id', { timeout: 20_000 }, () => {
  it('shows the notice, posts the confirmation once, and the bell dot and drawer list follow at once', async () => {
    let unread = 1;
    let release = () => {};
    const confirmed = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/notifications': () =>
        json(200, { count_all: 1, count_unread: unread, notifications: [item(5, 'payment', unread === 0, NOTICE.title)] }),
      'GET /users/notices/5': () => json(200, { ...NOTICE, is_read: unread === 0 }),
      'POST /users/notifications/5/confirmation': async () => {
        await confirmed;
        unread = 0;
        return json(200, { count_unread: 0 });
      },
    });
    // The cached count of an earlier page: the dot shows before the probes answer.
    useStatsStore.getState().mergeStats({ notificationUnreadCount: 1 });
    renderApp('/notifications/5');

    expect(await screen.findByRole('heading', { level: 1, name: NOTICE.title }, slow)).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('支払');
    expect(article.textContent).toContain('2026/11/22 10:30');
    expect(screen.getByText(/INV-2026-001 の審査が完了しました。/).textContent).toContain('\n振込予定日');
    expect(screen.getByRole('link', { name: '関連するページを開く' }).getAttribute('href')).toBe('/payments/reserved/12');
    expect(screen.getAllByRole('link', { name: 'お知らせ一覧に戻る' })[0]?.getAttribute('href')).toBe('/notifications');

    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /users/notifications/5/confirmation'));
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お知らせ（未読1件）' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).toBeNull());
    expect(screen.getByRole('link', { name: 'お知らせ' }).getAttribute('href')).toBe('/notifications');
    expect(useStatsStore.getState().stats.notificationUnreadCount).toBe(0);
    // Stays read after the re-probe; posted exactly once.
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c === 'GET /users/notifications').length).toBeGreaterThan(1));
    expect(callsOf(fetchMock).filter((c) => c === 'POST /users/notifications/5/confirmation')).toHaveLength(1);
    expect(screen.queryByTestId('unread-dot')).toBeNull();

    // The mobile drawer's list is fresh too.
    fireEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    const link = await within(drawer).findByRole('link', { name: new RegExp(NOTICE.title) }, slow);
    expect(within(link).queryByRole('img', { name: '未読' })).toBeNull();
    expect(within(drawer).getByText('お知らせ')).toBeTruthy();
  });

  it('does not post for a notice already read', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/notices/5': () => json(200, { ...NOTICE, is_read: true, link_path: null }),
    });
    renderApp('/notifications/5');
    await screen.findByRole('heading', { level: 1, name: NOTICE.title }, slow);
    expect(screen.queryByRole('link', { name: '関連するページを開く' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(callsOf(fetchMock)).not.toContain('POST /users/notifications/5/confirmation');
  });

  it('says so when the notice does not exist (404), with a way back', async () => {
    stubApi({ ...shellStubs() });
    renderApp('/notifications/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせが見つかりません' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'お知らせ一覧へ' }).getAttribute('href')).toBe('/notifications');
  });

  it('treats a malformed id as not found without calling the API', async () => {
    const fetchMock = stubApi({ ...shellStubs() });
    renderApp('/notifications/abc');
    await screen.findByRole('heading', { level: 1, name: 'お知らせが見つかりません' }, slow);
    expect(callsOf(fetchMock).some((c) => c.startsWith('GET /users/notices'))).toBe(false);
  });

  it('ignores a link_path that would leave the app', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/notices/5': () => json(200, { ...NOTICE, is_read: true, link_path: '//evil.example/x' }),
    });
    renderApp('/notifications/5');
    await screen.findByRole('heading', { level: 1, name: NOTICE.title }, slow);
    expect(screen.queryByRole('link', { name: '関連するページを開く' })).toBeNull();
  });
});

describe('/notifications', { timeout: 20_000 }, () => {
  it('labels categories in Japanese and lists unread first', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/notifications': () =>
        json(200, {
          count_all: 5,
          count_unread: 2,
          notifications: [
            item(1, 'info', true),
            item(2, 'security', false),
            item(3, 'supplier', true),
            item(4, 'account', false),
            item(5, 'payment', true),
          ],
        }),
    });
    renderApp('/notifications');
    await screen.findByText('未読 2件', {}, slow);
    const rows = screen
      .getAllByRole('link')
      .filter((a) => /^\/notifications\/\d+$/.test(a.getAttribute('href') ?? ''))
      .map((a) => a.textContent ?? '');
    expect(rows.map((r) => /件名(\d)/.exec(r)?.[1])).toEqual(['2', '4', '1', '3', '5']);
    expect(rows[0]).toContain('セキュリティ');
    expect(rows[1]).toContain('アカウント');
    expect(rows[2]).toMatch(/^お知らせ2026/);
    expect(rows[3]).toContain('支払先');
    expect(rows[4]).toContain('支払');
    expect(document.body.textContent).not.toMatch(/security|supplier|payment/);
  });

  it('maps every category, and unknown ones to お知らせ', () => {
    expect(['payment', 'supplier', 'security', 'account', 'info', 'campaign', 'toString'].map(categoryLabel)).toEqual([
      '支払',
      '支払先',
      'セキュリティ',
      'アカウント',
      'お知らせ',
      'お知らせ',
      'お知らせ',
    ]);
    expect(unreadFirst([item(1, 'info', true), item(2, 'info', false)]).map((n) => n.id)).toEqual([2, 1]);
  });
});
