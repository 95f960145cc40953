/**
 * Contract suite: the real adapter (VeriTransCardGateway) against the real simulator over HTTP on
 * 127.0.0.1. Same CCID / merchant key on both sides; tokens come from the simulator's MDK token
 * endpoint as the browser would get them; the 3-D Secure page is driven with plain GET / POST.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../clock.ts';
import { CardGatewayError } from '../card-gateway.ts';
import { veritransSimulatorPlugin } from '../veritrans-simulator/plugin.ts';
import { SIMULATOR_TEST_CARDS } from '../veritrans-simulator/test-cards.ts';
import { TEST_MERCHANT, simulatorForTests, testCard } from '../veritrans-simulator/testing.ts';
import { InMemoryChallengeStore, type VeriTransConfig, VeriTransCardGateway } from './veritrans-gateway.ts';

const { ccid: CCID, merchantKey: KEY, tokenApiKey: TOKEN_API_KEY } = TEST_MERCHANT;
const SLOW_MS = 400;
const TIMEOUT_MS = 150;
const RETURN_URL = 'http://127.0.0.1/payments/3ds-return?payment=7';

const card = testCard;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const silent = { info: () => {}, warn: () => {} };

async function setup() {
  const { clock, simulator } = simulatorForTests({ slowAnswerMs: SLOW_MS });
  // Close drops every socket: a keep-alive connection still busy at close (a slow answer the
  // adapter gave up on) would otherwise hold close() for the 72 s keep-alive timeout.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(veritransSimulatorPlugin(simulator));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  closers.push(() => app.close());

  let seq = 0;
  const gateway = (overrides: Partial<VeriTransConfig> = {}) => {
    const challengeStore = new InMemoryChallengeStore();
    const config: VeriTransConfig = {
      baseUrl: `${address}/test-paynow/v2`,
      ccid: CCID,
      merchantKey: KEY,
      tokenApiKey: TOKEN_API_KEY,
      dummyRequest: true,
      timeoutMs: TIMEOUT_MS,
      challengeBaseUrl: 'http://127.0.0.1/api/v1/card-challenges',
      ...overrides,
    };
    const adapter = new VeriTransCardGateway(config, {
      fetch,
      logger: silent,
      challengeStore,
      newOrderId: () => `card-reg-${++seq}`,
    });
    return { adapter, challengeStore };
  };

  /** What the browser does: card data straight to the token server, only the token onwards. */
  const token = async (cardNumber: string) => {
    const res = await fetch(`${address}/4gtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        token_api_key: TOKEN_API_KEY,
        card_number: cardNumber,
        card_expire: '12/30',
        security_code: '123',
        lang: 'ja',
      }),
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { token: string; req_card_number: string };
    return json;
  };

  const transactions = (orderId: string, command: string) =>
    (simulator.state.orders.get(orderId)?.transactions ?? []).filter((t) => t.command === command && t.mstatus === 'success');

  return { address, clock, simulator, gateway, token, transactions };
}

describe('VeriTrans adapter ⇄ simulator (HTTP contract)', () => {
  it('registers a card from a token: brand, masked tail as VeriTrans discloses it, expiry', async () => {
    const { gateway, token, transactions } = await setup();
    const { adapter } = gateway();
    const issued = await token(card('success'));
    expect(issued.req_card_number).toBe('352800********07');
    const registered = await adapter.registerCard({ token: issued.token, customerRef: 'c-1' });
    expect(registered).toEqual({ cardRef: 'card-reg-1', brand: 'JCB', last4: '**07', expiryMonth: 12, expiryYear: 2030 });
    // The verification 与信 is voided at once.
    expect(transactions('card-reg-1', 'Authorize')).toHaveLength(1);
    expect(transactions('card-reg-1', 'Cancel')).toHaveLength(1);
  });

  it('authorises, captures, refunds partly then fully (card 再取引, no 3-D Secure)', async () => {
    const { gateway, token, transactions, simulator } = await setup();
    const { adapter } = gateway({ threeDSecure: false });
    const { cardRef } = await adapter.registerCard({ token: (await token(card('success'))).token, customerRef: 'c' });
    const auth = await adapter.authorize({ cardRef, amount: 10_000, orderId: 'pay-1', returnUrl: RETURN_URL });
    expect(auth).toMatchObject({ outcome: 'authorized', authId: 'pay-1' });
    expect(await adapter.capture({ authId: 'pay-1', amount: 10_000 })).toMatchObject({ ok: true });
    expect(await adapter.refund({ authId: 'pay-1', amount: 3_000, refundId: 'r-1' })).toMatchObject({ ok: true });
    expect(await adapter.refund({ authId: 'pay-1', amount: 7_000, refundId: 'r-2' })).toMatchObject({ ok: true });
    // A third refund: nothing remains.
    expect(await adapter.refund({ authId: 'pay-1', amount: 1, refundId: 'r-3' })).toMatchObject({ ok: false });
    const order = simulator.state.orders.get('pay-1')!;
    expect(order.capturedAmount).toBe(10_000);
    expect(order.refundedAmount).toBe(10_000);
    expect(transactions('pay-1', 'Cancel').map((t) => t.amount)).toEqual([3_000, 7_000]);
  });

  it('voids an authorisation before capture; capture afterwards is refused', async () => {
    const { gateway, token, simulator } = await setup();
    const { adapter } = gateway({ threeDSecure: false });
    const { cardRef } = await adapter.registerCard({ token: (await token(card('success'))).token, customerRef: 'c' });
    await adapter.authorize({ cardRef, amount: 5_000, orderId: 'pay-void', returnUrl: RETURN_URL });
    expect(await adapter.cancel({ authId: 'pay-void' })).toMatchObject({ ok: true });
    expect(simulator.state.orders.get('pay-void')!.status).toBe('cancelled');
    expect(await adapter.capture({ authId: 'pay-void', amount: 5_000 })).toMatchObject({ ok: false });
  });

  it.each(SIMULATOR_TEST_CARDS.filter((c) => c.behaviour === 'decline').map((c) => [c.declineCode!, c.number] as const))(
    'decline %s: refused with its vResultCode and a Japanese message',
    async (declineCode, number) => {
      const { gateway, token } = await setup();
      const { adapter } = gateway({ threeDSecure: false });
      const limit = SIMULATOR_TEST_CARDS.find((c) => c.number === number)!.declinesAbove;
      let code: string;
      if (limit === undefined) {
        // Refused outright: even the 2-yen check at registration.
        const error = await adapter.registerCard({ token: (await token(number)).token, customerRef: 'c' }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(CardGatewayError);
        code = (error as CardGatewayError).resultCode;
      } else {
        // A limit: the card registers, a payment above the limit is declined.
        const { cardRef } = await adapter.registerCard({ token: (await token(number)).token, customerRef: 'c' });
        const result = await adapter.authorize({ cardRef, amount: limit + 1, orderId: `pay-${number}`, returnUrl: RETURN_URL });
        expect(result.outcome).toBe('declined');
        code = (result as { resultCode: string }).resultCode;
      }
      expect(code).toBe(`${declineCode}000000000000`);
      expect(adapter.resultMessage(code)).toMatch(/[ぁ-んァ-ン一-龯]/);
    },
  );

  describe('3-D Secure (MPI 再取引)', () => {
    async function challenge(behaviour: 'challenge_pass' | 'challenge_fail') {
      const env = await setup();
      const { adapter, challengeStore } = env.gateway();
      const { cardRef } = await adapter.registerCard({ token: (await env.token(card(behaviour))).token, customerRef: 'c' });
      const auth = await adapter.authorize({ cardRef, amount: 8_000, orderId: 'pay-3ds', returnUrl: RETURN_URL });
      expect(auth).toMatchObject({ outcome: 'challenge_required', authId: 'pay-3ds' });
      // The browser opens resResponseContents, follows it to the ACS page and presses 「認証する」.
      const html = (await challengeStore.get('pay-3ds'))!;
      const acs = /href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
      const page = await fetch(`${env.address}${acs}`);
      expect(page.status).toBe(200);
      const action = /action="([^"]+)"/.exec(await page.text())![1]!.replace(/&amp;/g, '&');
      const posted = await fetch(`${env.address}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=authenticate',
        redirect: 'manual',
      });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toContain('orderId=pay-3ds');
      return { ...env, adapter };
    }

    it('passes: completeChallenge answers authorised, the card is charged once', async () => {
      const { adapter, transactions } = await challenge('challenge_pass');
      const result = await adapter.completeChallenge({ authId: 'pay-3ds' });
      expect(result).toMatchObject({ outcome: 'authorized', authId: 'pay-3ds' });
      expect(await adapter.completeChallenge({ authId: 'pay-3ds' })).toEqual(result);
      expect(transactions('pay-3ds', 'ReAuthorize')).toHaveLength(1);
      expect(await adapter.capture({ authId: 'pay-3ds', amount: 8_000 })).toMatchObject({ ok: true });
    });

    it('fails: completeChallenge answers declined with the 3-D Secure message', async () => {
      const { adapter, transactions } = await challenge('challenge_fail');
      const result = await adapter.completeChallenge({ authId: 'pay-3ds' });
      expect(result.outcome).toBe('declined');
      expect(result.resultCode.startsWith('G')).toBe(true);
      expect(adapter.resultMessage(result.resultCode)).toContain('本人認証');
      expect(transactions('pay-3ds', 'ReAuthorize')).toHaveLength(0);
    });
  });

  describe.each([
    ['slow', 'slow' as const],
    ['lost', 'lost' as const],
  ])('%s answers: never a double authorisation, capture or refund', (_name, behaviour) => {
    it('register → authorise → capture → two partial refunds, each exactly once at the acquirer', async () => {
      const { gateway, token, transactions, simulator } = await setup();
      const { adapter } = gateway({ threeDSecure: false });
      const registered = await adapter.registerCard({ token: (await token(card(behaviour))).token, customerRef: 'c' });
      expect(transactions(registered.cardRef, 'Authorize')).toHaveLength(1);
      expect(transactions(registered.cardRef, 'Cancel')).toHaveLength(1);

      const auth = await adapter.authorize({
        cardRef: registered.cardRef,
        amount: 9_000,
        orderId: 'pay-x',
        returnUrl: RETURN_URL,
      });
      expect(auth).toMatchObject({ outcome: 'authorized', authId: 'pay-x' });
      expect(await adapter.capture({ authId: 'pay-x', amount: 9_000 })).toMatchObject({ ok: true });
      expect(await adapter.refund({ authId: 'pay-x', amount: 2_000, refundId: 'rx-1' })).toMatchObject({ ok: true });
      expect(await adapter.refund({ authId: 'pay-x', amount: 1_000, refundId: 'rx-2' })).toMatchObject({ ok: true });
      // The same refund asked again (a retry after our own crash) is not sent twice.
      expect(await adapter.refund({ authId: 'pay-x', amount: 2_000, refundId: 'rx-1' })).toMatchObject({ ok: true });

      expect(transactions('pay-x', 'ReAuthorize')).toHaveLength(1);
      expect(transactions('pay-x', 'Capture')).toHaveLength(1);
      expect(transactions('pay-x', 'Cancel').map((t) => t.amount)).toEqual([2_000, 1_000]);
      expect(simulator.state.orders.get('pay-x')!.refundedAmount).toBe(3_000);
    });
  });

  it('refuses a reused token', async () => {
    const { gateway, token } = await setup();
    const { adapter } = gateway();
    const { token: once } = await token(card('success'));
    await adapter.registerCard({ token: once, customerRef: 'c' });
    const error = await adapter.registerCard({ token: once, customerRef: 'c' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CardGatewayError);
    expect((error as CardGatewayError).resultCode).toBe('OC09000000000000');
  });

  it('refuses a token older than 15 minutes', async () => {
    const { gateway, token, clock } = await setup();
    const { adapter } = gateway();
    const { token: old } = await token(card('success'));
    clock.advance(15 * MINUTE_MS + 1);
    const error = await adapter.registerCard({ token: old, customerRef: 'c' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CardGatewayError);
    expect((error as CardGatewayError).resultCode).toBe('OC09000000000000');
  });
});

describe('orderId as the idempotency key', () => {
  it('a second adapter process authorising the same orderId does not authorise twice', async () => {
    const { gateway, token, transactions } = await setup();
    const first = gateway({ threeDSecure: false }).adapter;
    const { cardRef } = await first.registerCard({ token: (await token(card('success'))).token, customerRef: 'c' });
    const input = { cardRef, amount: 4_000, orderId: 'pay-again', returnUrl: RETURN_URL };
    expect(await first.authorize(input)).toMatchObject({ outcome: 'authorized' });
    // A restarted process has no in-memory repeat: the request reaches the acquirer again.
    const restarted = gateway({ threeDSecure: false }).adapter;
    expect(await restarted.authorize(input)).toMatchObject({ outcome: 'authorized', authId: 'pay-again' });
    expect(transactions('pay-again', 'ReAuthorize')).toHaveLength(1);
  });
});

describe('a retry by another process, after the first one died with the answer (crash safety)', () => {
  it('voiding an order whose 3-D Secure never finished holds nothing: done, nothing sent twice', async () => {
    const { gateway, token, simulator } = await setup();
    const { adapter } = gateway();
    const { cardRef } = await adapter.registerCard({ token: (await token(card('challenge_pass'))).token, customerRef: 'c' });
    await adapter.authorize({ cardRef, amount: 6_000, orderId: 'pay-abandoned', returnUrl: RETURN_URL });
    expect(await gateway().adapter.cancel({ authId: 'pay-abandoned' })).toMatchObject({ ok: true });
    expect(simulator.state.orders.get('pay-abandoned')!.authorizedAmount).toBe(0);
  });

  it('a void or a refund already made answers done to the next process, and the card is not refunded twice', async () => {
    const { gateway, token, simulator, transactions } = await setup();
    const first = gateway({ threeDSecure: false }).adapter;
    const { cardRef } = await first.registerCard({ token: (await token(card('success'))).token, customerRef: 'c' });
    await first.authorize({ cardRef, amount: 3_000, orderId: 'pay-voided', returnUrl: RETURN_URL });
    expect(await first.cancel({ authId: 'pay-voided' })).toMatchObject({ ok: true });
    expect(await gateway({ threeDSecure: false }).adapter.cancel({ authId: 'pay-voided' })).toMatchObject({ ok: true });

    await first.authorize({ cardRef, amount: 9_000, orderId: 'pay-refunded', returnUrl: RETURN_URL });
    await first.capture({ authId: 'pay-refunded', amount: 9_000 });
    expect(await first.refund({ authId: 'pay-refunded', amount: 9_000, refundId: 'r-1' })).toMatchObject({ ok: true });
    const restarted = gateway({ threeDSecure: false }).adapter;
    expect(await restarted.refund({ authId: 'pay-refunded', amount: 9_000, refundId: 'r-1' })).toMatchObject({ ok: true });
    expect(simulator.state.orders.get('pay-refunded')!.refundedAmount).toBe(9_000);
    expect(transactions('pay-refunded', 'Cancel').filter((txn) => txn.mstatus === 'success')).toHaveLength(1);
  });
});
