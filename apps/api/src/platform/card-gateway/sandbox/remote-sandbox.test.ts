import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { registeredBuyer } from '../../../testing/fixtures.ts';
import { PRODUCTION_ENV } from '../../../testing/production-env.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { CardGatewayError } from '../card-gateway.ts';
import { RESULT_CODES } from '../result-codes.ts';
import { SANDBOX_CALLS_PATH, SANDBOX_STATE_PATH, type SandboxStateSnapshot } from './remote-protocol.ts';
import { RemoteSandboxGateway, createRemoteSandboxGateway } from './remote-sandbox-gateway.ts';
import { buildSandboxServer } from './serve.ts';
import { SANDBOX_TEST_CARDS } from './test-cards.ts';

/**
 * The sandbox as its own process (serve.ts) and the API's client of it, over real HTTP on
 * 127.0.0.1: what every API process of a cluster does (npm run cluster). The cross-process proof
 * is src/scale-out/scale-out.test.ts; this one runs without PostgreSQL.
 */
let server: FastifyInstance;
let base: string;
let gateway: RemoteSandboxGateway;

beforeAll(async () => {
  server = await buildSandboxServer({ isProduction: false, logLevel: 'silent' });
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  gateway = createRemoteSandboxGateway({ isProduction: false, url: `${base}/` });
});
afterAll(() => server.close());

async function token(cardNumber: string): Promise<string> {
  const res = await fetch(`${base}/gateway/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: cardNumber, card_expire: '12/30', security_code: '123', holder_name: 'TARO YAMADA' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
const state = async () => (await (await fetch(`${base}${SANDBOX_STATE_PATH}`)).json()) as SandboxStateSnapshot;
const card = (behaviour: string) => SANDBOX_TEST_CARDS.find((c) => c.behaviour === behaviour && c.brand === 'JCB')!.number;

describe('remote card sandbox', () => {
  it('carries every CardGateway call to the sandbox process and back, declines as results and errors as CardGatewayError', async () => {
    const registered = await gateway.registerCard({ token: await token(card('success')), customerRef: 'buyer-1' });
    expect(registered).toMatchObject({
      brand: 'JCB',
      last4: '0000',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'TARO YAMADA',
    });
    const auth = await gateway.authorize({ cardRef: registered.cardRef, amount: 10_000, orderId: 'order-1', returnUrl: '/back' });
    expect(auth).toMatchObject({ outcome: 'authorized', resultCode: RESULT_CODES.success });
    // Idempotent by orderId across the wire too.
    expect(
      await gateway.authorize({ cardRef: registered.cardRef, amount: 10_000, orderId: 'order-1', returnUrl: '/back' }),
    ).toEqual(auth);
    if (auth.outcome !== 'authorized') throw new Error('unreachable');
    expect(await gateway.capture({ authId: auth.authId, amount: 10_000 })).toEqual({
      ok: true,
      resultCode: RESULT_CODES.success,
    });
    expect(await gateway.cancel({ authId: auth.authId })).toMatchObject({ ok: false });
    expect(await gateway.refund({ authId: auth.authId, amount: 4_000, refundId: 'r-1' })).toMatchObject({ ok: true });
    expect(await gateway.refund({ authId: auth.authId, amount: 4_000, refundId: 'r-1' })).toMatchObject({ ok: true });

    const poor = await gateway.registerCard({ token: await token(card('insufficient_funds')), customerRef: 'buyer-1' });
    expect(await gateway.authorize({ cardRef: poor.cardRef, amount: 1, orderId: 'order-2', returnUrl: '/back' })).toEqual({
      outcome: 'declined',
      resultCode: RESULT_CODES.insufficientFunds,
    });
    await expect(gateway.registerCard({ token: 'sbtok_made-up', customerRef: 'b' })).rejects.toEqual(
      new CardGatewayError(RESULT_CODES.invalidToken),
    );
    await expect(
      gateway.authorize({ cardRef: poor.cardRef, amount: 1.5, orderId: 'order-3', returnUrl: '/back' }),
    ).rejects.toMatchObject({
      resultCode: RESULT_CODES.invalidAmount,
    });
    await expect(gateway.completeChallenge({ authId: 'sbauth_unknown' })).rejects.toBeInstanceOf(CardGatewayError);

    const snapshot = await state();
    expect(snapshot.authorizations.find((a) => a.authId === auth.authId)).toMatchObject({
      orderId: 'order-1',
      status: 'captured',
      capturedAmount: 10_000,
      refundedAmount: 4_000,
    });
    expect(snapshot.refunds).toEqual([{ refundId: 'r-1', ok: true, resultCode: RESULT_CODES.success }]);
    // Each call is recorded once, in order, repeats included: what the crash check counts.
    expect(snapshot.calls.map((c) => `${c.call}:${c.outcome}`)).toEqual([
      'registerCard:registered',
      'authorize:authorized',
      'authorize:authorized',
      'capture:ok',
      'cancel:refused',
      'refund:ok',
      'refund:ok',
      'registerCard:registered',
      'authorize:declined',
      'registerCard:error',
      'authorize:error',
      'completeChallenge:error',
    ]);
    expect(snapshot.droppedCalls).toBe(0);
  });

  it('3-D Secure: the page and the form live in the sandbox process, completeChallenge reads their outcome', async () => {
    const registered = await gateway.registerCard({ token: await token(card('challenge_pass')), customerRef: 'buyer-1' });
    const auth = await gateway.authorize({
      cardRef: registered.cardRef,
      amount: 5_000,
      orderId: 'order-3ds',
      returnUrl: '/back',
    });
    if (auth.outcome !== 'challenge_required') throw new Error('expected a challenge');
    expect(auth.challengeUrl).toMatch(/^\/gateway\/3ds\//);
    const submitted = await fetch(`${base}${auth.challengeUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=authenticate',
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(await gateway.completeChallenge({ authId: auth.authId })).toMatchObject({ outcome: 'authorized' });
  });

  it('keeps card data out of the state snapshot', async () => {
    await gateway.registerCard({ token: await token(card('success')), customerRef: 'buyer-2' });
    const dump = JSON.stringify(await state());
    for (const { number } of SANDBOX_TEST_CARDS) expect(dump).not.toContain(number.slice(0, 12));
    expect(dump).not.toMatch(/last4|holderName|TARO|brand|cardRef|sbcard_|sbtok_/);
  });

  it('answers a body that does not fit with 400, and the client turns it into an Error, not a decline', async () => {
    const bad = await fetch(`${base}${SANDBOX_CALLS_PATH}/capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authId: 'x' }),
    });
    expect(bad.status).toBe(400);
    const unreachable = new RemoteSandboxGateway('http://127.0.0.1:1');
    await expect(unreachable.cancel({ authId: 'x' })).rejects.not.toBeInstanceOf(CardGatewayError);
  });

  it('with SANDBOX_GATEWAY_URL the API uses the shared sandbox and mounts no /gateway pages of its own', async () => {
    const t = await createTestApp({ env: { SANDBOX_GATEWAY_URL: base } });
    try {
      expect(t.deps.cardGateway).toBeInstanceOf(RemoteSandboxGateway);
      const own = await t.app.inject({
        method: 'POST',
        url: '/gateway/tokens',
        payload: { card_number: card('success'), card_expire: '12/30', security_code: '123' },
      });
      expect(own.statusCode).toBe(404);
      const buyer = await registeredBuyer(t);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invoices/credit_cards',
        headers: buyer.headers,
        payload: { token: await token(card('success')) },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json().credit_card).toMatchObject({ last4: '0000' });
    } finally {
      await t.close();
    }
  });

  it('refuses production: the server, the client and the configuration', async () => {
    await expect(buildSandboxServer({ isProduction: true })).rejects.toThrow(/production/);
    expect(() => createRemoteSandboxGateway({ isProduction: true, url: base })).toThrow(/production/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, SANDBOX_GATEWAY_URL: base })).toThrow(/SANDBOX_GATEWAY_URL/);
  });
});
