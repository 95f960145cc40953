import { PARTNER_SCOPE_TEXT } from '@icp/contract';
import type { InteractionDetails, PartnerScope } from '@icp/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { loginFlow } from '../../../lib/session/login-flow.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { bodyOf, callsOf, requestsOf } from '../../../testing/api-calls.ts';
import { json, logIn, registeredUser, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { LOAD, renderApp } from '../../../testing/render-app.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { browser } from '../components/consent-screen.tsx';

const UID = 'uid_Abc-123_xyz';
const BASE = `/oauth/interactions/${UID}`;
const TOKENS = { id_token: 'id', access_token: 'ac', refresh_token: 'rf', expires_in: 900 };
const GRANTED = 'http://app.test/oidc/auth/resume-1';
const DENIED = 'http://app.test/oidc/auth/resume-deny';

const scopes = (['payments:write', 'payments:read'] as PartnerScope[]).map((scope) => ({ scope, ...PARTNER_SCOPE_TEXT[scope] }));

function details(prompt: InteractionDetails['prompt'], partial: Partial<InteractionDetails> = {}): InteractionDetails {
  return {
    uid: UID,
    prompt,
    client: { client_id: 'demo-accounting', name: 'デモ会計クラウド', logo_data_uri: null },
    scopes,
    redirect_host: 'accounting.example.com',
    login_email_address: prompt === 'consent' ? 't***@example.com' : null,
    ...partial,
  };
}

const TWO_FACTOR_EMAIL = {
  next: 'two_factor',
  login_token: 'lt-oauth',
  method: 'email',
  masked_email_address: 't****@e***',
  expires_in: 600,
};

/** No serious or critical axe violation in what is on screen (jsdom cannot judge contrast). */
async function expectAccessible() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  queryClient.clear();
  resetSession();
  useUiStore.setState({ snackbar: null, loadingCount: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/oauth/authorize: login → second factor → consent', { timeout: 30_000 }, () => {
  it('logs in with the password and the e-mailed code, then grants and returns to the app', async () => {
    let loggedIn = false;
    const fetchMock = stubApi({
      [`GET ${BASE}/details`]: () => json(200, details(loggedIn ? 'consent' : 'login')),
      [`POST ${BASE}/login`]: () => json(200, TWO_FACTOR_EMAIL),
      [`POST ${BASE}/two-factor`]: () => {
        loggedIn = true;
        return json(200, TOKENS);
      },
      'GET /users/information': () => json(200, registeredUser),
      [`POST ${BASE}/consent`]: () => json(200, { redirect_to: GRANTED }),
    });
    const { router } = renderApp(`/oauth/authorize?uid=${UID}`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'ログイン' }, LOAD);
    expect(document.body.textContent).toContain('「デモ会計クラウド」と連携するためにログインしてください。');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectAccessible();

    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: ' Taro@Example.com ' } });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await screen.findByRole('heading', { level: 1, name: '認証コードの入力' }, LOAD);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/oauth/onetime-password?uid=${UID}`);
    expect(loginFlow.read()).toEqual({ loginToken: 'lt-oauth', maskedEmail: 't****@e***', method: 'email' });
    expect(document.body.textContent).toContain('t****@e*** に認証コードを送信しました');
    expect(bodyOf(fetchMock, `POST ${BASE}/login`)).toEqual({
      email_address: 'taro@example.com',
      password: 'correct horse battery staple',
    });
    // The OAuth approve calls are public: never sent with (or refreshing) web tokens.
    expect(new Headers(requestsOf(fetchMock, `POST ${BASE}/login`)[0]?.headers).has('Authorization')).toBe(false);
    await screen.findByText('デモ会計クラウド');

    fireEvent.change(screen.getByLabelText(/認証コード/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));

    await screen.findByRole('heading', { level: 1, name: 'アプリ連携の確認' }, LOAD);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/oauth/authorize?uid=${UID}`);
    expect(bodyOf(fetchMock, `POST ${BASE}/two-factor`)).toEqual({ login_token: 'lt-oauth', code: '123456' });
    // Logged in to the web app too, exactly as the normal login leaves it.
    expect(useAuthStore.getState().tokens).toEqual({ idToken: 'id', accessToken: 'ac', refreshToken: 'rf' });
    expect(useUserStore.getState().user?.emailAddress).toBe('taro@example.com');
    expect(loginFlow.read()).toBeNull();
    expect(callsOf(fetchMock)).not.toContain(`POST ${BASE}/session`);

    expect(screen.getByRole('heading', { level: 2, name: 'デモ会計クラウド が次のことを行えるようになります' })).toBeTruthy();
    for (const s of scopes) {
      expect(screen.getByText(s.title)).toBeTruthy();
      expect(screen.getByText(s.description)).toBeTruthy();
    }
    expect(screen.getByText('t***@example.com')).toBeTruthy();
    expect(screen.getByText('accounting.example.com')).toBeTruthy();
    expect(document.body.textContent).toContain('セキュリティ設定');
    await expectAccessible();

    fireEvent.click(screen.getByRole('button', { name: '許可する' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GRANTED));
    const consent = requestsOf(fetchMock, `POST ${BASE}/consent`);
    expect(consent).toHaveLength(1);
    expect(new Headers(consent[0]?.headers).get('Authorization')).toBe('Bearer id');
    expect(callsOf(fetchMock)).not.toContain(`POST ${BASE}/deny`);
  });

  it('asks an authenticator user for the app code (or a recovery code), as the normal login does', async () => {
    stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('login')),
      [`POST ${BASE}/login`]: () => json(200, { ...TWO_FACTOR_EMAIL, method: 'totp', masked_email_address: '' }),
      [`POST ${BASE}/two-factor`]: () => json(400, { status: 'invalid_code', message: '認証コードが正しくありません。' }),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);
    fireEvent.change(await screen.findByLabelText(/メールアドレス/, {}, LOAD), { target: { value: 'taro@example.com' } });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const code = await screen.findByLabelText('認証コード', {}, LOAD);
    expect(document.body.textContent).toContain('認証アプリに表示されている6桁のコード');
    expect(screen.queryByRole('button', { name: /再送信/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'リカバリーコードを使う' })).toBeTruthy();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('認証コードが正しくありません。');
  });

  it('resends the e-mailed code through the login resend', async () => {
    loginFlow.save('lt-oauth', 't****@e***', 'email');
    const fetchMock = stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('login')),
      'POST /login_2auth/resend': () => json(200, { message: '認証コードを再送信しました。' }),
    });
    renderApp(`/oauth/onetime-password?uid=${UID}`);
    fireEvent.click(await screen.findByRole('button', { name: '認証コードを再送信' }, LOAD));
    await waitFor(() => expect(useUiStore.getState().snackbar?.text).toBe('認証コードを再送信しました。'));
    expect(bodyOf(fetchMock, 'POST /login_2auth/resend')).toEqual({ login_token: 'lt-oauth' });
  });

  it('validates the login form on submit, focusing the first error, and shows login_failed for the form', async () => {
    const fetchMock = stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('login')),
      [`POST ${BASE}/login`]: () =>
        json(401, { status: 'login_failed', message: 'メールアドレスまたはパスワードが正しくありません。' }),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);
    const email = await screen.findByLabelText(/メールアドレス/, {}, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['メールアドレスを入力してください。', 'パスワードを入力してください。']);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchMock)).not.toContain(`POST ${BASE}/login`);

    fireEvent.change(email, { target: { value: 'taro@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^パスワード/)));

    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect((await screen.findByRole('alert')).textContent).toContain('メールアドレスまたはパスワードが正しくありません。');
    // A wrong password is no dead session: nothing is cleared, no redirect to /signin.
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
  });

  it('explains a required password re-registration and links to it', async () => {
    stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('login')),
      [`POST ${BASE}/login`]: () => json(200, { next: 'password_reregistration', reregistration_token: 'rr-1' }),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);
    fireEvent.change(await screen.findByLabelText(/メールアドレス/, {}, LOAD), { target: { value: 'taro@example.com' } });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'old password' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定が必要です' });
    expect(screen.getByRole('link', { name: 'パスワードを再設定する' }).getAttribute('href')).toBe(
      '/password/reregistration?token=rr-1',
    );
    expect(document.body.textContent).toContain('連携元のアプリからもう一度');
  });
});

describe('/oauth/authorize: already logged in', { timeout: 30_000 }, () => {
  it('continues with the session (no password), then denies and returns to the app', async () => {
    logIn();
    let continued = false;
    const fetchMock = stubApi({
      [`GET ${BASE}/details`]: () => json(200, details(continued ? 'consent' : 'login')),
      [`POST ${BASE}/session`]: () => {
        continued = true;
        return new Response(null, { status: 204 });
      },
      [`POST ${BASE}/deny`]: () => json(200, { redirect_to: DENIED }),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'アプリ連携の確認' }, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByLabelText(/パスワード/)).toBeNull();
    expect(callsOf(fetchMock).filter((c) => c === `POST ${BASE}/session`)).toHaveLength(1);
    expect(new Headers(requestsOf(fetchMock, `POST ${BASE}/session`)[0]?.headers).get('Authorization')).toBe('Bearer id');

    fireEvent.click(screen.getByRole('button', { name: '許可しない' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(DENIED));
    expect(callsOf(fetchMock)).not.toContain(`POST ${BASE}/consent`);
  });

  it('sends one decision only: both buttons wait while it is on its way', async () => {
    logIn();
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('consent')),
      [`POST ${BASE}/consent`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [`POST ${BASE}/deny`]: () => json(200, { redirect_to: DENIED }),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);
    const grant = await screen.findByRole('button', { name: '許可する' }, LOAD);
    fireEvent.click(grant);
    await waitFor(() => expect(grant.getAttribute('aria-busy')).toBe('true'));
    const deny = screen.getByRole('button', { name: '許可しない' }) as HTMLButtonElement;
    expect(deny.disabled).toBe(true);
    fireEvent.click(grant);
    fireEvent.click(deny);
    answer(json(200, { redirect_to: GRANTED }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GRANTED));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(callsOf(fetchMock).filter((c) => c.startsWith(`POST ${BASE}/`))).toEqual([`POST ${BASE}/consent`]);
    expect(callsOf(fetchMock)).not.toContain(`POST ${BASE}/session`);
  });

  it('shows the expiry when the interaction ended before the decision', async () => {
    logIn();
    stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('consent')),
      [`POST ${BASE}/consent`]: () => json(404, { status: 'not_found', message: '指定されたデータが見つかりません。' }),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);
    fireEvent.click(await screen.findByRole('button', { name: '許可する' }, LOAD));
    await screen.findByRole('heading', { level: 1, name: '連携を続けられません' });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '請求書カード払いのトップページへ' }).getAttribute('href')).toBe('/toppage');
  });
});

describe('/oauth/authorize: an interaction that cannot go on', { timeout: 30_000 }, () => {
  it('says the interaction expired, with a way on, when the server no longer knows it', async () => {
    stubApi({ [`GET ${BASE}/details`]: () => json(404, { status: 'not_found', message: '指定されたデータが見つかりません。' }) });
    renderApp(`/oauth/authorize?uid=${UID}`);
    const heading = await screen.findByRole('heading', { level: 1, name: '連携を続けられません' }, LOAD);
    expect(
      within(screen.getByRole('alert')).getByText(
        /連携の手続きの有効期限が切れました。連携元のアプリからもう一度お試しください。/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '請求書カード払いにログイン' }).getAttribute('href')).toBe('/signin');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectAccessible();
  });

  it('says the same without a uid, calling nothing', async () => {
    const fetchMock = stubApi({});
    renderApp('/oauth/authorize');
    await screen.findByRole('heading', { level: 1, name: '連携を続けられません' }, LOAD);
    expect(callsOf(fetchMock).filter((c) => c.includes('/oauth/'))).toEqual([]);
  });

  it('offers a retry when the details could not be loaded (network)', async () => {
    let fail = true;
    stubApi({
      [`GET ${BASE}/details`]: () =>
        fail
          ? json(503, {
              status: 'service_unavailable',
              message: 'ただいまサービスを利用できません。時間をおいて再度お試しください。',
            })
          : json(200, details('login')),
    });
    renderApp(`/oauth/authorize?uid=${UID}`);
    const retry = await screen.findByRole('button', { name: '再読み込み' }, { timeout: 15_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' }, LOAD)).toBeTruthy();
  });

  it('says the interaction expired when it ends during the second factor', async () => {
    loginFlow.save('lt-oauth', 't****@e***', 'email');
    stubApi({
      [`GET ${BASE}/details`]: () => json(200, details('login')),
      [`POST ${BASE}/two-factor`]: () => json(404, { status: 'not_found', message: '指定されたデータが見つかりません。' }),
    });
    renderApp(`/oauth/onetime-password?uid=${UID}`);
    fireEvent.change(await screen.findByLabelText(/認証コード/, {}, LOAD), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    await screen.findByRole('heading', { level: 1, name: '連携を続けられません' });
    expect(useAuthStore.getState().tokens).toBeNull();
  });

  it('/oauth/onetime-password without a pending login sends the user back to the login of the same interaction', async () => {
    stubApi({ [`GET ${BASE}/details`]: () => json(200, details('login')) });
    renderApp(`/oauth/onetime-password?uid=${UID}`);
    await screen.findByText('ログインの手続きが見つかりません。お手数ですが、もう一度ログインしてください。', {}, LOAD);
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe(`/oauth/authorize?uid=${UID}`);
  });
});
