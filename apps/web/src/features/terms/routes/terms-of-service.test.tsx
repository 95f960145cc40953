import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { bodyOf, callsOf, shellStubs } from '../../../testing/api-calls.ts';
import { json, logIn, registeredUser, resetSession, stubApi } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TERMS = {
  version: '2',
  effective_date: '2026-04-01',
  body: '第1条（目的）\n本規約は、請求書カード払いの利用条件を定めます。',
};
const slow = { timeout: 10_000 };

beforeEach(() => {
  queryClient.clear();
  resetSession();
  useUiStore.setState({ snackbar: null, loadingCount: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/termsofservice', { timeout: 20_000 }, () => {
  it('shows the version, the effective date and the body; accepted users see no 同意する', async () => {
    logIn();
    stubApi({ ...shellStubs(), 'GET /terms': () => json(200, TERMS) });
    renderApp('/termsofservice');
    expect(await screen.findByText('第2版（2026年4月1日施行）', {}, slow)).toBeTruthy();
    expect(screen.getByRole('article', { name: '利用規約本文' }).textContent).toContain('第1条（目的）\n本規約は');
    expect(screen.getByText('第2版に同意済みです')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '同意する' })).toBeNull();
  });

  it('shows the whole body in the page (no inner scroll box that looks like the end of the terms)', async () => {
    logIn();
    stubApi({ ...shellStubs(), 'GET /terms': () => json(200, TERMS) });
    renderApp('/termsofservice');
    const article = await screen.findByRole('article', { name: '利用規約本文' }, slow);
    // jsdom computes no layout: the classes are what make a box scroll on its own.
    for (let el: HTMLElement | null = article; el && el !== document.body; el = el.parentElement) {
      expect(el.className).not.toMatch(/max-h-|overflow-(y-)?(auto|scroll)/);
    }
  });

  it('a new version forces acceptance at the next login, then returns to the page asked for', async () => {
    let accepted = '1';
    const fetchMock = stubApi({
      ...shellStubs(),
      'POST /login': () =>
        json(200, {
          next: 'two_factor',
          login_token: 'lt-1',
          method: 'email',
          masked_email_address: 't****@e***',
          expires_in: 600,
        }),
      'POST /login_2auth': () => json(200, { id_token: 'id', access_token: 'ac', refresh_token: 'rf', expires_in: 900 }),
      'GET /users/information': () =>
        json(200, { ...registeredUser, accepted_terms_version: accepted, current_terms_version: '2' }),
      'GET /terms': () => json(200, TERMS),
      'PUT /users/license': () => {
        accepted = '2';
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp('/signin?redirect=%2Fsuppliers%3Fstatus%3Ddisable');
    fireEvent.change(await screen.findByLabelText(/メールアドレス/, {}, slow), { target: { value: 'taro@example.com' } });
    fireEvent.change(screen.getByLabelText(/^パスワード/), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    fireEvent.change(await screen.findByLabelText(/認証コード/, {}, slow), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice'), slow);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/suppliers?status=disable')}`);
    expect(await screen.findByText('利用規約が更新されました', {}, slow)).toBeTruthy();

    // Every other logged-in page sends the user back here until they accept.
    await router.navigate('/toppage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice'));
    // act: the router commits its state in a transition; the click below must see the new URL.
    await act(() => router.navigate(`/termsofservice?redirect=${encodeURIComponent('/suppliers?status=disable')}`));

    fireEvent.click(await screen.findByRole('button', { name: '同意する' }, slow));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/suppliers?status=disable'),
    );
    expect(bodyOf(fetchMock, 'PUT /users/license')).toEqual({ terms_version: '2' });
    expect(useUserStore.getState().user?.acceptedTermsVersion).toBe('2');
    expect(callsOf(fetchMock).filter((c) => c === 'GET /users/information').length).toBeGreaterThanOrEqual(2);
  });
});
