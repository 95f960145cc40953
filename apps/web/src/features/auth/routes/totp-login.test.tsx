import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { bodyOf, callsOf, shellStubs } from '../../../testing/api-calls.ts';
import { json, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { normalizeRecoveryCode } from '../../../components/auth/totp-entry-form.tsx';
import { loginFlow } from '../../../lib/session/login-flow.ts';

const TOKENS = { id_token: 'id', access_token: 'ac', refresh_token: 'rf', expires_in: 900 };
const APP_CODE_LABEL = '認証コード';

beforeEach(() => {
  resetSession();
  useUiStore.setState({ snackbar: null, loadingCount: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Signs in with the password; the API answers that the authenticator app is the second factor. */
async function signInToTotpStep(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...shellStubs(),
    'POST /login': () =>
      json(200, { next: 'two_factor', login_token: 'lt-9', method: 'totp', masked_email_address: '', expires_in: 600 }),
    ...routes,
  });
  const view = renderApp('/signin?redirect=%2Fsuppliers%3Fstatus%3Denable');
  fireEvent.change(await screen.findByLabelText(/メールアドレス/, {}, { timeout: 10_000 }), {
    target: { value: 'taro@example.com' },
  });
  fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'correct horse battery staple' } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
  await screen.findByLabelText(APP_CODE_LABEL, {}, { timeout: 10_000 });
  return { fetchMock, ...view };
}

describe('login second factor with an authenticator app (TOTP)', { timeout: 20_000 }, () => {
  it('asks for the app code, offers no resend, and logs in with it', async () => {
    const { fetchMock, router } = await signInToTotpStep({ 'POST /login_2auth': () => json(200, TOKENS) });
    expect(router.state.location.pathname).toBe('/onetime-password');
    expect(loginFlow.read()).toEqual({ loginToken: 'lt-9', maskedEmail: '', method: 'totp' });
    expect(screen.queryByRole('button', { name: /再送信/ })).toBeNull();
    expect(document.body.textContent).not.toContain('に認証コードを送信しました');
    expect(document.body.textContent).toContain('認証アプリに表示されている6桁のコード');

    fireEvent.change(screen.getByLabelText(APP_CODE_LABEL), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/suppliers?status=enable'),
    );
    expect(bodyOf(fetchMock, 'POST /login_2auth')).toEqual({ login_token: 'lt-9', code: '654321' });
    expect(useAuthStore.getState().tokens).toEqual({ idToken: 'id', accessToken: 'ac', refreshToken: 'rf' });
    expect(loginFlow.read()).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('POST /login_2auth/resend');
  });

  it('accepts a recovery code (xxxxx-xxxxx) behind リカバリーコードを使う', async () => {
    const { fetchMock, router } = await signInToTotpStep({ 'POST /login_2auth': () => json(200, TOKENS) });
    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを使う' }));
    const input = await screen.findByLabelText('リカバリーコード');
    expect(screen.queryByLabelText(APP_CODE_LABEL)).toBeNull();

    fireEvent.change(input, { target: { value: 'abc' } });
    expect((await screen.findByRole('alert')).textContent).toContain('xxxxx-xxxxx');
    fireEvent.change(input, { target: { value: ' ABCDE－12345 ' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
    expect(bodyOf(fetchMock, 'POST /login_2auth')).toEqual({ login_token: 'lt-9', code: 'abcde-12345' });
    expect(useUiStore.getState().snackbar?.title).toBe('リカバリーコードでログインしました');
  });

  it('tells the user to type a recovery code, not the app code, once they switch to one', async () => {
    await signInToTotpStep();
    const lead = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent ?? '';
    expect(lead()).toContain('認証アプリ');
    expect(lead()).toContain('6桁のコードを入力');

    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを使う' }));
    await screen.findByLabelText('リカバリーコード');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('リカバリーコードの入力');
    expect(lead()).toContain('保存しておいたリカバリーコード（10文字）を入力してください');
    expect(lead()).not.toContain('6桁');
    expect(document.title).toContain('リカバリーコードの入力');

    fireEvent.click(screen.getByRole('button', { name: '認証アプリのコードを使う' }));
    await screen.findByLabelText(APP_CODE_LABEL);
    expect(lead()).toContain('6桁のコードを入力');
  });

  it('can switch back to the app code', async () => {
    await signInToTotpStep();
    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを使う' }));
    fireEvent.click(await screen.findByRole('button', { name: '認証アプリのコードを使う' }));
    expect(await screen.findByLabelText(APP_CODE_LABEL)).toBeTruthy();
  });

  it('shows invalid_code under the field and a spent login attempt as a form message', async () => {
    let answer = { status: 'invalid_code', message: '認証コードが正しくありません。' };
    await signInToTotpStep({ 'POST /login_2auth': () => json(400, answer) });
    fireEvent.change(screen.getByLabelText(APP_CODE_LABEL), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('認証コードが正しくありません。');

    answer = {
      status: 'code_expired',
      message: '認証コードの有効期限が切れたか、入力回数の上限に達しました。コードを再送信してください。',
    };
    fireEvent.change(screen.getByLabelText(APP_CODE_LABEL), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    await waitFor(() => expect(document.body.textContent).toContain('もう一度ログインしてください'));
    expect(document.body.textContent).not.toContain('再送信してください');
  });

  it('keeps the e-mail step as it was (masked address, resend)', async () => {
    stubApi({
      'POST /login': () =>
        json(200, {
          next: 'two_factor',
          login_token: 'lt-1',
          method: 'email',
          masked_email_address: 't****@e***',
          expires_in: 600,
        }),
    });
    renderApp('/signin');
    fireEvent.change(await screen.findByLabelText(/メールアドレス/, {}, { timeout: 10_000 }), {
      target: { value: 'taro@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('button', { name: '認証コードを再送信' }, { timeout: 10_000 })).toBeTruthy();
    expect(document.body.textContent).toContain('t****@e*** に認証コードを送信しました');
    expect(screen.queryByRole('button', { name: 'リカバリーコードを使う' })).toBeNull();
  });
});

describe('recovery code input', () => {
  it('normalises width, spaces, dash look-alikes and case', () => {
    expect(normalizeRecoveryCode(' ＡＢＣＤＥ－１２３４５ ')).toBe('abcde-12345');
    expect(normalizeRecoveryCode('abcde ー 12345')).toBe('abcde-12345');
    expect(normalizeRecoveryCode('ABCDE12345')).toBe('abcde12345');
  });
});
