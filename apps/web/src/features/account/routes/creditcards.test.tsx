import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditCard } from '../../../lib/api/get-credit-cards.ts';
import { forgetCardTokenConfig } from '../../../lib/card-gateway.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyOf, callsOf, freshSession, shellStubs, LOAD } from './test-support.ts';

const card = (patch: Partial<CreditCard>): CreditCard => ({
  id: 1,
  brand: 'JCB',
  last4: '0000',
  expiry_month: 12,
  expiry_year: 2030,
  holder_name: 'TARO YAMADA',
  is_default: false,
  created_at: '2026-11-01T00:00:00Z',
  ...patch,
});

/** The MDK token server (the VeriTrans simulator's shape), where the config says it is. */
const TOKEN_STUBS = {
  'GET /invoices/credit_cards/token_config': () => json(200, { token_url: '/gateway/4gtoken', token_api_key: 'pub-key-1' }),
  'POST /gateway/4gtoken': () =>
    json(200, {
      token: 'tok_abc',
      token_expire_date: '20261125120000',
      req_card_number: '352800********07',
      status: 'success',
      code: 'success',
      message: 'トークンの生成に成功しました。',
    }),
};

const CARD_IN_USE = 'このカードは手続き中の支払に使われているため削除できません。支払の完了後に削除してください。';

beforeEach(() => {
  freshSession();
  forgetCardTokenConfig();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = () => screen.findByRole('list', { name: '登録済みのカード' }, LOAD);
const row = (label: string) =>
  within(screen.getByRole('list', { name: '登録済みのカード' })).getByRole('listitem', { name: label });

describe('/myaccount/creditcards (お支払い方法)', { timeout: 20_000 }, () => {
  it('lists the cards with brand, last 4, MM/YY and the 既定 badge; 既定にする moves it', async () => {
    let cards = [card({ id: 1, is_default: true }), card({ id: 2, last4: '1234', expiry_month: 3, expiry_year: 2031 })];
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /invoices/credit_cards': () => json(200, { credit_cards: cards }),
      'PUT /invoices/credit_cards/2/default': () => {
        cards = cards.map((c) => ({ ...c, is_default: c.id === 2 }));
        return json(200, { credit_card: cards[1] });
      },
    });
    renderApp('/myaccount/creditcards');
    await list();
    const first = row('JCB •••• 0000');
    expect(within(first).getByText('既定')).toBeTruthy();
    expect(first.textContent).toContain('有効期限 12/30');
    expect(within(first).queryByRole('button', { name: /既定にする/ })).toBeNull();
    const second = row('JCB •••• 1234');
    expect(second.textContent).toContain('有効期限 03/31');
    expect(within(second).queryByText('既定')).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: 'JCB •••• 1234を既定にする' }));
    await waitFor(() => expect(within(row('JCB •••• 1234')).getByText('既定')).toBeTruthy());
    expect(within(row('JCB •••• 0000')).queryByText('既定')).toBeNull();
    expect(callsOf(fetchMock)).toContain('PUT /invoices/credit_cards/2/default');
    expect(useUiStore.getState().snackbar?.text).toBe('JCB •••• 1234を既定のカードにしました。');
  });

  it('delete asks first (はい/いいえ); a card in use is refused with the server message', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /invoices/credit_cards': () => json(200, { credit_cards: [card({ id: 1, is_default: true })] }),
      'DELETE /invoices/credit_cards/1': () => json(409, { status: 'card_in_use', message: CARD_IN_USE }),
    });
    renderApp('/myaccount/creditcards');
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'JCB •••• 0000を削除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('このカードを削除しますか？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchMock)).not.toContain('DELETE /invoices/credit_cards/1');

    fireEvent.click(screen.getByRole('button', { name: 'JCB •••• 0000を削除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'はい' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('カードを削除できませんでした');
    expect(alert.textContent).toContain(CARD_IN_USE);
    expect(row('JCB •••• 0000')).toBeTruthy();
  });

  it('delete removes the card; an empty list says so and offers to add one', async () => {
    let cards = [card({ id: 1, is_default: true })];
    stubApi({
      ...shellStubs(),
      'GET /invoices/credit_cards': () => json(200, { credit_cards: cards }),
      'DELETE /invoices/credit_cards/1': () => {
        cards = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/myaccount/creditcards');
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'JCB •••• 0000を削除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('登録されているカードはありません')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'カードを追加' })).toBeTruthy();
  });

  it('adds a card: JCB only before any request, then only the token and the typed last 4 go to our API', async () => {
    let cards: CreditCard[] = [];
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /invoices/credit_cards': () => json(200, { credit_cards: cards }),
      ...TOKEN_STUBS,
      'POST /invoices/credit_cards': () => {
        cards = [card({ id: 11, last4: '0007', is_default: true })];
        return json(201, { credit_card: cards[0] });
      },
    });
    renderApp('/myaccount/creditcards');
    fireEvent.click(await screen.findByRole('button', { name: 'カードを追加' }, LOAD));
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText('カード番号', {}, LOAD);
    type('カード番号', '4111111111111111');
    expect((await screen.findAllByText('ご利用いただけるカードはJCBのみです。')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(callsOf(fetchMock)).not.toContain('POST /gateway/4gtoken');

    type('カード番号', '3528000000000007');
    type('有効期限（MM/YY）', '12/30');
    type('セキュリティコード', '123');
    fireEvent.click(screen.getByRole('button', { name: 'このカードを登録する' }));
    await list();
    expect(within(row('JCB •••• 0007')).getByText('既定')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /invoices/credit_cards')).toEqual({ token: 'tok_abc', last4: '0007' });
    expect(bodyOf(fetchMock, 'POST /gateway/4gtoken')).toMatchObject({
      token_api_key: 'pub-key-1',
      card_number: '3528000000000007',
    });
    const ours = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/v1'));
    expect(ours.length).toBeGreaterThan(0);
    for (const [u, init] of ours) expect(`${String(u)} ${String(init?.body ?? '')}`).not.toContain('3528000000000007');
    expect(screen.queryByLabelText('カード番号')).toBeNull();
  });
});
