import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { json, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EMAIL_CHANGE_FLOW_KEY } from '../stores/email-change-flow.ts';
import { bodyOf, callsOf, freshSession, shellStubs, LOAD } from './test-support.ts';

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fillAddressForm = async (email: string, password: string) => {
  fireEvent.change(await screen.findByLabelText('新しいメールアドレス', {}, LOAD), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '認証コードを送信' }));
};

describe('e-mail change', { timeout: 20_000 }, () => {
  it('address → code → complete: every session ended, the local one cleared without /logout', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/email_address': () => json(200, { masked_email_address: 'h****@n***', expires_in: 600 }),
      'POST /users/verify_email_auth_code': () =>
        json(200, { email_address: 'hanako@new.example.jp', message: 'メールアドレスを変更しました。' }),
    });
    const { router } = renderApp('/myaccount/edit-email-address');
    await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更' }, LOAD);
    await fillAddressForm(' Hanako@New.example.jp ', 'correct horse battery staple');

    await screen.findByRole('heading', { level: 1, name: '認証コードの入力' }, LOAD);
    expect(router.state.location.pathname).toBe('/myaccount/edit-email-auth');
    expect(bodyOf(fetchMock, 'PUT /users/email_address')).toEqual({
      email_address: 'hanako@new.example.jp',
      password: 'correct horse battery staple',
    });
    // The owner sees the new address in full (a typo would be invisible masked), as it was sent.
    expect(document.body.textContent).toContain('hanako@new.example.jp に認証コードを送信しました');
    expect(document.body.textContent).not.toContain('h****@n***');
    // The flow keeps the new address for this tab, never the password.
    const stored = sessionStorage.getItem(EMAIL_CHANGE_FLOW_KEY) ?? '';
    expect(stored).toContain('hanako@new.example.jp');
    expect(stored).not.toContain('horse');

    fireEvent.change(await screen.findByLabelText(/認証コード/, {}, LOAD), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '認証してメールアドレスを変更' }));

    await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更が完了しました' }, LOAD);
    expect(router.state.location.pathname).toBe('/myaccount/edit-email-complete');
    expect(document.body.textContent).toContain('hanako@new.example.jp');
    expect(document.body.textContent).toContain('すべての端末からログアウトしました');
    expect(bodyOf(fetchMock, 'POST /users/verify_email_auth_code')).toEqual({ code: '123456' });
    expect(useAuthStore.getState().tokens).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    expect(sessionStorage.getItem(EMAIL_CHANGE_FLOW_KEY)).toBeNull();
    expect(callsOf(fetchMock)).not.toContain('POST /logout');
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe('/signin');
  });

  it('a wrong current password shows under the password field and above the form', async () => {
    stubApi({
      ...shellStubs(),
      'PUT /users/email_address': () =>
        json(400, { status: 'incorrect_password', message: '現在のパスワードが正しくありません。' }),
    });
    renderApp('/myaccount/edit-email-address');
    await fillAddressForm('hanako@new.example.jp', 'wrong');
    await waitFor(() => expect(screen.getAllByText('現在のパスワードが正しくありません。')).toHaveLength(2));
    const password = screen.getByLabelText('現在のパスワード');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      '現在のパスワードが正しくありません。',
    );
  });

  it('an address in use shows under the e-mail field; the same address is refused before sending', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/email_address': () =>
        json(409, {
          status: 'email_taken',
          message: 'このメールアドレスはすでに登録されています。別のメールアドレスを入力してください。',
        }),
    });
    renderApp('/myaccount/edit-email-address');
    await fillAddressForm('TARO@example.com', 'correct horse battery staple');
    expect(await screen.findByText('現在のメールアドレスと同じです。新しいメールアドレスを入力してください。')).toBeTruthy();
    expect(callsOf(fetchMock)).not.toContain('PUT /users/email_address');

    await fillAddressForm('jiro@example.com', 'correct horse battery staple');
    await waitFor(() => expect(screen.getAllByText(/このメールアドレスはすでに登録されています/)).toHaveLength(2));
    expect(screen.getByLabelText('新しいメールアドレス').getAttribute('aria-invalid')).toBe('true');
  });

  it('a wrong code shows the tries left; an expired code offers to enter the address again', async () => {
    let calls = 0;
    stubApi({
      ...shellStubs(),
      'POST /users/verify_email_auth_code': () =>
        ++calls === 1
          ? json(400, {
              status: 'invalid_code',
              message: '認証コードが正しくありません。あと4回入力できます。',
              errors: [{ field: 'code', message: '認証コードが正しくありません。あと4回入力できます。' }],
            })
          : json(400, {
              status: 'code_expired',
              message: '認証コードの有効期限が切れたか、入力回数の上限に達しました。コードを再送信してください。',
            }),
    });
    sessionStorage.setItem(
      EMAIL_CHANGE_FLOW_KEY,
      JSON.stringify({ maskedEmailAddress: 'h****@n***', expiresAt: Date.now() + 600_000 }),
    );
    const { router } = renderApp('/myaccount/edit-email-auth');
    const pin = await screen.findByLabelText(/認証コード/, {}, LOAD);
    fireEvent.change(pin, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '認証してメールアドレスを変更' }));
    expect(await screen.findByText('認証コードが正しくありません。あと4回入力できます。')).toBeTruthy();

    fireEvent.change(pin, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: '認証してメールアドレスを変更' }));
    expect(await screen.findByText('認証コードの有効期限が切れました')).toBeTruthy();
    expect(sessionStorage.getItem(EMAIL_CHANGE_FLOW_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'メールアドレスを入力し直す' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/edit-email-address'));
    expect(useAuthStore.getState().tokens).not.toBeNull();
  });

  it('without a pending change, the code page sends back to the address form', async () => {
    stubApi(shellStubs());
    renderApp('/myaccount/edit-email-auth');
    expect(await screen.findByText(/メールアドレス変更の手続きが見つかりません/, {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'メールアドレスを入力し直す' }).getAttribute('href')).toBe(
      '/myaccount/edit-email-address',
    );
  });

  it('the complete page is public: it works in a fresh browser with no session', async () => {
    resetSession();
    const fetchMock = stubApi({});
    renderApp('/myaccount/edit-email-complete');
    await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更が完了しました' }, LOAD);
    expect(document.body.textContent).toContain('新しいメールアドレスで、あらためてログインしてください。');
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe('/signin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
