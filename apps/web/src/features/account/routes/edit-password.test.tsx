import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
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

const NEW_PASSWORD = 'a much longer passphrase';

const fill = async (current: string, next: string, confirmation = next) => {
  fireEvent.change(await screen.findByLabelText('現在のパスワード', {}, LOAD), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('新しいパスワード'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('新しいパスワード（確認）'), { target: { value: confirmation } });
};

describe('/myaccount/edit-password', { timeout: 20_000 }, () => {
  it('checks the policy and the confirmation before sending', async () => {
    const fetchMock = stubApi(shellStubs());
    renderApp('/myaccount/edit-password');
    await fill('old password here', 'short', 'short!');
    expect(await screen.findByText('パスワードは12文字以上で入力してください。')).toBeTruthy();
    expect(await screen.findByText('パスワードが一致しません。')).toBeTruthy();
    expect(screen.getByText(/12〜128文字/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2));
    expect(callsOf(fetchMock)).not.toContain('PUT /users/password');
  });

  it('changes it, says the other devices were signed out, and returns to /myaccount still logged in', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/password': () => json(200, { message: 'パスワードを変更しました。' }),
    });
    const { router } = renderApp('/myaccount/edit-password');
    await fill('old password here', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount'), LOAD);
    expect(bodyOf(fetchMock, 'PUT /users/password')).toEqual({
      current_password: 'old password here',
      new_password: NEW_PASSWORD,
    });
    expect(useUiStore.getState().snackbar?.text).toBe('パスワードを変更しました。他の端末からはログアウトしました。');
    expect(useAuthStore.getState().tokens).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン情報' }, LOAD)).toBeTruthy();
  });

  it('a wrong current password shows under that field', async () => {
    stubApi({
      ...shellStubs(),
      'PUT /users/password': () => json(400, { status: 'incorrect_password', message: '現在のパスワードが正しくありません。' }),
    });
    const { router } = renderApp('/myaccount/edit-password');
    await fill('wrong password!!', NEW_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('現在のパスワードが正しくありません。')).toBeTruthy();
    expect(screen.getByLabelText('現在のパスワード').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/myaccount/edit-password');
  });

  it('a refused new password (weak_password) shows under the new password', async () => {
    stubApi({
      ...shellStubs(),
      'PUT /users/password': () => json(400, { status: 'weak_password', message: 'このパスワードは使用できません。' }),
    });
    renderApp('/myaccount/edit-password');
    await fill('old password here', 'password1234');
    fireEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('このパスワードは使用できません。')).toBeTruthy();
    expect(screen.getByLabelText('新しいパスワード').getAttribute('aria-invalid')).toBe('true');
  });
});
