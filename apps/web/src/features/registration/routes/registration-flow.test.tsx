import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, registeredUser, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const unregistered = { ...registeredUser, business_form: null, corporation: null, accepted_terms_version: null };

beforeEach(() => {
  resetSession();
  logIn();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('business registration (corporation)', () => {
  it('validates on change, confirms every value, accepts the terms and registers', async () => {
    let registered = false;
    const fetchMock = stubApi({
      'GET /users/information': () => json(200, registered ? registeredUser : unregistered),
      'GET /business_categories': () =>
        json(200, {
          business_categories: [
            { id: 3, name: '卸売業' },
            { id: 4, name: '製造業' },
          ],
        }),
      'GET /terms': () => json(200, { version: '2', effective_date: '2026-10-01', body: '第1条（目的）…' }),
      'POST /users/validation': () => json(200, { message: 'OK' }),
      'PUT /users/license': () => new Response(null, { status: 204 }),
      'POST /users/corporation': () => {
        registered = true;
        return json(201, { message: '登録しました。' });
      },
    });
    const { router } = renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: '事業者情報の登録' });
    expect(screen.getByText(/第2版/)).toBeTruthy();

    type(/^法人名$/, '株式会社サンプル');
    type(/^法人名（カナ）/, 'さんぷる');
    expect((await screen.findByText('法人名（カナ）は全角カタカナで入力してください。')).getAttribute('role')).toBe('alert');
    type(/^法人名（カナ）/, 'カブシキガイシャサンプル');
    type(/^法人番号/, '7123456789012');
    type(/^郵便番号/, '１０００００５');
    expect((screen.getByLabelText(/^郵便番号/) as HTMLInputElement).value).toBe('100-0005');
    fireEvent.change(screen.getByLabelText(/^都道府県/), { target: { value: '東京都' } });
    type(/^市区町村/, '千代田区');
    type(/^番地/, '丸の内1-2-3');
    type(/^代表者名$/, '山田 太郎');
    type(/^代表者名（カナ）/, 'ヤマダ タロウ');
    type(/^代表者の生年月日/, '1980-04-01');
    type(/^振込名義人/, 'サンプルショウジ');
    type(/^担当者の姓/, '山田');
    type(/^担当者の名/, '太郎');
    type(/^電話番号/, '03-1234-5678');
    fireEvent.change(screen.getByLabelText(/^業種/), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('利用規約に同意する'));
    await waitFor(() => expect(screen.queryByText('法人名（カナ）は全角カタカナで入力してください。')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    await screen.findByRole('heading', { level: 1, name: '登録内容の確認' });
    expect(router.state.location.pathname).toBe('/registration/confirm');
    const validation = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/users/validation'))?.[1]?.body));
    expect(validation).toMatchObject({
      business_form: 1,
      corporation: {
        postal_code: '1000005',
        phone_number: '0312345678',
        business_category_id: 3,
        corporate_number: '7123456789012',
      },
    });
    expect(validation.corporation.terms_agreed).toBeUndefined();

    const main = screen.getByRole('main');
    expect(within(main).getByText('〒100-0005')).toBeTruthy();
    expect(within(main).getByText('1980年4月1日')).toBeTruthy();
    expect(within(main).getByText('卸売業')).toBeTruthy();
    expect(within(main).getByText('（なし）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    await screen.findByRole('heading', { level: 1, name: '登録完了' });
    const calls = fetchMock.mock.calls.map(([u, init]) => `${init?.method ?? 'GET'} ${new URL(String(u), 'http://x').pathname}`);
    const license = calls.indexOf('PUT /api/v1/users/license');
    expect(license).toBeGreaterThan(-1);
    expect(calls.indexOf('POST /api/v1/users/corporation')).toBeGreaterThan(license);
    expect(screen.getByRole('link', { name: 'トップページへ' }).getAttribute('href')).toBe('/toppage');
  });

  it('shows server field errors under their fields', async () => {
    stubApi({
      'GET /users/information': () => json(200, unregistered),
      'GET /business_categories': () => json(200, { business_categories: [{ id: 3, name: '卸売業' }] }),
      'GET /terms': () => json(200, { version: '2', effective_date: '2026-10-01', body: '…' }),
    });
    renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: '事業者情報の登録' });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    // Submitting an empty form shows every field's message under it.
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(10));
    expect(screen.getByText('利用規約に同意してください。')).toBeTruthy();
  });

  it('an empty submit puts focus on the first field of the page, not on the terms checkbox', async () => {
    stubApi({
      'GET /users/information': () => json(200, unregistered),
      'GET /business_categories': () => json(200, { business_categories: [{ id: 3, name: '卸売業' }] }),
      'GET /terms': () => json(200, { version: '2', effective_date: '2026-10-01', body: '…' }),
    });
    renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: '事業者情報の登録' });
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^法人名$/)));
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
  });

  it('server errors put focus on the first of their fields in page order', async () => {
    stubApi({
      'GET /users/information': () => json(200, unregistered),
      'GET /business_categories': () => json(200, { business_categories: [{ id: 3, name: '卸売業' }] }),
      'GET /terms': () => json(200, { version: '2', effective_date: '2026-10-01', body: '…' }),
      // The server lists the phone number before the corporate number, which sits higher on the page.
      'POST /users/validation': () =>
        json(400, {
          status: 'validation_error',
          message: '入力内容を確認してください。',
          errors: [
            { field: 'corporation.phone_number', message: '電話番号が正しくありません。' },
            { field: 'corporation.corporate_number', message: '法人番号が正しくありません。' },
          ],
        }),
    });
    renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: '事業者情報の登録' });
    type(/^法人名$/, '株式会社サンプル');
    type(/^法人名（カナ）/, 'カブシキガイシャサンプル');
    type(/^法人番号/, '7123456789012');
    type(/^郵便番号/, '1000005');
    fireEvent.change(screen.getByLabelText(/^都道府県/), { target: { value: '東京都' } });
    type(/^市区町村/, '千代田区');
    type(/^番地/, '丸の内1-2-3');
    type(/^代表者名$/, '山田 太郎');
    type(/^代表者名（カナ）/, 'ヤマダ タロウ');
    type(/^代表者の生年月日/, '1980-04-01');
    type(/^振込名義人/, 'サンプルショウジ');
    type(/^担当者の姓/, '山田');
    type(/^担当者の名/, '太郎');
    type(/^電話番号/, '03-1234-5678');
    fireEvent.change(screen.getByLabelText(/^業種/), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('利用規約に同意する'));
    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    await screen.findByText('法人番号が正しくありません。');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^法人番号/)));
  });

  it('words things as the glossary does: dated terms version, select messages, the transfer name preview', async () => {
    stubApi({
      'GET /users/information': () => json(200, unregistered),
      'GET /business_categories': () => json(200, { business_categories: [{ id: 3, name: '卸売業' }] }),
      'GET /terms': () => json(200, { version: '2026-11-01', effective_date: '2026-11-01', body: '…' }),
    });
    renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: '事業者情報の登録' });
    expect(screen.getByText('2026年11月1日版')).toBeTruthy();
    expect(screen.queryByText(/第2026-11-01版/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    // Selects say 選択してください, also when empty.
    expect(await screen.findByText('都道府県を選択してください。')).toBeTruthy();
    expect(screen.getByText('業種を選択してください。')).toBeTruthy();

    // Half-width is accepted, and the hint says why small kana come back large.
    const transferName = screen.getByLabelText(/^振込名義人/);
    expect(transferName.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/小さいカナは大きいカナになります（例：ュ→ユ）/)).toBeTruthy();
    type(/^振込名義人/, 'ﾎｸﾄﾌﾞﾂﾘｭｳ');
    expect((await screen.findByTestId('zengin-name-preview')).textContent).toBe('ﾎｸﾄﾌﾞﾂﾘﾕｳ');
    expect(screen.getByText(/ホクトブツリユウ/)).toBeTruthy();
  });

  it('an already registered user is sent to the top page', async () => {
    stubApi({ 'GET /users/information': () => json(200, registeredUser), ...listStubs() });
    const { router } = renderApp('/registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/toppage'));
  });
});

function listStubs() {
  return {
    'GET /suppliers': () => json(200, { count_all: 0, suppliers: [] }),
    'GET /invoices': () => json(200, { total_count: 0, total_count_is_action_required: 0, invoices: [] }),
    'GET /drafts': () => json(200, { count: 0, drafts: [] }),
    'GET /users/notifications': () => json(200, { count_all: 0, count_unread: 0, notifications: [] }),
  };
}
