import { DEFAULT_COMMISSION_POLICY, formatYen } from '@icp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { callsOf, shellStubs } from '../../../testing/api-calls.ts';
import { logIn, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../../testing/render-app.tsx';
import { HELP_LINKS } from '../../../app/shell/nav-items.ts';
import { FAQ_ITEMS } from '../faq-items.ts';
import { searchFaq } from '../faq-search.ts';

beforeEach(() => {
  queryClient.clear();
  resetSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/help/manual', { timeout: 20_000 }, () => {
  it('is a real page, readable logged out, with the fee rules the app calculates with', async () => {
    const fetchMock = stubApi({});
    renderApp('/help/manual');
    expect(await screen.findByRole('heading', { level: 1, name: '操作マニュアル' }, LOAD)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('操作マニュアル | 請求書カード払い'));
    expect(screen.queryByText('ページが見つかりません')).toBeNull();

    const fees = screen.getByRole('region', { name: '手数料' });
    expect(fees.textContent).toContain(`${DEFAULT_COMMISSION_POLICY.rateBasisPoints / 100}%`);
    expect(fees.textContent).toContain(`最低${formatYen(DEFAULT_COMMISSION_POLICY.minimumYen)}`);
    // 2.98 % of ¥100,000 is ¥2,980, of which ¥270 is tax; the card is charged ¥102,980.
    expect(within(fees).getByRole('row', { name: /¥100,000/ }).textContent).toBe('¥100,000¥2,980¥270¥102,980');
    // Below the minimum: ¥5,000 × 2.98 % = ¥149 → ¥330.
    expect(within(fees).getByRole('row', { name: /¥5,000/ }).textContent).toBe('¥5,000¥330¥30¥5,330');

    const dates = screen.getByRole('region', { name: '振込日' });
    expect(dates.textContent).toContain('15時まで');
    expect(dates.textContent).toContain('最短の振込日は木曜日');
    expect(screen.getByRole('region', { name: 'ご利用いただけるカード' }).textContent).toContain('JCB');
    // The status words are those of the badges, from the buyer's side.
    const statuses = screen.getByRole('region', { name: '支払の状態' });
    for (const word of [
      '申請中',
      '審査中',
      '振込予約済',
      '振込完了',
      'キャンセル',
      '請求キー登録待ち',
      '支払待ち',
      '期限切れ',
      '要対応',
    ])
      expect(within(statuses).getByText(word)).toBeTruthy();
    expect(statuses.textContent).not.toContain('未登録');
    expect(screen.getByRole('region', { name: 'セキュリティ' }).textContent).toContain('2段階認証');
    expect(screen.getByRole('link', { name: 'お問い合わせフォーム（新しいタブで開きます）' })).toBeTruthy();

    // Logged out: a way to log in, and not one API call (nothing to refuse with 401).
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/signin');
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('a logged-in user reads it inside the usual header, with its help menu', async () => {
    logIn();
    stubApi(shellStubs());
    renderApp('/help/manual');
    expect(await screen.findByRole('heading', { level: 1, name: '操作マニュアル' }, LOAD)).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'メインメニュー' }, LOAD)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /ヘルプ/ }).length).toBeGreaterThan(0);
    await waitFor(() => expect(useUserStore.getState().user).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
  });

  it('the help menu points at these pages inside the app, not at an external site', () => {
    expect(HELP_LINKS.map((l) => [l.label, l.to, l.external ?? false])).toEqual([
      ['操作マニュアル', '/help/manual', false],
      ['よくある質問', '/help/faq', false],
    ]);
  });
});

describe('/help/faq', { timeout: 20_000 }, () => {
  it('filters the questions as the user types and announces how many remain', async () => {
    stubApi({});
    renderApp('/help/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' }, LOAD)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('よくある質問 | 請求書カード払い'));
    const questions = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace(/^Q\./, ''));
    expect(questions()).toHaveLength(FAQ_ITEMS.length);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`全${FAQ_ITEMS.length}件の質問を表示しています。`);

    const search = screen.getByRole('searchbox', { name: '質問を検索' });
    fireEvent.change(search, { target: { value: 'ＪＣＢ' } });
    await waitFor(() => expect(questions()).toContain('どのカードが使えますか？'));
    const found = questions();
    expect(found.length).toBeLessThan(FAQ_ITEMS.length);
    expect(found).not.toContain('パスワードを忘れてしまいました。');
    expect(status.textContent).toBe(`${found.length}件の質問が見つかりました。`);

    fireEvent.change(search, { target: { value: 'カード 解放' } });
    await waitFor(() => expect(questions()).toEqual(['カードへの請求はいつ確定しますか？']));
    expect(status.textContent).toBe('1件の質問が見つかりました。');

    fireEvent.change(search, { target: { value: '宇宙旅行' } });
    await waitFor(() => expect(status.textContent).toBe('該当する質問はありません。'));
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByText('該当する質問はありません')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(questions()).toHaveLength(FAQ_ITEMS.length));
  });
});

describe('searchFaq', () => {
  it('matches every word in the question, answer or keywords, any width or case', () => {
    expect(searchFaq(FAQ_ITEMS, '  ')).toHaveLength(FAQ_ITEMS.length);
    expect(searchFaq(FAQ_ITEMS, 'visa').map((i) => i.id)).toEqual(['card-brands']);
    expect(searchFaq(FAQ_ITEMS, '３ｄセキュア').map((i) => i.id)).toContain('3ds');
    expect(searchFaq(FAQ_ITEMS, '手数料　インボイス').map((i) => i.id)).toEqual(['receipt']);
    expect(searchFaq(FAQ_ITEMS, 'no such thing')).toEqual([]);
  });
});
