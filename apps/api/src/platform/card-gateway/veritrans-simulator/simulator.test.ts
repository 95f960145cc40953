import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock, MINUTE_MS } from '../../clock.ts';
import {
  classify,
  type CommandParams,
  ENDPOINTS,
  findOrder,
  parseResponse,
  serializeRequest,
  signRequest,
  successfulTransactions,
  type VeriTransCommand,
  withCommonParams,
} from '../veritrans/protocol.ts';
import { createVeritransSimulator, veritransSimulatorPlugin } from './plugin.ts';
import { buildVeritransSimulatorServer, SIMULATOR_STATE_PATH, type SimulatorOrdersReport } from './serve.ts';
import { SIMULATOR_CODES } from './simulator-state.ts';
import { SIMULATOR_TEST_CARDS } from './test-cards.ts';
import { TEST_MERCHANT, simulatorForTests, testCard } from './testing.ts';

const { ccid: CCID, merchantKey: KEY, tokenApiKey: TOKEN_API_KEY } = TEST_MERCHANT;
const PREFIX = '/veritrans';
const BASE = `${PREFIX}/test-paynow/v2`;
const RETURN_URL = '/payments/3ds-return?payment=42';
const SLOW_MS = 60;

const card = testCard;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function setup() {
  const { clock, simulator } = simulatorForTests({ slowAnswerMs: SLOW_MS });
  // Close drops every socket: a keep-alive connection still busy at close (a slow answer the
  // adapter gave up on) would otherwise hold close() for the 72 s keep-alive timeout.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(veritransSimulatorPlugin(simulator), { prefix: PREFIX });
  await app.ready();
  closers.push(() => app.close());

  const tokenRequest = (cardNumber: string, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: `${PREFIX}/4gtoken`,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({
        token_api_key: TOKEN_API_KEY,
        card_number: cardNumber,
        card_expire: '12/30',
        security_code: '123',
        lang: 'ja',
        ...overrides,
      }),
    });
  const token = async (cardNumber: string) => {
    const res = await tokenRequest(cardNumber);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const body = (params: object, key = KEY) =>
    serializeRequest(signRequest(withCommonParams(params, { ccid: CCID, dummyRequest: '1' }), { ccid: CCID, key }));
  const send = <C extends VeriTransCommand>(command: C, params: CommandParams[C], key = KEY) =>
    app.inject({
      method: 'POST',
      url: `${BASE}${ENDPOINTS[command]}`,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: body(params, key),
    });
  /** Sends and parses with the adapter's own response schema. */
  const call = async <C extends VeriTransCommand>(command: C, params: CommandParams[C]) => {
    const res = await send(command, params);
    expect(res.statusCode, res.body).toBe(200);
    return parseResponse(command, res.json());
  };
  const authorize = async (cardNumber: string, orderId: string, amount = 10_000) =>
    call('cardAuthorize', {
      orderId,
      amount: String(amount),
      jpo: '10',
      withCapture: 'false',
      payNowIdParam: { token: await token(cardNumber) },
    });
  const mpiAuthorize = async (cardNumber: string, orderId: string, amount = 10_000) =>
    call('mpiAuthorize', {
      orderId,
      amount: String(amount),
      jpo: '10',
      withCapture: 'false',
      serviceOptionType: 'mpi-complete',
      redirectionUri: RETURN_URL,
      deviceChannel: '02',
      payNowIdParam: { token: await token(cardNumber) },
    });
  const search = async (orderId: string) =>
    findOrder(
      await call('search', { newerFlag: 'false', containDummyFlag: 'true', searchParameters: { common: { orderId } } }),
      orderId,
    );
  return { app, clock, simulator, tokenRequest, token, body, send, call, authorize, mpiAuthorize, search };
}

/** The ACS address inside resResponseContents (meta refresh and link). */
function acsPath(html: string | undefined): string {
  const match = /href="([^"]+)"/.exec(html ?? '');
  expect(match).not.toBeNull();
  return match![1]!.replace(/&amp;/g, '&');
}

describe('MDK token endpoint', () => {
  it('issues a one-time token with its expiry and the masked number, never the number', async () => {
    const { tokenRequest } = await setup();
    const res = await tokenRequest(card('success'));
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ status: 'success', code: 'success', req_card_number: '352800********07' });
    expect(json.token).toMatch(/^[0-9a-f-]{36}$/);
    // 15 minutes after 2026-11-22T03:00:00Z, in JST.
    expect(json.token_expire_date).toBe('20261122121500');
    expect(res.body).not.toContain(card('success'));
  });

  it.each([
    ['invalid_card_number', { card_number: '3528-0000' }],
    ['digit_check_error', { card_number: '3528000000000008' }],
    ['invalid_card_expire', { card_expire: '10/26' }],
    ['invalid_card_expire', { card_expire: '2030-12' }],
    ['invalid_security_code', { security_code: '12' }],
    ['missing_card_number', { card_number: '' }],
    ['invalid_token_api_key', { token_api_key: 'wrong-key' }],
  ])('refuses with %s', async (code, overrides) => {
    const { tokenRequest } = await setup();
    const res = await tokenRequest(card('success'), overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'failure', code });
    expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(res.body).not.toContain('3528000000000008');
  });

  it('accepts a token once: reuse is refused with OC09 and charges nothing', async () => {
    const { token, call, simulator } = await setup();
    const t = await token(card('success'));
    const params = (orderId: string) => ({
      orderId,
      amount: '500',
      jpo: '10',
      withCapture: 'false' as const,
      payNowIdParam: { token: t },
    });
    expect((await call('cardAuthorize', params('order-a'))).mstatus).toBe('success');
    const reuse = await call('cardAuthorize', params('order-b'));
    expect(reuse).toMatchObject({ mstatus: 'failure', vResultCode: 'OC09000000000000' });
    expect(simulator.state.orders.has('order-b')).toBe(false);
  });

  it('lets a token expire after 15 minutes', async () => {
    const { token, call, clock } = await setup();
    const t = await token(card('success'));
    clock.advance(15 * MINUTE_MS);
    const answer = await call('cardAuthorize', {
      orderId: 'late',
      amount: '500',
      jpo: '10',
      withCapture: 'false',
      payNowIdParam: { token: t },
    });
    expect(answer).toMatchObject({ mstatus: 'failure', vResultCode: 'OC09000000000000' });
  });
});

describe('connection API: authHash', () => {
  it('refuses a request signed with the wrong key, and commits nothing', async () => {
    const { token, send, simulator } = await setup();
    const params = {
      orderId: 'forged',
      amount: '500',
      jpo: '10',
      withCapture: 'false' as const,
      payNowIdParam: { token: await token(card('success')) },
    };
    const res = await send('cardAuthorize', params, 'not-the-merchant-key');
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toMatchObject({ mstatus: 'failure', vResultCode: SIMULATOR_CODES.authHashError });
    expect(simulator.state.orders.size).toBe(0);
  });

  it('refuses params changed after signing (amount raised)', async () => {
    const { token, body, app, simulator } = await setup();
    const signed = body({
      orderId: 'tampered',
      amount: '500',
      jpo: '10',
      withCapture: 'false',
      payNowIdParam: { token: await token(card('success')) },
    });
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/Authorize/card`,
      headers: { 'content-type': 'application/json' },
      payload: signed.replace('"amount":"500"', '"amount":"50000"'),
    });
    expect(res.statusCode).toBe(401);
    expect(simulator.state.orders.size).toBe(0);
  });

  it('accepts the upper-case hex digest the guide prints, on the production path too', async () => {
    const { token, body, app } = await setup();
    const signed = JSON.parse(
      body({
        orderId: 'upper',
        amount: '500',
        jpo: '10',
        withCapture: 'false',
        payNowIdParam: { token: await token(card('success')) },
      }),
    );
    const res = await app.inject({
      method: 'POST',
      url: `${PREFIX}/paynow/v2/Authorize/card`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ params: signed.params, authHash: String(signed.authHash).toUpperCase() }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.mstatus).toBe('success');
  });
});

describe('connection API: authorise, capture, cancel, refund', () => {
  it('is idempotent by orderId: a repeat answers the first result and never authorises twice', async () => {
    const { authorize, token, call, search } = await setup();
    const first = await authorize(card('success'), 'order-1');
    expect(first).toMatchObject({ mstatus: 'success', vResultCode: 'A001000000000000', orderId: 'order-1' });
    const repeat = await call('cardAuthorize', {
      orderId: 'order-1',
      amount: '10000',
      jpo: '10',
      withCapture: 'false',
      payNowIdParam: { token: await token(card('success')) },
    });
    expect(repeat).toEqual(first);
    const order = await search('order-1');
    expect(successfulTransactions(order!, 'authorize')).toHaveLength(1);
  });

  it('answers each decline family with its published vResultCode', async () => {
    const { authorize } = await setup();
    for (const declineCard of SIMULATOR_TEST_CARDS.filter((c) => c.behaviour === 'decline')) {
      const answer = await authorize(declineCard.number, `decline-${declineCard.declineCode}`);
      expect(answer).toMatchObject({ mstatus: 'failure', vResultCode: `${declineCard.declineCode}000000000000` });
      expect(classify(answer.mstatus, answer.vResultCode).kind).toBe('decline');
    }
  });

  it('captures, refunds in parts, refuses a refund beyond what remains, and a double capture captures once', async () => {
    const { authorize, call, search } = await setup();
    await authorize(card('success'), 'order-2', 10_000);
    const capture = await call('cardCapture', { orderId: 'order-2', amount: '10000' });
    expect(capture.mstatus).toBe('success');
    expect(await call('cardCapture', { orderId: 'order-2', amount: '10000' })).toEqual(capture);

    expect((await call('cardCancel', { orderId: 'order-2', amount: '3000' })).mstatus).toBe('success');
    expect((await call('cardCancel', { orderId: 'order-2', amount: '7000' })).mstatus).toBe('success');
    const tooMuch = await call('cardCancel', { orderId: 'order-2', amount: '1' });
    expect(tooMuch).toMatchObject({ mstatus: 'failure', vResultCode: SIMULATOR_CODES.amountExceeded });

    const order = (await search('order-2'))!;
    expect(order.orderStatus).toBe('cancel');
    expect(successfulTransactions(order, 'capture').map((t) => t.amount)).toEqual(['10000']);
    expect(successfulTransactions(order, 'cancel').map((t) => t.amount)).toEqual(['3000', '7000']);
  });

  it('voids an authorisation before capture, then refuses to capture or cancel it again', async () => {
    const { authorize, call } = await setup();
    await authorize(card('success'), 'order-3', 5_000);
    expect(await call('cardCapture', { orderId: 'order-3', amount: '5001' })).toMatchObject({
      mstatus: 'failure',
      vResultCode: SIMULATOR_CODES.amountExceeded,
    });
    expect((await call('cardCancel', { orderId: 'order-3' })).mstatus).toBe('success');
    expect((await call('cardCancel', { orderId: 'order-3' })).vResultCode).toBe(SIMULATOR_CODES.invalidState);
    expect((await call('cardCapture', { orderId: 'order-3' })).vResultCode).toBe(SIMULATOR_CODES.invalidState);
    expect((await call('cardCapture', { orderId: 'unknown' })).vResultCode).toBe(SIMULATOR_CODES.orderNotFound);
  });

  it('re-authorises with the card of an earlier order (元取引ID)', async () => {
    const { authorize, call } = await setup();
    await authorize(card('success'), 'registration', 2);
    const again = await call('cardReAuthorize', {
      orderId: 'charge-1',
      originalOrderId: 'registration',
      amount: '8000',
      jpo: '10',
      withCapture: 'false',
    });
    expect(again).toMatchObject({ mstatus: 'success', vResultCode: 'A001000000000000', reqCardNumber: '352800********07' });
    const missing = await call('cardReAuthorize', {
      orderId: 'charge-2',
      originalOrderId: 'nope',
      amount: '8000',
      jpo: '10',
      withCapture: 'false',
    });
    expect(missing.vResultCode).toBe(SIMULATOR_CODES.orderNotFound);
  });
});

describe('3-D Secure (MPI)', () => {
  it('passes: challenge page, redirect back to the return URL, then an authorised result', async () => {
    const { app, mpiAuthorize, call, search } = await setup();
    const started = await mpiAuthorize(card('challenge_pass'), 'mpi-1');
    expect(started).toMatchObject({ mstatus: 'success', vResultCode: 'G001000000000000' });
    expect(classify(started.mstatus, started.vResultCode).kind).toBe('pending');
    const acs = acsPath(started.resResponseContents);
    expect(acs.startsWith(`${PREFIX}/acs/`)).toBe(true);

    expect((await call('mpiGetResult', { orderId: 'mpi-1' })).mstatus).toBe('pending');
    const page = await app.inject({ method: 'GET', url: acs });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('認証する');
    expect(page.body).not.toContain('<script');

    const submitted = await app.inject({
      method: 'POST',
      url: acs,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=authenticate',
    });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe('/payments/3ds-return?payment=42&orderId=mpi-1');

    const result = await call('mpiGetResult', { orderId: 'mpi-1' });
    expect(result).toMatchObject({ mstatus: 'success', vResultCode: 'G011A00100000000', cardMstatus: 'success' });
    expect(classify(result.mstatus, result.vResultCode).kind).toBe('success');
    expect(await call('mpiGetResult', { orderId: 'mpi-1' })).toEqual(result);
    expect(successfulTransactions((await search('mpi-1'))!, 'authorize')).toHaveLength(1);

    // Back on the ACS page later: straight on to the merchant, nothing authorised twice.
    const again = await app.inject({ method: 'GET', url: acs });
    expect(again.statusCode).toBe(303);
    expect(successfulTransactions((await search('mpi-1'))!, 'authorize')).toHaveLength(1);
  });

  it('fails: whatever the buyer presses, the result is a 3-D Secure failure and nothing is authorised', async () => {
    const { app, mpiAuthorize, call, search } = await setup();
    const started = await mpiAuthorize(card('challenge_fail'), 'mpi-2');
    const submitted = await app.inject({
      method: 'POST',
      url: acsPath(started.resResponseContents),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=authenticate',
    });
    expect(submitted.statusCode).toBe(303);
    const result = await call('mpiGetResult', { orderId: 'mpi-2' });
    expect(result).toMatchObject({ mstatus: 'failure', vResultCode: 'GE31000000000000' });
    expect(classify(result.mstatus, result.vResultCode).kind).toBe('decline');
    expect(successfulTransactions((await search('mpi-2'))!, 'authorize')).toHaveLength(0);
  });

  it('a cancel on the issuer page fails the pass card too; a card without challenge goes straight through', async () => {
    const { app, mpiAuthorize, call } = await setup();
    const cancelled = await mpiAuthorize(card('challenge_pass'), 'mpi-3');
    await app.inject({
      method: 'POST',
      url: acsPath(cancelled.resResponseContents),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect((await call('mpiGetResult', { orderId: 'mpi-3' })).vResultCode).toBe('GE31000000000000');

    const frictionless = await mpiAuthorize(card('success'), 'mpi-4');
    const through = await app.inject({ method: 'GET', url: acsPath(frictionless.resResponseContents) });
    expect(through.statusCode).toBe(303);
    expect((await call('mpiGetResult', { orderId: 'mpi-4' })).vResultCode).toBe('G011A00100000000');

    const declined = await mpiAuthorize(card('decline', 'AG45'), 'mpi-5');
    await app.inject({ method: 'GET', url: acsPath(declined.resResponseContents) });
    const result = await call('mpiGetResult', { orderId: 'mpi-5' });
    expect(result).toMatchObject({ mstatus: 'success', vResultCode: 'G011AG4500000000', cardMstatus: 'failure' });
    expect(classify(result.mstatus, result.vResultCode).kind).toBe('decline');
  });
});

describe('slow and lost answers', () => {
  it('lost: the authorisation is committed, the answer dropped; the search finds it and a repeat is answered', async () => {
    const { send, token, call, simulator, search } = await setup();
    const params = {
      orderId: 'lost-1',
      amount: '10000',
      jpo: '10',
      withCapture: 'false' as const,
      payNowIdParam: { token: await token(card('lost')) },
    };
    await expect(send('cardAuthorize', params)).rejects.toThrow();
    expect(simulator.state.orders.get('lost-1')?.status).toBe('authorized');
    expect(successfulTransactions((await search('lost-1'))!, 'authorize')).toHaveLength(1);
    const repeat = await call('cardAuthorize', params);
    expect(repeat).toMatchObject({ mstatus: 'success', vResultCode: 'A001000000000000' });
    expect(successfulTransactions((await search('lost-1'))!, 'authorize')).toHaveLength(1);

    // The first capture's answer is lost too; it happened all the same, once.
    await expect(send('cardCapture', { orderId: 'lost-1', amount: '10000' })).rejects.toThrow();
    expect(successfulTransactions((await search('lost-1'))!, 'capture')).toHaveLength(1);
    expect((await call('cardCapture', { orderId: 'lost-1', amount: '10000' })).mstatus).toBe('success');
    expect(successfulTransactions((await search('lost-1'))!, 'capture')).toHaveLength(1);
  });

  it('lost: over a real socket the connection is reset without an answer', async () => {
    const { app, token, body, simulator } = await setup();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const payload = body({
      orderId: 'lost-2',
      amount: '100',
      jpo: '10',
      withCapture: 'false',
      payNowIdParam: { token: await token(card('lost')) },
    });
    await expect(
      fetch(`${address}${BASE}/Authorize/card`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      }),
    ).rejects.toThrow();
    expect(simulator.state.orders.get('lost-2')?.status).toBe('authorized');
  });

  it('slow: committed at once, answered after slowAnswerMs', async () => {
    const { send, token, simulator } = await setup();
    const params = {
      orderId: 'slow-1',
      amount: '100',
      jpo: '10',
      withCapture: 'false' as const,
      payNowIdParam: { token: await token(card('slow')) },
    };
    const started = performance.now();
    let answered = false;
    const pending = send('cardAuthorize', params).finally(() => {
      answered = true;
    });
    // Polled rather than slept for a fixed time: on a loaded CI machine the request may take
    // longer than a fraction of SLOW_MS to reach the handler, but the commit must still be seen
    // before the answer arrives.
    while (!simulator.state.orders.get('slow-1') && !answered) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(answered).toBe(false);
    expect(simulator.state.orders.get('slow-1')?.status).toBe('authorized');
    const res = await pending;
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 5);
    expect(res.json().result.mstatus).toBe('success');
  });
});

describe('simulator setup', () => {
  it('refuses to exist in production', () => {
    expect(() =>
      createVeritransSimulator({ isProduction: true, merchantCcid: CCID, merchantKey: KEY, tokenApiKey: TOKEN_API_KEY }),
    ).toThrow(/production/);
  });
});

describe('state view (serve.ts, the simulator process only)', () => {
  it('lists orders with status, amounts, transactions and request counts, and no token or card data', async () => {
    const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
    const simulator = createVeritransSimulator({
      isProduction: false,
      merchantCcid: CCID,
      merchantKey: KEY,
      tokenApiKey: TOKEN_API_KEY,
      clock,
      publicBaseUrl: 'http://127.0.0.1:3200',
    });
    const app = await buildVeritransSimulatorServer(simulator, 'silent');
    closers.push(() => app.close());
    const tokenFor = async (cardNumber: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/4gtoken',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          token_api_key: TOKEN_API_KEY,
          card_number: cardNumber,
          card_expire: '12/30',
          security_code: '123',
          lang: 'ja',
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ token: string }>().token;
    };
    const call = async <C extends VeriTransCommand>(command: C, params: CommandParams[C]) => {
      const res = await app.inject({
        method: 'POST',
        url: `/test-paynow/v2${ENDPOINTS[command]}`,
        headers: { 'content-type': 'application/json' },
        payload: serializeRequest(
          signRequest(withCommonParams(params, { ccid: CCID, dummyRequest: '1' }), { ccid: CCID, key: KEY }),
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
      return parseResponse(command, res.json());
    };

    const passToken = await tokenFor(card('challenge_pass'));
    const started = await call('mpiAuthorize', {
      orderId: 'state-1',
      amount: '12000',
      jpo: '10',
      withCapture: 'false',
      serviceOptionType: 'mpi-complete',
      redirectionUri: 'http://localhost:3000/gateway/3ds-return?to=%2Fpayments',
      deviceChannel: '02',
      payNowIdParam: { token: passToken },
    });
    // Standalone, the issuer link is absolute: the browser reaches it from the merchant's page.
    const acs = acsPath(started.resResponseContents);
    expect(acs.startsWith('http://127.0.0.1:3200/acs/')).toBe(true);
    const pressed = await app.inject({
      method: 'POST',
      url: new URL(acs).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=authenticate',
    });
    expect(pressed.statusCode).toBe(303);
    await call('cardCapture', { orderId: 'state-1', amount: '12000' });
    await call('cardCapture', { orderId: 'state-1', amount: '12000' }); // a repeat: answered, not captured again
    await call('cardCancel', { orderId: 'state-1', amount: '2000' });
    // A token refused after use: counted, no order.
    await call('cardAuthorize', {
      orderId: 'state-2',
      amount: '2',
      jpo: '10',
      withCapture: 'false',
      payNowIdParam: { token: passToken },
    });

    const res = await app.inject({ method: 'GET', url: SIMULATOR_STATE_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = res.json<SimulatorOrdersReport>();
    expect(state.orders).toHaveLength(1);
    expect(state.orders[0]).toMatchObject({
      orderId: 'state-1',
      service: 'mpi',
      createdBy: 'mpiAuthorize',
      status: 'captured',
      amount: 12_000,
      authorizedAmount: 12_000,
      capturedAmount: 12_000,
      refundedAmount: 2_000,
      maskedNumber: '352800********06',
      challenge: 'passed',
      requests: { mpiAuthorize: 1, cardCapture: 2, cardCancel: 1 },
    });
    expect(state.orders[0]!.transactions.map((t) => [t.command, t.mstatus, t.vResultCode, t.amount])).toEqual([
      ['Authorize', 'success', 'G011A00100000000', 12_000],
      ['Capture', 'success', 'A001000000000000', 12_000],
      ['Cancel', 'success', 'A001000000000000', 2_000],
    ]);
    expect(state.requests).toEqual({ mpiAuthorize: 1, cardCapture: 2, cardCancel: 1, cardAuthorize: 1 });
    // Nothing a card could be charged with: no token, no number, no expiry, no security code.
    expect(res.body).not.toContain(passToken);
    expect(res.body).not.toContain(card('challenge_pass'));
    expect(res.body).not.toMatch(/expir|token|12\/30|"123"/i);
  });

  it('is not part of the plugin: the API that embeds the simulator does not serve it', async () => {
    const { app } = await setup();
    expect((await app.inject({ method: 'GET', url: `${PREFIX}${SIMULATOR_STATE_PATH}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: SIMULATOR_STATE_PATH })).statusCode).toBe(404);
  });
});
