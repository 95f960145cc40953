import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, MAX_AUTH_RETRIES, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { requestExternal } from './external-request.ts';
import type { AuthTokens } from './session/auth-store.ts';

type Handler = (req: { url: URL; method: string; headers: Headers; body: unknown }) => Promise<Response> | Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const expired = () => json(401, { status: 'expired_access_token', message: 'ログインの有効期限が切れました。' });
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** A fake API behind fetch, recording every call. */
function setup(
  handler: Handler,
  initial: AuthTokens | null = { idToken: 'id-0', accessToken: 'access-0', refreshToken: 'refresh-0' },
) {
  let tokens = initial;
  const calls: { path: string; url: URL; method: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, url, method: init?.method ?? 'GET', headers, body });
    return handler({ url, method: init?.method ?? 'GET', headers, body });
  });
  const onSessionEnd = vi.fn(() => {
    tokens = null;
  });
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    getTokens: () => tokens,
    setTokens: (t) => {
      tokens = t;
    },
    onSessionEnd,
  });
  return {
    client,
    calls,
    onSessionEnd,
    tokens: () => tokens,
    refreshCalls: () => calls.filter((c) => c.path === '/api/v1/users/token'),
  };
}

/** Access tokens "access-N" are valid only for the newest N; refresh hands out N+1. */
function rotatingServer(opts: { refreshDelay?: number; failRefresh?: boolean; alwaysExpired?: boolean } = {}): Handler {
  let generation = 0;
  return async ({ url, headers, body }) => {
    if (url.pathname === '/api/v1/users/token') {
      await tick(opts.refreshDelay ?? 5);
      if (opts.failRefresh) return json(401, { status: 'invalid_refresh_token', message: '再度ログインしてください。' });
      const sent = (body as { refresh_token: string }).refresh_token;
      if (sent !== `refresh-${generation}`) return json(401, { status: 'invalid_refresh_token', message: '再利用' });
      generation++;
      return json(200, {
        id_token: `id-${generation}`,
        access_token: `access-${generation}`,
        refresh_token: `refresh-${generation}`,
        expires_in: 900,
      });
    }
    if (opts.alwaysExpired || headers.get('x-access-token') !== `access-${generation}` || generation === 0) return expired();
    return json(200, { ok: true, path: url.pathname });
  };
}

describe('api client', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('sends the id token as Bearer and the access token as X-Access-Token, JSON both ways', async () => {
    const { client, calls } = setup(() => json(200, { hello: 'こんにちは' }));
    await expect(client.request('/users/validation', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      hello: 'こんにちは',
    });
    const [call] = calls;
    expect(call?.path).toBe('/api/v1/users/validation');
    expect(call?.headers.get('authorization')).toBe('Bearer id-0');
    expect(call?.headers.get('x-access-token')).toBe('access-0');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('joins list filters with commas and drops empty values', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.request('/invoices', {
      query: { from: 0, size: 1, status: ['InProgress', 'Cancel'], type: [], x: undefined, is_action_required: false },
    });
    expect(calls[0]?.path).toBe('/api/v1/invoices');
    const url = calls[0]?.url ?? new URL('http://none');
    expect(url.searchParams.get('status')).toBe('InProgress,Cancel');
    expect(url.searchParams.has('type')).toBe(false);
    expect(url.searchParams.has('x')).toBe(false);
    expect(url.searchParams.get('is_action_required')).toBe('false');
  });

  it('5 concurrent calls with an expired token share exactly one refresh and all succeed', async () => {
    const s = setup(rotatingServer({ refreshDelay: 20 }));
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => s.client.request<{ ok: boolean }>(`/thing/${n}`)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(s.refreshCalls()).toHaveLength(1);
    // The refresh itself goes without auth headers, with the refresh token in the body.
    const refresh = s.refreshCalls()[0];
    expect(refresh?.headers.get('authorization')).toBeNull();
    expect(refresh?.headers.get('x-access-token')).toBeNull();
    expect(refresh?.body).toEqual({ refresh_token: 'refresh-0' });
    expect(s.tokens()).toEqual({ idToken: 'id-1', accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(s.onSessionEnd).not.toHaveBeenCalled();
  });

  it('a call whose 401 arrives after the refresh finished retries with the new tokens, without a second refresh', async () => {
    let slowSent = false;
    const server = rotatingServer({ refreshDelay: 1 });
    const s = setup(async (req) => {
      if (req.url.pathname === '/api/v1/slow' && !slowSent) {
        slowSent = true;
        await tick(40); // answers "expired" long after the others refreshed
        return expired();
      }
      return server(req);
    });
    const [fast, slow] = await Promise.all([s.client.request('/fast'), s.client.request('/slow')]);
    expect(fast).toMatchObject({ ok: true });
    expect(slow).toMatchObject({ ok: true });
    expect(s.refreshCalls()).toHaveLength(1);
  });

  it('logs out when the refresh fails', async () => {
    const s = setup(rotatingServer({ failRefresh: true }));
    const results = await Promise.allSettled([s.client.request('/a'), s.client.request('/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(s.refreshCalls()).toHaveLength(1);
    expect(s.onSessionEnd).toHaveBeenCalled();
    expect(s.tokens()).toBeNull();
    const reason = (results[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect((reason as ApiError).httpStatus).toBe(401);
  });

  it('logs out on any other 401, without refreshing', async () => {
    const s = setup(() => json(401, { status: 'invalid_access_token', message: 'ログインしてください。' }));
    await expect(s.client.request('/users/information')).rejects.toMatchObject({
      httpStatus: 401,
      status: 'invalid_access_token',
    });
    expect(s.refreshCalls()).toHaveLength(0);
    expect(s.onSessionEnd).toHaveBeenCalledTimes(1);
    expect(s.tokens()).toBeNull();
  });

  it(`retries at most ${MAX_AUTH_RETRIES} times, then logs out`, async () => {
    const s = setup(rotatingServer({ alwaysExpired: true }));
    await expect(s.client.request('/stubborn')).rejects.toMatchObject({ httpStatus: 401, status: 'expired_access_token' });
    const attempts = s.calls.filter((c) => c.path === '/api/v1/stubborn');
    expect(attempts).toHaveLength(1 + MAX_AUTH_RETRIES);
    expect(s.refreshCalls()).toHaveLength(MAX_AUTH_RETRIES);
    expect(s.onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/login_2auth', '/login_2auth/resend', '/logout', '/users/token'])(
    'a 401 from %s is an answer, not a dead session',
    async (path) => {
      const s = setup(() =>
        json(401, { status: 'expired_access_token', message: 'メールアドレスまたはパスワードが正しくありません。' }),
      );
      await expect(s.client.request(path, { method: 'POST', body: {} })).rejects.toMatchObject({ httpStatus: 401 });
      expect(s.refreshCalls().length).toBe(path === '/users/token' ? 1 : 0);
      expect(s.onSessionEnd).not.toHaveBeenCalled();
    },
  );

  it('turns a JSON error body into ApiError with status, message and field errors', async () => {
    const body = {
      status: 'validation_error',
      message: '入力内容に誤りがあります。',
      errors: [{ field: 'postal_code', message: '郵便番号は7桁の数字で入力してください。' }],
    };
    const s = setup(() => json(400, body));
    const error = await s.client.request('/users/validation', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      httpStatus: 400,
      status: 'validation_error',
      message: '入力内容に誤りがあります。',
      errors: body.errors,
    });
    expect(s.onSessionEnd).not.toHaveBeenCalled();
  });

  it('uses the Japanese network message when the error body is not JSON', async () => {
    const s = setup(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(s.client.request('/x')).rejects.toMatchObject({ httpStatus: 502, message: NETWORK_ERROR_MESSAGE });
  });

  it('turns a network failure into ApiError(0) with the Japanese message', async () => {
    const s = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(s.client.request('/x')).rejects.toMatchObject({ httpStatus: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('returns undefined for 204', async () => {
    const s = setup(() => new Response(null, { status: 204 }));
    await expect(s.client.request('/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('sends no auth headers when logged out', async () => {
    const s = setup(() => json(200, {}), null);
    await s.client.request('/users', { method: 'POST', body: {} });
    expect(s.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('passes extra headers (Idempotency-Key) and sends the same key again on the retry after a refresh', async () => {
    const s = setup(rotatingServer());
    await s.client.request('/invoices', { method: 'POST', body: { amount: 1 }, headers: { 'Idempotency-Key': 'key-1' } });
    const posts = s.calls.filter((c) => c.path === '/api/v1/invoices');
    expect(s.refreshCalls()).toHaveLength(1);
    expect(posts.map((c) => c.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1']);
  });
});

describe('requestExternal (gateway, signed upload URLs)', () => {
  it('sends a raw body with the given headers and no auth headers or cookies', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 200 }));
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await expect(
      requestExternal('/api/v1/invoices/files/uploads/u1?sig=x', {
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': 'application/pdf' },
        fetch: fetchMock as unknown as typeof fetch,
      }),
    ).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(init?.body).toBe(file);
    expect(init?.credentials).toBe('omit');
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-access-token')).toBeNull();
  });

  it('posts JSON and turns a 400 body into ApiError with its field errors', async () => {
    const body = {
      status: 'invalid_card',
      message: 'カード番号が正しくありません。',
      errors: [{ field: 'card_number', message: 'カード番号が正しくありません。' }],
    };
    const fetchMock = vi.fn(async () => json(400, body));
    const error = await requestExternal('https://partner.example/v1/check', {
      method: 'POST',
      json: { a: 1 },
      fetch: fetchMock as unknown as typeof fetch,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 400, message: body.message, errors: body.errors });
  });

  it("keeps the MDK token server's 400 as status 'failure' without its code (card-gateway.ts reads the code itself)", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(400, { status: 'failure', code: 'digit_check_error', message: 'ディジットチェックエラーです。' }),
    );
    const error = await requestExternal('/gateway/4gtoken', {
      method: 'POST',
      json: { token_api_key: 'k' },
      fetch: fetchMock as unknown as typeof fetch,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 400, status: 'failure', errors: [] });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'omit' });
  });

  it('uses the Japanese network message for a failure without our error body', async () => {
    const fail = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestExternal('https://s3.example/x', { fetch: fail as unknown as typeof fetch })).rejects.toMatchObject({
      httpStatus: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    const xml = vi.fn(async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }));
    await expect(requestExternal('https://s3.example/x', { fetch: xml as unknown as typeof fetch })).rejects.toMatchObject({
      httpStatus: 403,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
