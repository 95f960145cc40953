import { describe, expect, it } from 'vitest';
import { CardGatewayError } from '../card-gateway.ts';
import { RESULT_CODES } from '../result-codes.ts';
import {
  buildResponse,
  commandForPath,
  type OrderInfo,
  type VeriTransCommand,
  type VeriTransResult,
  verifyAuthHash,
} from './protocol.ts';
import {
  InMemoryChallengeStore,
  type VeriTransConfig,
  VeriTransCardGateway,
  veriTransConfigProblems,
} from './veritrans-gateway.ts';

const BASE = 'https://vt.test/4gapi';
const CCID = 'A100000000000000000000cc';
const KEY = 'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789';
const DECLINE = 'AG33000000000000'; // any failure code of the card family; the fake's choice
const THREE_DS_FAIL = 'G012000000000000';

type Txn = NonNullable<OrderInfo['transactionInfos']>['transactionInfo'][number];
interface FakeCard {
  masked: string;
  expire: string;
  decline?: boolean;
}
interface FakeOrder {
  card: FakeCard;
  txns: Txn[];
  challenge?: 'waiting' | 'passed' | 'failed';
}

/**
 * A minimal VeriTrans4G connection API: checks every authHash, answers {"result": …} in the
 * documented shape, keeps orders and their transactions for Search, and refuses a reused orderId
 * or token. `loseAnswer(command)` processes the next such request and then times out, as a lost
 * answer would.
 */
class FakeVeriTrans {
  readonly tokens = new Map<string, FakeCard>([
    ['tok-ok', { masked: '3528********0001', expire: '12/30' }],
    ['tok-decline', { masked: '3528********0002', expire: '12/30', decline: true }],
  ]);
  readonly orders = new Map<string, FakeOrder>();
  readonly calls: { command: VeriTransCommand; params: Record<string, unknown> }[] = [];
  private readonly lost = new Set<VeriTransCommand>();
  private readonly unreachable = new Set<VeriTransCommand>();
  private readonly hanging = new Set<VeriTransCommand>();

  loseAnswer(command: VeriTransCommand) {
    this.lost.add(command);
  }
  failBeforeArrival(command: VeriTransCommand) {
    this.unreachable.add(command);
  }
  /** Processes the next such request, then never answers (until the caller's signal aborts). */
  hang(command: VeriTransCommand) {
    this.hanging.add(command);
  }
  count(command: VeriTransCommand) {
    return this.calls.filter((call) => call.command === command).length;
  }

  /** The browser at the issuer's page; the acquirer then authorises (mpi-complete) or not. */
  finishChallenge(orderId: string, pass: boolean) {
    const order = this.orders.get(orderId)!;
    order.challenge = pass ? 'passed' : 'failed';
    if (pass) order.txns.push({ command: 'ReAuthorize', mstatus: 'success', vResultCode: 'G011A00100000000' });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const command = commandForPath(url.pathname.replace('/4gapi', ''));
    if (!command) return new Response('not found', { status: 404 });
    if (this.unreachable.delete(command)) throw Object.assign(new Error('connect ECONNRESET'), { name: 'TypeError' });
    const verified = verifyAuthHash(String(init?.body), { ccid: CCID, key: KEY });
    if (!verified.ok) return Response.json(buildResponse(command, this.failure('MA02000000000000')));
    const { params } = verified;
    expect(params.dummyRequest).toBe('1');
    expect(params.txnVersion).toBe('2.0.0');
    this.calls.push({ command, params });
    const body = buildResponse(command, this.handle(command, params) as never);
    if (this.lost.delete(command)) throw Object.assign(new Error('The operation timed out.'), { name: 'TimeoutError' });
    if (this.hanging.delete(command)) {
      const signal = init?.signal;
      await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
    }
    return Response.json(body);
  };

  private failure(vResultCode: string): VeriTransResult {
    return { mstatus: 'failure', vResultCode, merrMsg: 'エラー' };
  }

  private handle(command: VeriTransCommand, p: Record<string, unknown>): unknown {
    const orderId = String(p.orderId ?? '');
    switch (command) {
      case 'cardAuthorize': {
        if (this.orders.has(orderId)) return this.failure('MA99000000000000');
        const token = (p.payNowIdParam as { token: string }).token;
        const card = this.tokens.get(token);
        this.tokens.delete(token); // single use
        if (!card) return this.failure('MA11000000000000');
        const ok = !card.decline;
        this.orders.set(orderId, {
          card,
          txns: [{ command: 'Authorize', mstatus: ok ? 'success' : 'failure', vResultCode: ok ? 'A001000000000000' : DECLINE }],
        });
        if (!ok) return this.failure(DECLINE);
        return {
          mstatus: 'success',
          vResultCode: 'A001000000000000',
          orderId,
          reqCardNumber: card.masked,
          reqCardExpire: card.expire,
        };
      }
      case 'cardReAuthorize':
      case 'mpiReAuthorize': {
        if (this.orders.has(orderId)) return this.failure('MA99000000000000');
        const original = this.orders.get(String(p.originalOrderId));
        if (!original) return this.failure('MA12000000000000');
        if (command === 'cardReAuthorize') {
          const code = original.card.decline ? DECLINE : 'A001000000000000';
          const mstatus = original.card.decline ? 'failure' : 'success';
          this.orders.set(orderId, { card: original.card, txns: [{ command: 'ReAuthorize', mstatus, vResultCode: code }] });
          return { mstatus, vResultCode: code, orderId };
        }
        expect(p).toMatchObject({ serviceOptionType: 'mpi-complete', deviceChannel: '02', withCapture: 'false' });
        this.orders.set(orderId, {
          card: original.card,
          txns: [{ command: 'ReAuthorize', mstatus: 'success', vResultCode: 'G001000000000000' }],
          challenge: 'waiting',
        });
        return {
          mstatus: 'success',
          vResultCode: 'G001000000000000',
          orderId,
          resResponseContents: `<form action="https://acs.test/${orderId}"></form>`,
        };
      }
      case 'mpiGetResult': {
        const order = this.orders.get(orderId);
        if (!order) return this.failure('MA12000000000000');
        if (order.challenge === 'passed') return { mstatus: 'success', vResultCode: 'G011A00100000000', cardMstatus: 'success' };
        return this.failure(THREE_DS_FAIL);
      }
      case 'cardCapture':
      case 'cardCancel': {
        const order = this.orders.get(orderId);
        if (!order) return this.failure('MA12000000000000');
        const name = command === 'cardCapture' ? 'Capture' : 'Cancel';
        order.txns.push({ command: name, mstatus: 'success', vResultCode: 'A001000000000000', amount: p.amount as string });
        return { mstatus: 'success', vResultCode: 'A001000000000000', orderId };
      }
      case 'search': {
        const wanted = (p.searchParameters as { common: { orderId: string } }).common.orderId;
        const order = this.orders.get(wanted);
        if (!order) return { mstatus: 'success', vResultCode: 'N001000000000000', orderInfos: { orderInfo: [] } };
        return {
          mstatus: 'success',
          vResultCode: 'N001000000000000',
          orderInfos: {
            orderInfo: [
              {
                orderId: wanted,
                cardNumber: order.card.masked,
                cardExpire: order.card.expire,
                transactionInfos: { transactionInfo: order.txns },
              },
            ],
          },
        };
      }
    }
  }
}

function setup(overrides: Partial<VeriTransConfig> = {}) {
  const fake = new FakeVeriTrans();
  const logs: Record<string, unknown>[] = [];
  const logger = {
    info: (fields: Record<string, unknown>) => logs.push(fields),
    warn: (fields: Record<string, unknown>) => logs.push(fields),
  };
  const challengeStore = new InMemoryChallengeStore();
  let n = 0;
  const gateway = new VeriTransCardGateway(
    {
      baseUrl: BASE,
      ccid: CCID,
      merchantKey: KEY,
      tokenApiKey: 'token-api-key',
      dummyRequest: true,
      timeoutMs: 1000,
      challengeBaseUrl: 'https://app.test/api/v1/card-challenge',
      ...overrides,
    },
    { fetch: fake.fetch, logger, challengeStore, newOrderId: () => `card-${++n}` },
  );
  return { fake, gateway, logs, challengeStore };
}

const returnUrl = 'https://app.test/pay/return';

describe('VeriTransCardGateway', () => {
  it('registers a card: verification 与信 with the token, voided, cardRef = its orderId', async () => {
    const { fake, gateway } = setup();
    const card = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    expect(card).toEqual({ cardRef: 'card-1', brand: 'JCB', last4: '0001', expiryMonth: 12, expiryYear: 2030 });
    expect(fake.calls.map((c) => c.command)).toEqual(['cardAuthorize', 'cardCancel']);
    expect(fake.calls[0]?.params).toMatchObject({ amount: '2', withCapture: 'false', payNowIdParam: { token: 'tok-ok' } });
  });

  it('refuses a declined or reused token with the acquirer code', async () => {
    const { gateway } = setup();
    await expect(gateway.registerCard({ token: 'tok-decline', customerRef: 'c1' })).rejects.toMatchObject({
      resultCode: DECLINE,
    });
    await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    await expect(gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' })).rejects.toBeInstanceOf(CardGatewayError);
  });

  it('3-D Secure: challenge URL, then the MPI result authorises; capture, partial refund, full refund', async () => {
    const { fake, gateway, challengeStore } = setup();
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    const auth = await gateway.authorize({ cardRef, amount: 11_000, orderId: 'pay-1', returnUrl });
    expect(auth).toEqual({
      outcome: 'challenge_required',
      authId: 'pay-1',
      challengeUrl: 'https://app.test/api/v1/card-challenge/pay-1',
      resultCode: 'G001000000000000',
    });
    expect(await challengeStore.get('pay-1')).toContain('acs.test');
    expect(fake.calls.at(-1)?.params).toMatchObject({ originalOrderId: cardRef, amount: '11000', redirectionUri: returnUrl });
    expect(gateway.resultMessage(auth.resultCode)).toContain('3-Dセキュア');

    fake.finishChallenge('pay-1', true);
    expect(await gateway.completeChallenge({ authId: 'pay-1' })).toEqual({
      outcome: 'authorized',
      authId: 'pay-1',
      resultCode: 'G011A00100000000',
    });
    expect(await gateway.capture({ authId: 'pay-1', amount: 11_000 })).toMatchObject({ ok: true });
    expect(await gateway.refund({ authId: 'pay-1', amount: 1_000, refundId: 'r1' })).toMatchObject({ ok: true });
    expect(await gateway.refund({ authId: 'pay-1', amount: 10_000, refundId: 'r2' })).toMatchObject({ ok: true });
    expect(await gateway.refund({ authId: 'pay-1', amount: 1_000, refundId: 'r1' })).toMatchObject({ ok: true });
    expect(fake.count('cardCancel')).toBe(3); // verification void + two refunds, r1's repeat not resent
  });

  it('3-D Secure failure → declined with a Japanese message', async () => {
    const { fake, gateway } = setup();
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    await gateway.authorize({ cardRef, amount: 500, orderId: 'pay-2', returnUrl });
    fake.finishChallenge('pay-2', false);
    const result = await gateway.completeChallenge({ authId: 'pay-2' });
    expect(result).toEqual({ outcome: 'declined', resultCode: THREE_DS_FAIL });
    expect(gateway.resultMessage(THREE_DS_FAIL)).toContain('本人認証');
  });

  it('without 3-D Secure: ReAuthorize/card authorises; a declined card is a result, not an error', async () => {
    const { fake, gateway } = setup({ threeDSecure: false });
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    expect(await gateway.authorize({ cardRef, amount: 500, orderId: 'pay-3', returnUrl })).toEqual({
      outcome: 'authorized',
      authId: 'pay-3',
      resultCode: 'A001000000000000',
    });
    expect(await gateway.cancel({ authId: 'pay-3' })).toMatchObject({ ok: true });
    fake.orders.get(cardRef)!.card.decline = true;
    const declined = await gateway.authorize({ cardRef, amount: 500, orderId: 'pay-4', returnUrl });
    expect(declined).toEqual({ outcome: 'declined', resultCode: DECLINE });
    expect(gateway.resultMessage(DECLINE)).toMatch(/カード/);
    expect(gateway.resultMessage(RESULT_CODES.invalidAmount)).toBe('決済金額が正しくありません。');
  });

  it('a timeout after the acquirer authorised: the order is looked up, no second authorisation', async () => {
    const { fake, gateway } = setup({ threeDSecure: false });
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    fake.loseAnswer('cardReAuthorize');
    const result = await gateway.authorize({ cardRef, amount: 700, orderId: 'pay-5', returnUrl });
    expect(result).toMatchObject({ outcome: 'authorized', authId: 'pay-5' });
    expect(fake.count('cardReAuthorize')).toBe(1);
    expect(fake.count('search')).toBe(1);
    // A repeat by the use case answers from the first result.
    expect(await gateway.authorize({ cardRef, amount: 700, orderId: 'pay-5', returnUrl })).toEqual(result);
    expect(fake.count('cardReAuthorize')).toBe(1);
  });

  it('a slow answer is cut by the timeout (AbortSignal) and resolved by a lookup', async () => {
    const { fake, gateway, logs } = setup({ threeDSecure: false, timeoutMs: 50 });
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    fake.hang('cardReAuthorize');
    expect(await gateway.authorize({ cardRef, amount: 700, orderId: 'pay-11', returnUrl })).toMatchObject({
      outcome: 'authorized',
    });
    expect(fake.count('cardReAuthorize')).toBe(1);
    expect(logs).toContainEqual(expect.objectContaining({ orderId: 'pay-11', command: 'cardReAuthorize', reason: 'timeout' }));
  });

  it('a request lost before it arrived: looked up, not found, sent once more', async () => {
    const { fake, gateway } = setup({ threeDSecure: false });
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    fake.failBeforeArrival('cardReAuthorize');
    expect(await gateway.authorize({ cardRef, amount: 700, orderId: 'pay-6', returnUrl })).toMatchObject({
      outcome: 'authorized',
    });
    expect(fake.count('search')).toBe(1);
    expect(fake.count('cardReAuthorize')).toBe(1);
  });

  it('a lost 3-D Secure answer is never resent: the acquirer holds the order, we report an error', async () => {
    const { fake, gateway } = setup();
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    fake.loseAnswer('mpiReAuthorize');
    await expect(gateway.authorize({ cardRef, amount: 700, orderId: 'pay-7', returnUrl })).rejects.toMatchObject({
      resultCode: RESULT_CODES.systemError,
    });
    expect(fake.count('mpiReAuthorize')).toBe(1);
  });

  it('lost answers to registration, capture and refund: no double capture, no double refund', async () => {
    const { fake, gateway } = setup({ threeDSecure: false });
    fake.loseAnswer('cardAuthorize');
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    expect(cardRef).toBe('card-1');
    expect(fake.count('cardAuthorize')).toBe(1);
    await gateway.authorize({ cardRef, amount: 900, orderId: 'pay-8', returnUrl });
    fake.loseAnswer('cardCapture');
    expect(await gateway.capture({ authId: 'pay-8', amount: 900 })).toMatchObject({ ok: true });
    expect(fake.count('cardCapture')).toBe(1);
    fake.loseAnswer('cardCancel');
    expect(await gateway.refund({ authId: 'pay-8', amount: 100, refundId: 'r9' })).toMatchObject({ ok: true });
    expect(fake.orders.get('pay-8')!.txns.filter((t) => t.command === 'Cancel')).toHaveLength(1);
  });

  it('logs orderId, command, mstatus, vResultCode and latency — never the token or card number', async () => {
    const { gateway, logs } = setup();
    const { cardRef } = await gateway.registerCard({ token: 'tok-ok', customerRef: 'c1' });
    await gateway.authorize({ cardRef, amount: 500, orderId: 'pay-9', returnUrl });
    expect(logs[0]).toMatchObject({
      orderId: 'card-1',
      command: 'cardAuthorize',
      mstatus: 'success',
      vResultCode: 'A001000000000000',
    });
    expect(typeof logs[0]?.latencyMs).toBe('number');
    const text = JSON.stringify(logs);
    expect(text).not.toContain('tok-ok');
    expect(text).not.toContain('3528');
  });

  it('rejects a bad amount before calling the acquirer', async () => {
    const { fake, gateway } = setup();
    await expect(gateway.authorize({ cardRef: 'card-x', amount: 0, orderId: 'pay-10', returnUrl })).rejects.toMatchObject({
      resultCode: RESULT_CODES.invalidAmount,
    });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('veriTransConfigProblems', () => {
  const complete: VeriTransConfig = {
    baseUrl: 'https://vt.example/4gapi',
    ccid: CCID,
    merchantKey: KEY,
    tokenApiKey: 'k',
    dummyRequest: false,
    timeoutMs: 10_000,
    challengeBaseUrl: 'https://app.example/api/v1/card-challenge',
  };
  it('accepts a complete production configuration', () => {
    expect(veriTransConfigProblems(complete, { production: true })).toEqual([]);
  });
  it('refuses missing credentials and dummyRequest in production', () => {
    expect(veriTransConfigProblems({ ...complete, ccid: '', dummyRequest: true }, { production: true })).toEqual([
      'ccid is missing',
      'dummyRequest must be off in production',
    ]);
    expect(veriTransConfigProblems({ ...complete, dummyRequest: true }, { production: false })).toEqual([]);
  });
});
