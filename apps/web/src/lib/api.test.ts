import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, logIn, registeredUser, resetSession, stubApi } from '../testing/fixtures.ts';
import { toUserInfo } from './api/get-user-information.ts';
import { api } from './api.ts';
import { setNavigator } from './navigation.ts';
import { useAuthStore } from './session/auth-store.ts';
import { EMPTY_STATS, useStatsStore } from './session/stats-store.ts';
import { useUserStore } from './session/user-store.ts';

beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/payments/review?page=2');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app api client', () => {
  it('on a dead session clears tokens, stats and user info and goes to /signin with the way back', async () => {
    logIn();
    useUserStore.getState().setUser(toUserInfo(registeredUser));
    useStatsStore.getState().mergeStats({ ...EMPTY_STATS, paymentsReviewCount: 4 });
    const navigate = vi.fn();
    setNavigator(navigate);
    stubApi({ 'GET /invoices': () => json(401, { status: 'invalid_access_token', message: 'ログインしてください。' }) });
    await expect(api.request('/invoices')).rejects.toMatchObject({ httpStatus: 401 });
    expect(useAuthStore.getState().tokens).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    expect(useStatsStore.getState().stats).toEqual(EMPTY_STATS);
    expect(navigate).toHaveBeenCalledWith(`/signin?redirect=${encodeURIComponent('/payments/review?page=2')}`, { replace: true });
  });

  it('stores refreshed tokens in localStorage', async () => {
    logIn();
    stubApi({
      'GET /drafts': (_url, init) =>
        new Headers(init?.headers).get('x-access-token') === 'access-2'
          ? json(200, { count: 0, drafts: [] })
          : json(401, { status: 'expired_access_token', message: '期限切れ' }),
      'POST /users/token': () =>
        json(200, { id_token: 'id-2', access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 }),
    });
    await expect(api.request('/drafts')).resolves.toEqual({ count: 0, drafts: [] });
    expect(JSON.parse(localStorage.getItem('icp.auth') ?? '{}').state.tokens).toEqual({
      idToken: 'id-2',
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });
});
