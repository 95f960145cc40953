import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsOf, requestsOf } from '../../testing/api-calls.ts';
import { json, resetSession, stubApi } from '../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../testing/render-app.tsx';
import { opsQueryClient } from '../lib/ops-query.ts';
import { OPS_SESSION_KEY, getOpsSession, resetOpsSessionCache, setOpsSession } from '../lib/ops-session.ts';
import { groupSecret } from './login-page.tsx';

const OPERATOR = { id: 3, name: '審査 花子', email_address: 'hanako@ops.example', roles: ['examiner'] };
const EMPTY_QUEUE = { items: [], next_after: null, now: '2026-11-24T01:00:00.000Z' };

beforeEach(() => {
  resetSession();
  resetOpsSessionCache();
  opsQueryClient.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const consoleStubs = () => ({
  'GET /ops/auth/me': () => json(200, { operator: OPERATOR, idle_timeout_seconds: 900 }),
  'GET /ops/examination': () => json(200, EMPTY_QUEUE),
});

async function typePassword(email = 'Hanako@Ops.Example ', password = 'operator-password-1') {
  fireEvent.change(await screen.findByLabelText('メールアドレス', {}, LOAD), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '次へ' }));
}

describe('operator console login', { timeout: 20_000 }, () => {
  it('sends an operator without a session to /ops/login, remembering the page', async () => {
    const fetchMock = stubApi(consoleStubs());
    const { router } = renderApp('/ops/examination?status=InProgress');
    await screen.findByRole('heading', { name: 'ログイン' }, LOAD);
    expect(router.state.location.pathname).toBe('/ops/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/ops/examination?status=InProgress');
    expect(document.body.textContent).toContain('運用コンソール');
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('logs in with password then the authenticator code, and goes to the remembered page', async () => {
    const fetchMock = stubApi({
      ...consoleStubs(),
      'POST /ops/auth/login': () => json(200, { login_token: 'olt-1', expires_in: 300, enrolment: null }),
      'POST /ops/auth/totp': () => json(200, { token: 'ops-token', expires_in: 43200, operator: OPERATOR }),
    });
    const { router } = renderApp('/ops/login?redirect=%2Fops%2Fexamination%3Fflag%3Dpossible_duplicate');
    await typePassword();

    const code = await screen.findByLabelText('認証コード', {}, LOAD);
    expect(screen.getByRole('heading', { name: '認証コードの入力' })).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /ops/auth/login')).toEqual({
      email_address: 'hanako@ops.example',
      password: 'operator-password-1',
    });
    fireEvent.change(code, { target: { value: '１２３４５６' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/examination'), LOAD);
    expect(router.state.location.search).toBe('?flag=possible_duplicate');
    expect(bodyOf(fetchMock, 'POST /ops/auth/totp')).toEqual({ login_token: 'olt-1', code: '123456' });
    expect(getOpsSession()?.token).toBe('ops-token');
    expect(JSON.parse(sessionStorage.getItem(OPS_SESSION_KEY) ?? '{}').token).toBe('ops-token');
    expect(localStorage.length).toBe(0);

    await screen.findByRole('heading', { name: '審査キュー' }, LOAD);
    const queueCall = requestsOf(fetchMock, 'GET /ops/examination')[0];
    const headers = queueCall?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer ops-token');
    expect(headers['x-access-token']).toBeUndefined();
    // The header names the operator and their roles.
    expect(await screen.findByText('審査 花子')).toBeTruthy();
  });

  it('shows the enrolment (key grouped by 4, QR code) at first login', async () => {
    stubApi({
      ...consoleStubs(),
      'POST /ops/auth/login': () =>
        json(200, {
          login_token: 'olt-2',
          expires_in: 300,
          enrolment: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauth_uri: 'otpauth://totp/x',
            qr_code_data_uri: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        }),
      'POST /ops/auth/totp': () => json(200, { token: 'ops-token', expires_in: 43200, operator: OPERATOR }),
    });
    const { router } = renderApp('/ops/login');
    await typePassword();
    expect(await screen.findByRole('heading', { name: '認証アプリの設定' }, LOAD)).toBeTruthy();
    expect(screen.getByTestId('ops-totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByRole('img', { name: /QRコード/ }).getAttribute('src')).toContain('data:image/svg+xml');
    fireEvent.change(screen.getByLabelText('認証コード'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '設定してログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/examination'), LOAD);
  });

  it('puts errors under the fields and focuses the first one', async () => {
    const fetchMock = stubApi(consoleStubs());
    renderApp('/ops/login');
    fireEvent.click(await screen.findByRole('button', { name: '次へ' }, LOAD));
    const email = screen.getByLabelText('メールアドレス');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('メールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください。')).toBeTruthy();
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('shows wrong credentials and throttling as the API words them', async () => {
    let n = 0;
    stubApi({
      'POST /ops/auth/login': () =>
        ++n === 1
          ? json(401, { status: 'login_failed', message: 'メールアドレスまたはパスワードが正しくありません。' })
          : json(429, {
              status: 'too_many_requests',
              message: 'ログインの試行回数が多すぎます。15分ほど待ってから再度お試しください。',
            }),
    });
    const { router } = renderApp('/ops/login');
    await typePassword();
    expect((await screen.findByRole('alert', {}, LOAD)).textContent).toContain(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('15分ほど待ってから'));
    // A 401 of the login itself is no dead session: the page stays.
    expect(router.state.location.pathname).toBe('/ops/login');
  });

  it('puts a wrong code under the code field; an expired login starts over', async () => {
    let n = 0;
    stubApi({
      'POST /ops/auth/login': () => json(200, { login_token: 'olt-3', expires_in: 300, enrolment: null }),
      'POST /ops/auth/totp': () =>
        ++n === 1
          ? json(400, {
              status: 'invalid_code',
              message: '認証コードが正しくありません。',
              errors: [{ field: 'code', message: '認証コードが正しくありません。' }],
            })
          : json(400, { status: 'code_expired', message: '有効期限が切れました。' }),
    });
    renderApp('/ops/login');
    await typePassword();
    const code = await screen.findByLabelText('認証コード', {}, LOAD);
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('認証コードが正しくありません。')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));

    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('もう一度ログインしてください');
  });

  it('a 401 on an operator route ends the session and returns to the login with the page remembered', async () => {
    setOpsSession({ token: 'stale', operator: OPERATOR as never });
    stubApi({
      'GET /ops/auth/me': () => json(401, { status: 'invalid_access_token', message: 'ログインし直してください。' }),
      'GET /ops/examination': () => json(401, { status: 'invalid_access_token', message: 'ログインし直してください。' }),
    });
    const { router } = renderApp('/ops/examination?flag=possible_duplicate');
    await screen.findByRole('heading', { name: 'ログイン' }, LOAD);
    const q = new URLSearchParams(router.state.location.search);
    expect(q.get('redirect')).toBe('/ops/examination?flag=possible_duplicate');
    expect(q.get('expired')).toBe('1');
    expect(getOpsSession()).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('一定時間操作がなかったため');
  });

  it('ログアウト revokes the session and forgets it', async () => {
    setOpsSession({ token: 'ops-token', operator: OPERATOR as never });
    const fetchMock = stubApi({ ...consoleStubs(), 'POST /ops/auth/logout': () => new Response(null, { status: 204 }) });
    const { router } = renderApp('/ops/examination');
    fireEvent.click(await screen.findByRole('button', { name: 'ログアウト' }, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/login'));
    expect(callsOf(fetchMock)).toContain('POST /ops/auth/logout');
    expect(getOpsSession()).toBeNull();
  });
});

describe('groupSecret', () => {
  it('groups a base32 key by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret(' ab cd e ')).toBe('abcd e');
  });
});
