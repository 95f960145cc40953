import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf } from '../testing/api-calls.ts';
import { json, logIn, resetSession, stubApi } from '../testing/fixtures.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { CARD_TOKEN_FAILED_MESSAGE, createCardToken, forgetCardTokenConfig, getCardTokenConfig } from './card-gateway.ts';

/** VeriTrans simulator: success. */
const CARD = { card_number: '3528000000000007', card_expire: '12/30', security_code: '123' };
const CONFIG = 'GET /invoices/credit_cards/token_config';
const config =
  (token_url = '/gateway/4gtoken') =>
  () =>
    json(200, { token_url, token_api_key: 'pub-key-1' });
const issued =
  (token = 'tok_1') =>
  () =>
    json(200, {
      token,
      token_expire_date: '20261125120000',
      req_card_number: '352800********07',
      status: 'success',
      code: 'success',
      message: 'トークンの生成に成功しました。',
    });
const refused =
  (code: string, message = 'エラー') =>
  () =>
    json(400, { status: 'failure', code, message });

beforeEach(() => {
  resetSession();
  logIn();
  forgetCardTokenConfig();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('token config', () => {
  it('is fetched once through our API (with the session) and reused for every card of the page', async () => {
    const fetchMock = stubApi({ [CONFIG]: config(), 'POST /gateway/4gtoken': issued() });
    // Two cards at once still ask once.
    await Promise.all([createCardToken(CARD), createCardToken(CARD)]);
    await createCardToken(CARD);
    const calls = callsOf(fetchMock);
    expect(calls.filter((c) => c === CONFIG)).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /gateway/4gtoken')).toHaveLength(3);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/invoices/credit_cards/token_config');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer id');
  });

  it('a failed fetch is not remembered: the next card asks again', async () => {
    let fail = true;
    const fetchMock = stubApi({
      [CONFIG]: () => (fail ? json(503, { status: 'unavailable', message: '混み合っています。' }) : config()()),
      'POST /gateway/4gtoken': issued(),
    });
    await expect(createCardToken(CARD)).rejects.toMatchObject({ httpStatus: 503 });
    expect(callsOf(fetchMock)).toEqual([CONFIG]);
    fail = false;
    await expect(createCardToken(CARD)).resolves.toEqual({ token: 'tok_1', last4: '0007' });
    expect(callsOf(fetchMock)).toEqual([CONFIG, CONFIG, 'POST /gateway/4gtoken']);
  });

  it('refuses a token URL that is neither our origin nor https, and never sends the card there', async () => {
    const fetchMock = stubApi({ [CONFIG]: config('http://evil.example/4gtoken') });
    const error = await createCardToken(CARD).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: CARD_TOKEN_FAILED_MESSAGE, errors: [] });
    expect(callsOf(fetchMock)).toEqual([CONFIG]);
    await expect(getCardTokenConfig()).rejects.toBeInstanceOf(ApiError);
    expect(callsOf(fetchMock)).toEqual([CONFIG, CONFIG]);
  });
});

describe('createCardToken (MDK token)', () => {
  it('posts the MDK body to the configured URL with no credentials, and returns the token and the typed last 4', async () => {
    const fetchMock = stubApi({ [CONFIG]: config(), 'POST /gateway/4gtoken': issued('tok_abc') });
    await expect(createCardToken(CARD)).resolves.toEqual({ token: 'tok_abc', last4: '0007' });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/gateway/4gtoken');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toEqual({
      token_api_key: 'pub-key-1',
      card_number: '3528000000000007',
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('x-access-token')).toBeNull();
    // The card went to the token server only.
    for (const [u, i] of fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/v1'))) {
      expect(`${String(u)} ${String(i?.body ?? '')}`).not.toContain('3528000000000007');
    }
  });

  it('uses an absolute https token URL (VeriTrans in production) as it is', async () => {
    const fetchMock = stubApi({ [CONFIG]: config('https://api3.veritrans.co.jp/4gtoken'), 'POST /4gtoken': issued() });
    await createCardToken(CARD);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('https://api3.veritrans.co.jp/4gtoken');
  });

  it.each([
    ['missing_card_number', 'card_number', 'カード番号を入力してください。'],
    ['invalid_card_number', 'card_number', 'カード番号を正しく入力してください。'],
    ['digit_check_error', 'card_number', 'カード番号に誤りがあります。もう一度ご確認ください。'],
    ['missing_card_expire', 'card_expire', '有効期限を入力してください。'],
    ['invalid_card_expire', 'card_expire', '有効期限を正しく入力してください（例: 12/30）。期限切れのカードは使えません。'],
    ['missing_security_code', 'security_code', 'セキュリティコードを入力してください。'],
    ['invalid_security_code', 'security_code', 'セキュリティコードを正しく入力してください。'],
  ])('%s → a message for the user under %s; the config is kept', async (code, field, message) => {
    const fetchMock = stubApi({
      [CONFIG]: config(),
      'POST /gateway/4gtoken': refused(code, 'カード番号のフォーマットが異常です。'),
    });
    const error = await createCardToken(CARD).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 400, status: code, message, errors: [{ field, message }] });
    await createCardToken(CARD).catch(() => undefined);
    expect(callsOf(fetchMock).filter((c) => c === CONFIG)).toHaveLength(1);
  });

  it.each(['invalid_token_api_key', 'some_new_code'])(
    '%s → the general message, no field, and the config is asked again',
    async (code) => {
      const fetchMock = stubApi({ [CONFIG]: config(), 'POST /gateway/4gtoken': refused(code, 'Token API key is invalid.') });
      const error = await createCardToken(CARD).catch((e: unknown) => e);
      expect(error).toMatchObject({ httpStatus: 400, message: CARD_TOKEN_FAILED_MESSAGE, errors: [] });
      await createCardToken(CARD).catch(() => undefined);
      expect(callsOf(fetchMock).filter((c) => c === CONFIG)).toHaveLength(2);
    },
  );

  it('a 400 that is not the MDK shape is the general message', async () => {
    stubApi({ [CONFIG]: config(), 'POST /gateway/4gtoken': () => new Response('<html>Bad Request</html>', { status: 400 }) });
    await expect(createCardToken(CARD)).rejects.toMatchObject({ message: CARD_TOKEN_FAILED_MESSAGE, errors: [] });
  });

  it('other HTTP errors and no answer at all are the network message', async () => {
    stubApi({
      [CONFIG]: config(),
      'POST /gateway/4gtoken': () => json(500, { status: 'failure', code: 'system_error', message: 'System error.' }),
    });
    await expect(createCardToken(CARD)).rejects.toMatchObject({ httpStatus: 500, message: NETWORK_ERROR_MESSAGE, errors: [] });

    forgetCardTokenConfig();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/v1') ? config()() : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(createCardToken(CARD)).rejects.toMatchObject({ httpStatus: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('a 200 without a token is the general message', async () => {
    stubApi({ [CONFIG]: config(), 'POST /gateway/4gtoken': () => json(200, { status: 'success' }) });
    await expect(createCardToken(CARD)).rejects.toMatchObject({ message: CARD_TOKEN_FAILED_MESSAGE });
  });
});
