import { createMemoryRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { useUserStore } from '../lib/session/user-store.ts';
import { toUserInfo } from '../lib/api/get-user-information.ts';
import { json, logIn, registeredUser, resetSession, stubApi } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { attachRouterBehaviour } from './router.tsx';
import { createRoutes } from './routes.tsx';

async function settle(router: DataRouter) {
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
}

async function open(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  attachRouterBehaviour(router);
  await settle(router);
  return router;
}

const here = (router: DataRouter) => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  resetSession();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route guards', () => {
  it('sends a logged-out deep link to /signin?redirect=<full path with query>', async () => {
    stubApi({});
    const router = await open('/payments/review?page=2&x=%E3%81%82');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/payments/review?page=2&x=%E3%81%82')}`);
  });

  it('guards the simple (OAuth) layout and registration too', async () => {
    stubApi({});
    expect(here(await open('/oauth/payments/selection'))).toBe(
      `/signin?redirect=${encodeURIComponent('/oauth/payments/selection')}`,
    );
    expect(here(await open('/registration'))).toBe(`/signin?redirect=${encodeURIComponent('/registration')}`);
  });

  it('/ redirects to /signin', async () => {
    stubApi({});
    expect(here(await open('/'))).toBe('/signin');
  });

  it('sends a user without business info to /registration', async () => {
    logIn();
    stubApi({ 'GET /users/information': () => json(200, { ...registeredUser, business_form: null, corporation: null }) });
    expect(here(await open('/toppage'))).toBe('/registration');
  });

  it('sends a user who has not accepted the current terms to /termsofservice, keeping the target', async () => {
    logIn();
    stubApi({ 'GET /users/information': () => json(200, { ...registeredUser, accepted_terms_version: '1' }) });
    expect(here(await open('/suppliers?status=disable'))).toBe(
      `/termsofservice?redirect=${encodeURIComponent('/suppliers?status=disable')}`,
    );
  });

  it('lets a registered user with current terms in', async () => {
    logIn();
    const fetchMock = stubApi({ 'GET /users/information': () => json(200, registeredUser) });
    const router = await open('/toppage');
    expect(here(router)).toBe('/toppage');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('a dead session while loading the user ends at /signin', async () => {
    logIn();
    stubApi({ 'GET /users/information': () => json(401, { status: 'invalid_access_token', message: 'ログインしてください。' }) });
    const router = await open('/toppage');
    expect(router.state.location.pathname).toBe('/signin');
    expect(useAuthStore.getState().tokens).toBeNull();
  });

  it('a logged-out visit to /toppage makes no API call and keeps the target in the redirect query', async () => {
    const fetchMock = stubApi({});
    const { router } = renderApp('/toppage?from=mail');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/toppage?from=mail')}`);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalledWith('ユーザー統計の取得に失敗しました', expect.anything());
    cleanup();
  });

  it('a session that died while the tab was away is checked before the shell loads: no stats probes, one redirect', async () => {
    // This tab still has its tokens and the cached user, but the server ended the session (idle timeout).
    logIn();
    // As restored from sessionStorage after a reload: cached, not yet confirmed by the server in this page load.
    useUserStore.setState({ user: toUserInfo(registeredUser), confirmed: false });
    const dead = () => json(401, { status: 'invalid_access_token', message: 'ログインしてください。' });
    const fetchMock = stubApi({
      'GET /users/information': dead,
      'POST /token': dead,
      'GET /suppliers': dead,
      'GET /invoices': dead,
      'GET /drafts': dead,
      'GET /users/notifications': dead,
    });
    const { router } = renderApp('/toppage?from=mail');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    await settle(router);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/toppage?from=mail')}`);
    const called = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);
    expect(called.filter((p) => /\/(suppliers|invoices|drafts|notifications)$/.test(p))).toEqual([]);
    expect(console.error).not.toHaveBeenCalledWith('ユーザー統計の取得に失敗しました', expect.anything());
    cleanup();
  });

  it('/ renders no route warning on its way to /signin', async () => {
    stubApi({});
    const { router } = renderApp('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const warnings = vi.mocked(console.warn).mock.calls.map((c) => String(c[0]));
    expect(warnings.filter((w) => w.includes('Matched leaf route'))).toEqual([]);
    cleanup();
  });

  it('entering /signin clears the login session (and tells the server)', async () => {
    logIn();
    const fetchMock = stubApi({ 'POST /logout': () => new Response(null, { status: 204 }) });
    await open('/signin');
    expect(useAuthStore.getState().tokens).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/logout'));
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer id');
  });

  it('redirects the old OAuth form with pre_id to the new path, and without it to /error', async () => {
    logIn();
    stubApi({ 'GET /users/information': () => json(200, registeredUser) });
    expect(here(await open('/oauth/payments/add/invoiceinfo?pre_id=77'))).toBe('/oauth/payments/77/add/invoiceinfo');
    expect((await open('/oauth/payments/add/invoiceinfo')).state.location.pathname).toMatch(/^\/error\/[^/]+\/[^/]+$/);
  });

  it('shows the error page for unknown paths', async () => {
    stubApi({});
    const router = await open('/no/such/page');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });
});

describe('workflow data across navigation', () => {
  it('is kept inside a workflow and cleared when leaving it', async () => {
    logIn();
    stubApi({ 'GET /users/information': () => json(200, registeredUser) });
    const router = await open('/payments/create');
    sessionStorage.setItem('icp.workflow.paymentCreate', '{"state":{"step":1}}');
    await router.navigate('/payments/add/invoiceinfo');
    await settle(router);
    expect(sessionStorage.getItem('icp.workflow.paymentCreate')).not.toBeNull();
    await router.navigate('/suppliers/add/company');
    await settle(router);
    expect(sessionStorage.getItem('icp.workflow.paymentCreate')).toBeNull();
    sessionStorage.setItem('icp.workflow.supplierRegistration', '{"state":{}}');
    await router.navigate('/toppage');
    await settle(router);
    expect(sessionStorage.getItem('icp.workflow.supplierRegistration')).toBeNull();
  });
});
