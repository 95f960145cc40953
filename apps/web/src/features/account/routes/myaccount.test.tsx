import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { json, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyOf, callsOf, freshSession, shellStubs, userWith, LOAD } from './test-support.ts';

beforeEach(() => {
  freshSession();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/myaccount (ログイン情報)', { timeout: 20_000 }, () => {
  it('shows the name, the masked e-mail (spec §5), the phone and links to the other settings', async () => {
    stubApi(shellStubs());
    renderApp('/myaccount');
    await screen.findByRole('heading', { level: 1, name: 'ログイン情報' }, LOAD);
    const main = screen.getByRole('main');
    expect(within(main).getByText('山田 太郎')).toBeTruthy();
    expect(within(main).getByText('t****@e***')).toBeTruthy();
    expect(main.textContent).not.toContain('taro@example.com');
    expect(within(main).getByText('0312345678')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'メールアドレスを変更する' }).getAttribute('href')).toBe(
      '/myaccount/edit-email-address',
    );
    expect(within(main).getByRole('link', { name: 'パスワードを変更する' }).getAttribute('href')).toBe(
      '/myaccount/edit-password',
    );
    for (const [name, href] of [
      [/登録情報/, '/myaccount/company'],
      [/お支払い方法/, '/myaccount/creditcards'],
      [/セキュリティ設定/, '/myaccount/security'],
    ] as const) {
      expect(within(main).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('edits the name in place: validates, sends the body, refreshes the user and says so', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/user_name': () => json(200, userWith({ user_last_name: '佐藤', user_first_name: '花子' })),
    });
    renderApp('/myaccount');
    fireEvent.click(await screen.findByRole('button', { name: 'お名前を変更する' }, LOAD));
    const last = await screen.findByLabelText('姓', {}, LOAD);
    fireEvent.change(last, { target: { value: '' } });
    expect(await screen.findByText('姓を入力してください。')).toBeTruthy();
    fireEvent.change(last, { target: { value: '佐藤' } });
    fireEvent.change(screen.getByLabelText('名'), { target: { value: '花子' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));

    await waitFor(() => expect(useUiStore.getState().snackbar?.text).toBe('お名前を変更しました。'));
    expect(bodyOf(fetchMock, 'PUT /users/user_name')).toEqual({ user_last_name: '佐藤', user_first_name: '花子' });
    expect(await screen.findByText('佐藤 花子')).toBeTruthy();
    expect(screen.queryByLabelText('姓')).toBeNull();
    expect(useUserStore.getState().user?.userLastName).toBe('佐藤');
  });

  it('shows a server field error under its field and keeps the form open', async () => {
    const fetchMock = stubApi({
      ...shellStubs(),
      'PUT /users/user_name': () =>
        json(400, {
          status: 'validation_error',
          message: '入力内容に誤りがあります。',
          errors: [{ field: 'user_first_name', message: '名は30文字以内で入力してください。' }],
        }),
    });
    renderApp('/myaccount');
    fireEvent.click(await screen.findByRole('button', { name: 'お名前を変更する' }, LOAD));
    fireEvent.change(await screen.findByLabelText('名', {}, LOAD), { target: { value: '次郎' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('名は30文字以内で入力してください。')).toBeTruthy();
    expect(callsOf(fetchMock)).toContain('PUT /users/user_name');
    expect(screen.getByLabelText('名')).toBeTruthy();
  });
});
