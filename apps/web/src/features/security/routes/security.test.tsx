import type { SecuritySettings } from '@icp/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { bodyOf, callsOf, shellStubs } from '../../../testing/api-calls.ts';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { freshSession } from '../../../testing/session.ts';
import { groupSecret, formatRelativeTime, recoveryCodesFile } from '../components/format.ts';

const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcd${i}`);

const here = { id: 's-here', device: 'Chrome（Windows）', ip_address: '203.0.113.5', current: true };
const phone = { id: 's-phone', device: 'Safari（iPhone）', ip_address: '198.51.100.7', current: false };
const laptop = { id: 's-mac', device: 'Firefox（macOS）', ip_address: null, current: false };

function settings(partial: Partial<SecuritySettings> = {}): SecuritySettings {
  const now = Date.now();
  return {
    two_factor_method: 'email',
    totp_enabled_at: null,
    recovery_codes_remaining: 0,
    login_alert_enabled: false,
    sessions: [
      { ...phone, created_at: new Date(now - 86_400_000).toISOString(), last_used_at: new Date(now - 5 * 60_000).toISOString() },
      { ...here, created_at: new Date(now - 3_600_000).toISOString(), last_used_at: new Date(now).toISOString() },
      {
        ...laptop,
        created_at: new Date(now - 9 * 86_400_000).toISOString(),
        last_used_at: new Date(now - 3 * 86_400_000).toISOString(),
      },
    ],
    ...partial,
  };
}

const totpOn = (partial: Partial<SecuritySettings> = {}) =>
  settings({ two_factor_method: 'totp', totp_enabled_at: '2026-11-20T01:00:00Z', recovery_codes_remaining: 10, ...partial });

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const method = () => screen.getByTestId('two-factor-method').textContent;

/** The first render loads the lazy route modules: slow on a busy machine, so wait longer than 1 s. */
async function openSecurity() {
  const view = renderApp('/myaccount/security');
  await screen.findByTestId('two-factor-method', {}, { timeout: 10_000 });
  return view;
}
/** The password form is a lazy chunk: wait for it. */
const typePassword = async (value = 'current password 1') =>
  fireEvent.change(await screen.findByLabelText('現在のパスワード', {}, { timeout: 10_000 }), { target: { value } });

describe('/myaccount/security: 2段階認証', { timeout: 20_000 }, () => {
  it('enrols an authenticator app: password → QR + grouped secret → code → ten recovery codes, then 認証アプリ', async () => {
    let current = settings();
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, current),
      'POST /users/security_settings/totp': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSW',
          otpauth_uri: 'otpauth://totp/%E8%AB%8B%E6%B1%82:taro@example.com?secret=JBSWY3DPEHPK3PXPJBSW',
          qr_code_data_uri: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /users/security_settings/totp/confirmation': () => {
        current = totpOn();
        return json(200, { recovery_codes: CODES });
      },
    });
    await openSecurity();
    expect(screen.getByRole('heading', { level: 1, name: 'セキュリティ設定' })).toBeTruthy();
    expect(method()).toBe('メール');
    fireEvent.click(screen.getByRole('button', { name: '認証アプリを設定する' }));
    await typePassword();
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));

    const qr = await screen.findByRole('img', { name: '認証アプリに読み取らせるQRコード' }, { timeout: 10_000 });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(document.body.textContent).toContain('Google Authenticator');
    expect(bodyOf(fetchMock, 'POST /users/security_settings/totp')).toEqual({ password: 'current password 1' });

    fireEvent.change(screen.getByLabelText('認証コード'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '有効にする' }));

    const list = await screen.findByRole('list', { name: 'リカバリーコード' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByTestId('recovery-code').map((c) => c.textContent)).toEqual(CODES);
    expect(list.textContent).toContain('code9-abcd9');
    expect(bodyOf(fetchMock, 'POST /users/security_settings/totp/confirmation')).toEqual({ code: '123456' });
    expect(screen.getByText('このコードは今しか表示されません')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'コピーする' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ダウンロード（.txt）' })).toBeTruthy();
    // The method is not shown as 認証アプリ until the codes are put away.
    expect(screen.queryByTestId('two-factor-method')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを保管しました' }));

    await waitFor(() => expect(method()).toContain('認証アプリ'));
    expect(screen.queryByRole('list', { name: 'リカバリーコード' })).toBeNull();
    expect(screen.getByText('残り 10 個')).toBeTruthy();
  });

  it('copies and downloads the recovery codes as a .txt file', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const createObjectURL = vi.fn((_b: Blob) => 'blob:codes');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, totpOn({ recovery_codes_remaining: 2 })),
      'POST /users/security_settings/recovery_codes': () => json(200, { recovery_codes: CODES }),
    });
    await openSecurity();

    expect(await screen.findByText('リカバリーコードの残りが少なくなっています')).toBeTruthy();
    expect(screen.getByText('残り 2 個')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'リカバリーコードを再発行' }));
    await typePassword();
    fireEvent.click(screen.getByRole('button', { name: '再発行する' }));
    await screen.findByRole('list', { name: 'リカバリーコード' });

    fireEvent.click(screen.getByRole('button', { name: 'コピーする' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join('\n')));
    fireEvent.click(screen.getByRole('button', { name: 'ダウンロード（.txt）' }));
    expect(clicked[0]?.download).toBe('recovery-codes.txt');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    expect(await blob?.text()).toContain('10. code9-abcd9');
  });

  it('shows incorrect_password under the password field', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings()),
      // The 連携中のアプリ section loads too: an error there would be a second alert on the page.
      'GET /oauth/connections': () => json(200, { connections: [] }),
      'POST /users/security_settings/totp': () =>
        json(400, { status: 'incorrect_password', message: '現在のパスワードが正しくありません。' }),
    });
    await openSecurity();
    fireEvent.click(await screen.findByRole('button', { name: '認証アプリを設定する' }));
    await typePassword('wrong');
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('現在のパスワードが正しくありません。');
    expect(screen.getByLabelText('現在のパスワード').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the app after the password and a はい in the confirm dialog', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, totpOn()),
      'POST /users/security_settings/totp/disable': () => json(200, settings()),
    });
    await openSecurity();
    await waitFor(() => expect(method()).toContain('認証アプリ'));
    fireEvent.click(screen.getByRole('button', { name: '認証アプリを解除' }));
    await typePassword();
    fireEvent.click(screen.getByRole('button', { name: '解除する' }));

    const dialog = await screen.findByRole('alertdialog', { name: '認証アプリによる2段階認証を解除しますか？' });
    expect(callsOf(fetchMock)).not.toContain('POST /users/security_settings/totp/disable');
    fireEvent.click(within(dialog).getByRole('button', { name: 'はい' }));

    await waitFor(() => expect(method()).toBe('メール'));
    expect(bodyOf(fetchMock, 'POST /users/security_settings/totp/disable')).toEqual({ password: 'current password 1' });
  });
});

describe('/myaccount/security: ログイン通知メール', { timeout: 20_000 }, () => {
  it('saves the switch at once (PUT) and says so', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings()),
      'PUT /users/security_settings': () => json(200, settings({ login_alert_enabled: true })),
    });
    await openSecurity();
    const toggle = await screen.findByRole('switch', { name: 'ログイン通知メール' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    // Optimistic: on before the server has answered.
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(useUiStore.getState().snackbar?.text).toBe('ログイン通知メールをオンにしました。'));
    expect(bodyOf(fetchMock, 'PUT /users/security_settings')).toEqual({ login_alert_enabled: true });
  });

  it('moves the switch back when the server refuses', async () => {
    stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings()),
      'PUT /users/security_settings': () =>
        json(503, { status: 'service_unavailable', message: 'ただいまサービスを利用できません。' }),
    });
    await openSecurity();
    const toggle = await screen.findByRole('switch', { name: 'ログイン通知メール' });
    fireEvent.click(toggle);
    await waitFor(() => expect(useUiStore.getState().snackbar?.color).toBe('error'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

describe('/myaccount/security: ログイン中の端末', { timeout: 20_000 }, () => {
  it('lists the sessions (この端末 first), signs one out, then all the others after a confirm', async () => {
    let current = settings();
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, current),
      'DELETE /users/security_settings/sessions/s-phone': () => {
        current = { ...current, sessions: current.sessions.filter((s) => s.id !== 's-phone') };
        return json(200, current);
      },
      'POST /users/security_settings/sessions/revocation': () => {
        current = { ...current, sessions: current.sessions.filter((s) => s.current) };
        return json(200, current);
      },
    });
    await openSecurity();

    await screen.findByRole('list', { name: 'ログイン中の端末の一覧' });
    const rows = screen.getAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Chrome（Windows）');
    expect(within(rows[0]!).getByText('この端末')).toBeTruthy();
    expect(rows[0]?.textContent).toContain('203.0.113.5');
    expect(rows[1]?.textContent).toContain('Safari（iPhone）');
    expect(rows[1]?.textContent).toContain('5分前');
    expect(within(rows[1]!).queryByText('この端末')).toBeNull();
    expect(rows[2]?.textContent).toContain('不明');

    fireEvent.click(screen.getByRole('button', { name: 'Safari（iPhone）をログアウト' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    expect(callsOf(fetchMock)).toContain('DELETE /users/security_settings/sessions/s-phone');

    fireEvent.click(screen.getByRole('button', { name: '他のすべての端末からログアウト' }));
    const dialog = await screen.findByRole('alertdialog', { name: '他のすべての端末からログアウトしますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'はい' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(callsOf(fetchMock)).toContain('POST /users/security_settings/sessions/revocation');
    expect(screen.queryByRole('button', { name: '他のすべての端末からログアウト' })).toBeNull();
    expect(useAuthStore.getState().tokens).not.toBeNull();
  });

  it('いいえ in the confirm dialog signs nobody out', async () => {
    const fetchMock = stubApi({ ...shellStubs(), 'GET /users/security_settings': () => json(200, settings()) });
    await openSecurity();
    fireEvent.click(await screen.findByRole('button', { name: '他のすべての端末からログアウト' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(fetchMock)).not.toContain('POST /users/security_settings/sessions/revocation');
  });

  it('signing out this browser (204) logs out locally and goes to /signin', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'GET /users/security_settings': () => json(200, settings()),
      'DELETE /users/security_settings/sessions/s-here': () => new Response(null, { status: 204 }),
    });
    const { router } = await openSecurity();
    fireEvent.click(await screen.findByRole('button', { name: 'この端末からログアウト' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'はい' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(useAuthStore.getState().tokens).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('POST /logout');
  });
});

describe('security helpers', () => {
  it('groups the secret by 4 and words relative times in Japanese', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    const now = new Date('2026-11-22T03:00:00Z');
    expect(formatRelativeTime('2026-11-22T02:59:30Z', now)).toBe('たった今');
    expect(formatRelativeTime('2026-11-22T02:55:00Z', now)).toBe('5分前');
    expect(formatRelativeTime('2026-11-22T00:00:00Z', now)).toBe('3時間前');
    expect(formatRelativeTime('2026-11-19T03:00:00Z', now)).toBe('3日前');
    expect(formatRelativeTime('2026-09-01T03:00:00Z', now)).toBe('2026/09/01 12:00');
  });

  it('writes the recovery codes file with a BOM and CRLF lines', () => {
    const text = recoveryCodesFile(['aaaaa-bbbbb', 'ccccc-ddddd'], new Date('2026-11-22T03:00:00Z'));
    expect(text.startsWith('\uFEFF請求書カード払い リカバリーコード\r\n')).toBe(true);
    expect(text).toContain('発行日時: 2026/11/22 12:00');
    expect(text).toContain(' 1. aaaaa-bbbbb\r\n 2. ccccc-ddddd');
  });
});
