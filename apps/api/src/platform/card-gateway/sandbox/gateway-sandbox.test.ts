import { isAllowedCardBrand } from '@icp/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CardGatewayError } from '../card-gateway.ts';
import { RESULT_CODES } from '../result-codes.ts';
import { MINUTE_MS, ManualClock } from '../../clock.ts';
import { errorHandler } from '../../http/error-handler.ts';
import { registerSandboxGateway } from './register.ts';
import { SANDBOX_TEST_CARDS, type SandboxBehaviour } from './test-cards.ts';

// As app.ts does: zod's own messages in Japanese.
z.config(z.locales.ja());

const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;
const FUTURE = '12/30';
const PAST = '01/20';
const RETURN_URL = '/payments/3ds-return?payment=42';

const card = (behaviour: SandboxBehaviour, brand: 'JCB' | 'VISA' = 'JCB') =>
  SANDBOX_TEST_CARDS.find((c) => c.behaviour === behaviour && c.brand === brand)!.number;

/** A bare Fastify with only the sandbox, logging everything at trace level into an array. */
async function setup() {
  const logLines: string[] = [];
  const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  const gateway = await registerSandboxGateway(app, { isProduction: false, clock });
  await app.ready();

  const tokenize = (number: string, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/gateway/tokens',
      payload: { card_number: number, card_expire: FUTURE, security_code: '123', holder_name: 'TARO YAMADA', ...overrides },
    });
  async function registered(number: string, expire = FUTURE) {
    const res = await tokenize(number, { card_expire: expire });
    expect(res.statusCode, res.body).toBe(200);
    return gateway.registerCard({ token: res.json().token, customerRef: 'buyer-1' });
  }
  let orders = 0;
  const authorize = (cardRef: string, amount = 10_000, orderId = `order-${++orders}`) =>
    gateway.authorize({ cardRef, amount, orderId, returnUrl: RETURN_URL });
  const submitChallenge = (authId: string, action: 'authenticate' | 'cancel') =>
    app.inject({
      method: 'POST',
      url: `/gateway/3ds/${authId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });
  return { app, gateway, clock, logLines, tokenize, registered, authorize, submitChallenge };
}

describe('sandbox token endpoint', () => {
  it('tokenises every documented test card and answers brand and last 4 only', async () => {
    const t = await setup();
    for (const test of SANDBOX_TEST_CARDS) {
      const res = await t.tokenize(test.number, { card_expire: test.behaviour === 'expired' ? PAST : FUTURE });
      expect(res.statusCode, `${test.description}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['brand', 'expires_in', 'last4', 'token']);
      expect(body).toMatchObject({ expires_in: 900, brand: test.brand, last4: test.number.slice(-4) });
      expect(body.token).toMatch(/^sbtok_[\w-]{40,}$/);
    }
  });

  it('accepts spaced input and returns the card details at registration', async () => {
    const t = await setup();
    const res = await t.tokenize('3530 1113 3330 0000', { card_expire: '03/29' });
    const registered = await t.gateway.registerCard({ token: res.json().token, customerRef: 'buyer-1' });
    expect(registered).toMatchObject({
      brand: 'JCB',
      last4: '0000',
      expiryMonth: 3,
      expiryYear: 2029,
      holderName: 'TARO YAMADA',
    });
    expect(registered.cardRef).toMatch(/^sbcard_/);
  });

  it('makes a token single use', async () => {
    const t = await setup();
    const { token } = (await t.tokenize(card('success'))).json();
    await t.gateway.registerCard({ token, customerRef: 'buyer-1' });
    await expect(t.gateway.registerCard({ token, customerRef: 'buyer-1' })).rejects.toMatchObject({
      resultCode: RESULT_CODES.invalidToken,
    });
    await expect(t.gateway.registerCard({ token: 'sbtok_made-up', customerRef: 'buyer-1' })).rejects.toBeInstanceOf(
      CardGatewayError,
    );
  });

  it('expires a token after 15 minutes', async () => {
    const t = await setup();
    const fresh = (await t.tokenize(card('success'))).json().token;
    const stale = (await t.tokenize(card('success'))).json().token;
    t.clock.advance(15 * MINUTE_MS - 1);
    await expect(t.gateway.registerCard({ token: fresh, customerRef: 'b' })).resolves.toMatchObject({ last4: '0000' });
    t.clock.advance(1);
    await expect(t.gateway.registerCard({ token: stale, customerRef: 'b' })).rejects.toMatchObject({
      resultCode: RESULT_CODES.invalidToken,
    });
  });

  it('refuses bad input with 400 and a Japanese message on the field', async () => {
    const t = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ card_number: '3530111333300001' }, 'card_number'], // Luhn fails
      [{ card_number: '35301113333000' }, 'card_number'], // too short for JCB
      [{ card_number: 'abcd' }, 'card_number'],
      [{ card_expire: '13/30' }, 'card_expire'],
      [{ card_expire: '1230' }, 'card_expire'],
      [{ card_expire: PAST }, 'card_expire'], // only the expired test card may carry a past date
      [{ security_code: '1234' }, 'security_code'], // JCB codes are 3 digits
      [{ security_code: '12' }, 'security_code'],
      [{ card_number: undefined }, 'card_number'],
      [{ extra: 'x' }, 'extra|body'], // the shared error handler may name the body for unknown keys
    ];
    for (const [override, field] of cases) {
      const res = await t.tokenize(card('success'), override);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      const body = res.json();
      expect(body.status).toBe('validation_error');
      expect(body.message).toMatch(JAPANESE);
      expect(body.errors.map((e: { field: string }) => e.field).join(' ')).toMatch(new RegExp(`^(${field})$`));
    }
    expect(t.gateway.state.tokens.size).toBe(0);
  });

  it('answers malformed JSON with a Japanese 400', async () => {
    const t = await setup();
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway/tokens',
      headers: { 'content-type': 'application/json' },
      payload: '{"card_number":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(JAPANESE);
  });
});

describe('sandbox card gateway', () => {
  it('success card: authorize, capture, partial and full refund', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('success'));
    const auth = await t.authorize(cardRef, 10_000);
    expect(auth).toMatchObject({ outcome: 'authorized', resultCode: RESULT_CODES.success });
    if (auth.outcome !== 'authorized') throw new Error('unreachable');
    expect(await t.gateway.refund({ authId: auth.authId, amount: 1, refundId: 'r-early' })).toMatchObject({ ok: false });
    expect(await t.gateway.capture({ authId: auth.authId, amount: 10_001 })).toEqual({
      ok: false,
      resultCode: RESULT_CODES.invalidAmount,
    });
    expect(await t.gateway.capture({ authId: auth.authId, amount: 10_000 })).toEqual({
      ok: true,
      resultCode: RESULT_CODES.success,
    });
    // A resumed use case repeating the same capture is not an error.
    expect(await t.gateway.capture({ authId: auth.authId, amount: 10_000 })).toMatchObject({ ok: true });
    expect(await t.gateway.cancel({ authId: auth.authId })).toEqual({ ok: false, resultCode: RESULT_CODES.invalidOperation });
    expect(await t.gateway.refund({ authId: auth.authId, amount: 3_000, refundId: 'r-1' })).toMatchObject({ ok: true });
    // A retried refund (timeout, crash before our commit) is answered again, not paid out twice.
    expect(await t.gateway.refund({ authId: auth.authId, amount: 3_000, refundId: 'r-1' })).toMatchObject({ ok: true });
    expect(t.gateway.state.auths.get(auth.authId)).toMatchObject({ refundedAmount: 3_000 });
    expect(await t.gateway.refund({ authId: auth.authId, amount: 7_001, refundId: 'r-2' })).toEqual({
      ok: false,
      resultCode: RESULT_CODES.invalidAmount,
    });
    // A refused refund id may be asked again once it can succeed.
    expect(await t.gateway.refund({ authId: auth.authId, amount: 7_000, refundId: 'r-2' })).toMatchObject({ ok: true });
    expect(t.gateway.state.auths.get(auth.authId)).toMatchObject({
      status: 'refunded',
      capturedAmount: 10_000,
      refundedAmount: 10_000,
    });
  });

  it('success card: cancel voids the authorization, and capture is refused after it', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('success'));
    const auth = await t.authorize(cardRef);
    if (auth.outcome !== 'authorized') throw new Error('expected authorized');
    expect(await t.gateway.cancel({ authId: auth.authId })).toMatchObject({ ok: true });
    expect(await t.gateway.cancel({ authId: auth.authId })).toMatchObject({ ok: true });
    expect(await t.gateway.capture({ authId: auth.authId, amount: 10_000 })).toMatchObject({ ok: false });
    expect(await t.gateway.capture({ authId: 'sbauth_unknown', amount: 1 })).toMatchObject({ ok: false });
  });

  it('declines the insufficient-funds, expired and system-error cards at authorize', async () => {
    const t = await setup();
    for (const [behaviour, expire, code] of [
      ['insufficient_funds', FUTURE, RESULT_CODES.insufficientFunds],
      ['expired', PAST, RESULT_CODES.expiredCard],
      ['system_error', FUTURE, RESULT_CODES.systemError],
    ] as const) {
      const { cardRef } = await t.registered(card(behaviour), expire);
      expect(await t.authorize(cardRef)).toEqual({ outcome: 'declined', resultCode: code });
    }
    expect(t.gateway.resultMessage(RESULT_CODES.insufficientFunds)).toBe(
      'カードの利用可能額が不足しています。カード会社にお問い合わせください。',
    );
  });

  it('declines any card whose expiry has passed since it was registered', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('success'), '11/26');
    t.clock.set(new Date('2026-11-30T14:59:59Z')); // 23:59:59 JST on the last day: still good
    expect(await t.authorize(cardRef)).toMatchObject({ outcome: 'authorized' });
    t.clock.set(new Date('2026-11-30T15:00:00Z')); // 1 December JST
    expect(await t.authorize(cardRef)).toMatchObject({ outcome: 'declined', resultCode: RESULT_CODES.expiredCard });
  });

  it('3DS pass card: challenge page, 認証する, redirect with success, then authorized and capturable', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('challenge_pass'));
    const auth = await t.authorize(cardRef, 12_345);
    if (auth.outcome !== 'challenge_required') throw new Error('expected a challenge');
    expect(auth.resultCode).toBe(RESULT_CODES.challengeRequired);
    expect(auth.challengeUrl).toBe(`/gateway/3ds/${auth.authId}`);

    const page = await t.app.inject({ method: 'GET', url: auth.challengeUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('認証する');
    expect(page.body).toContain('キャンセル');
    expect(page.body).toContain('12,345円');
    expect(page.body).not.toMatch(/<script|onclick|javascript:/i);

    const res = await t.submitChallenge(auth.authId, 'authenticate');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payments/3ds-return?payment=42&auth_id=${auth.authId}&result=success`);
    // The second submit changes nothing; the page now says it is done.
    expect((await t.submitChallenge(auth.authId, 'cancel')).headers.location).toContain('result=success');
    // Back to the finished page (from the app's 申請完了) goes on to the app, not to a dead end.
    const again = await t.app.inject({ method: 'GET', url: auth.challengeUrl });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/payments/3ds-return?payment=42&auth_id=${auth.authId}&result=success`);

    expect(await t.gateway.completeChallenge({ authId: auth.authId })).toEqual({
      outcome: 'authorized',
      authId: auth.authId,
      resultCode: RESULT_CODES.success,
    });
    expect(await t.gateway.completeChallenge({ authId: auth.authId })).toMatchObject({ outcome: 'authorized' });
    expect(await t.gateway.capture({ authId: auth.authId, amount: 12_345 })).toMatchObject({ ok: true });
    expect(await t.gateway.refund({ authId: auth.authId, amount: 12_345, refundId: 'r-3' })).toMatchObject({ ok: true });
  });

  it('3DS pass card: キャンセル fails the challenge', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('challenge_pass'));
    const auth = await t.authorize(cardRef);
    if (auth.outcome !== 'challenge_required') throw new Error('expected a challenge');
    const res = await t.submitChallenge(auth.authId, 'cancel');
    expect(res.headers.location).toContain('result=failure');
    const again = await t.app.inject({ method: 'GET', url: `/gateway/3ds/${auth.authId}` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain('result=failure');
    expect(await t.gateway.completeChallenge({ authId: auth.authId })).toEqual({
      outcome: 'declined',
      resultCode: RESULT_CODES.threeDsFailed,
    });
    expect(await t.gateway.capture({ authId: auth.authId, amount: 10_000 })).toMatchObject({ ok: false });
  });

  it('3DS fail card: even 認証する fails, and nothing can be captured', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('challenge_fail'));
    const auth = await t.authorize(cardRef);
    if (auth.outcome !== 'challenge_required') throw new Error('expected a challenge');
    const res = await t.submitChallenge(auth.authId, 'authenticate');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payments/3ds-return?payment=42&auth_id=${auth.authId}&result=failure`);
    expect(await t.gateway.completeChallenge({ authId: auth.authId })).toMatchObject({
      outcome: 'declined',
      resultCode: RESULT_CODES.threeDsFailed,
    });
    expect(await t.gateway.capture({ authId: auth.authId, amount: 10_000 })).toMatchObject({ ok: false });
  });

  it('3DS: asking before the browser finished abandons the challenge; a pending one can be cancelled', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('challenge_pass'));
    const early = await t.authorize(cardRef);
    if (early.outcome !== 'challenge_required') throw new Error('expected a challenge');
    expect(await t.gateway.completeChallenge({ authId: early.authId })).toMatchObject({ outcome: 'declined' });
    expect((await t.submitChallenge(early.authId, 'authenticate')).headers.location).toContain('result=failure');

    const voided = await t.authorize(cardRef);
    if (voided.outcome !== 'challenge_required') throw new Error('expected a challenge');
    expect(await t.gateway.cancel({ authId: voided.authId })).toMatchObject({ ok: true });
    expect((await t.submitChallenge(voided.authId, 'authenticate')).headers.location).toContain('result=failure');
  });

  it('3DS routes: unknown auth → 404 JSON, bad form → 400', async () => {
    const t = await setup();
    const missing = await t.app.inject({ method: 'GET', url: '/gateway/3ds/sbauth_nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(JAPANESE);
    expect((await t.submitChallenge('sbauth_nope', 'authenticate')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/gateway/3ds/sbauth_nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=steal',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(JAPANESE);
  });

  it('VISA tokenises and registers; our JCB-only rule is what refuses it', async () => {
    const t = await setup();
    const visa = await t.registered(card('success', 'VISA'));
    expect(visa.brand).toBe('VISA');
    expect(isAllowedCardBrand(visa.brand)).toBe(false);
    expect(t.gateway.resultMessage(RESULT_CODES.brandNotAccepted)).toContain('JCB');
  });

  it('authorize is idempotent by orderId: the repeat returns the first result and makes no new authorization', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('success'));
    const first = await t.authorize(cardRef, 5_000, 'order-same');
    const again = await t.authorize(cardRef, 5_000, 'order-same');
    expect(again).toEqual(first);
    expect(t.gateway.state.auths.size).toBe(1);
    const challenged = await t.registered(card('challenge_pass'));
    const c1 = await t.authorize(challenged.cardRef, 5_000, 'order-3ds');
    expect(await t.authorize(challenged.cardRef, 5_000, 'order-3ds')).toEqual(c1);
    const declined = await t.registered(card('insufficient_funds'));
    const d1 = await t.authorize(declined.cardRef, 5_000, 'order-declined');
    expect(await t.authorize(declined.cardRef, 5_000, 'order-declined')).toEqual(d1);
    expect(t.gateway.state.auths.size).toBe(2);
  });

  it('refuses bad amounts, unknown cards and foreign return URLs with a result code', async () => {
    const t = await setup();
    const { cardRef } = await t.registered(card('success'));
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(t.authorize(cardRef, amount)).rejects.toMatchObject({ resultCode: RESULT_CODES.invalidAmount });
    }
    await expect(t.authorize('sbcard_unknown')).rejects.toMatchObject({ resultCode: RESULT_CODES.cardNotFound });
    for (const returnUrl of ['//evil.example/x', 'javascript:alert(1)', '/\\evil.example']) {
      await expect(t.gateway.authorize({ cardRef, amount: 1, orderId: returnUrl, returnUrl })).rejects.toBeInstanceOf(
        CardGatewayError,
      );
    }
    await expect(t.gateway.completeChallenge({ authId: 'sbauth_unknown' })).rejects.toBeInstanceOf(CardGatewayError);
  });

  it('refuses to start in production', async () => {
    const app = Fastify();
    await expect(registerSandboxGateway(app, { isProduction: true })).rejects.toThrow(/production/);
    await app.close();
  });

  it('keeps no card number in its state or its logs after a full flow', async () => {
    const t = await setup();
    for (const test of SANDBOX_TEST_CARDS) {
      const expire = test.behaviour === 'expired' ? PAST : FUTURE;
      // A failing request too: the validation path must not echo or log the number either.
      await t.tokenize(test.number, { card_expire: expire, security_code: '98765' });
      await t.tokenize(test.number, { card_expire: expire, unexpected: true });
      const { cardRef } = await t.registered(test.number, expire);
      const auth = await t.authorize(cardRef);
      if (auth.outcome === 'challenge_required') {
        await t.app.inject({ method: 'GET', url: auth.challengeUrl });
        await t.submitChallenge(auth.authId, 'authenticate');
        await t.gateway.completeChallenge({ authId: auth.authId });
      }
      if (auth.outcome !== 'declined') {
        await t.gateway.capture({ authId: auth.authId, amount: 10_000 });
        await t.gateway.refund({ authId: auth.authId, amount: 10_000, refundId: `r-${auth.authId}` });
      }
    }
    // Unused tokens stay in state until they expire: they must be clean too.
    await t.tokenize(card('success'));
    const dump = JSON.stringify(t.gateway.state.snapshot());
    const logs = t.logLines.join('\n');
    expect(t.logLines.length).toBeGreaterThan(10);
    expect(dump).toContain('"last4":"0000"');
    for (const { number } of SANDBOX_TEST_CARDS) {
      for (const text of [dump, logs]) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.slice(0, 12));
      }
    }
    expect(dump).not.toContain('98765');
  });
});
