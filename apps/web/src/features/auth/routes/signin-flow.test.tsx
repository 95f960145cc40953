import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { json, registeredUser, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const emptyLists = {
  'GET /suppliers': () => json(200, { count_all: 0, suppliers: [] }),
  'GET /invoices': () => json(200, { total_count: 0, total_count_is_action_required: 0, invoices: [] }),
  'GET /drafts': () => json(200, { count: 0, drafts: [] }),
  'GET /users/notifications': () => json(200, { count_all: 0, count_unread: 0, notifications: [] }),
};

beforeEach(() => {
  resetSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login + two-factor', () => {
  it('validates on change, then logs in and returns to the redirect', async () => {
    const fetchMock = stubApi({
      ...emptyLists,
      'POST /login': () =>
        json(200, { next: 'two_factor', login_token: 'lt-1', masked_email_address: 't****@e***', expires_in: 600 }),
      'POST /login_2auth': () => json(200, { id_token: 'id', access_token: 'ac', refresh_token: 'rf', expires_in: 900 }),
      'GET /users/information': () => json(200, registeredUser),
    });
    const { router } = renderApp(`/signin?redirect=${encodeURIComponent('/suppliers?status=disable')}`);

    const email = await screen.findByLabelText(/メールアドレス/);
    fireEvent.change(email, { target: { value: 'taro@' } });
    expect((await screen.findByRole('alert')).textContent).toBe('メールアドレスの形式が正しくありません。');
    fireEvent.change(email, { target: { value: ' Taro@Example.com ' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await screen.findByRole('heading', { name: '認証コードの入力' });
    expect(document.body.textContent).toContain('t****@e*** に認証コードを送信しました');
    expect(router.state.location.pathname).toBe('/onetime-password');
    const loginBody = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/login'))?.[1]?.body));
    expect(loginBody).toEqual({ email_address: 'taro@example.com', password: 'correct horse battery staple' });

    const pin = screen.getByLabelText(/認証コード/);
    fireEvent.change(pin, { target: { value: '12-34 56' } });
    expect((pin as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/suppliers?status=disable'),
    );
    expect(useAuthStore.getState().tokens).toEqual({ idToken: 'id', accessToken: 'ac', refreshToken: 'rf' });
    const twoFactorBody = JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/login_2auth'))?.[1]?.body));
    expect(twoFactorBody).toEqual({ login_token: 'lt-1', code: '123456' });
    expect(await screen.findByRole('heading', { level: 1, name: '登録済み支払先' })).toBeTruthy();
  });

  it('shows login_failed as a form message', async () => {
    stubApi({
      'POST /login': () => json(401, { status: 'login_failed', message: 'メールアドレスまたはパスワードが正しくありません。' }),
    });
    renderApp('/signin');
    fireEvent.change(await screen.findByLabelText(/メールアドレス/), { target: { value: 'taro@example.com' } });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect((await screen.findByRole('alert')).textContent).toContain('メールアドレスまたはパスワードが正しくありません。');
  });

  it('shows invalid_code under the code field', async () => {
    sessionStorage.setItem('icp.login.token', 'lt-1');
    sessionStorage.setItem('icp.login.masked-email', 't****@e***');
    stubApi({ 'POST /login_2auth': () => json(400, { status: 'invalid_code', message: '認証コードが正しくありません。' }) });
    renderApp('/onetime-password');
    fireEvent.change(await screen.findByLabelText(/認証コード/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('認証コードが正しくありません。');
  });
});
