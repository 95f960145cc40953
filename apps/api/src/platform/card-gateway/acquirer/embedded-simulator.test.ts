import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { VeriTransCardGateway } from '../veritrans/veritrans-gateway.ts';
import { veritransSimulatorPlugin } from '../veritrans-simulator/plugin.ts';
import { TEST_MERCHANT, simulatorForTests } from '../veritrans-simulator/testing.ts';
import { inProcessFetch } from './in-process-fetch.ts';

const { ccid: CCID, merchantKey: KEY, tokenApiKey: TOKEN_API_KEY } = TEST_MERCHANT;
const dir = mkdtempSync(join(tmpdir(), 'icp-simulator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = { info() {}, warn() {} };

async function embedded(stateFile: string, slowAnswerMs = 3_000) {
  const { simulator } = simulatorForTests({ slowAnswerMs, stateFile, now: new Date('2026-11-25T03:00:00Z') });
  const app = Fastify({ logger: false });
  await app.register(veritransSimulatorPlugin(simulator), { prefix: '/gateway' });
  const gateway = (timeoutMs = 5_000) =>
    new VeriTransCardGateway(
      {
        baseUrl: 'http://embedded-simulator/gateway/test-paynow/v2',
        ccid: CCID,
        merchantKey: KEY,
        tokenApiKey: TOKEN_API_KEY,
        dummyRequest: true,
        timeoutMs,
        challengeBaseUrl: '/gateway/3ds',
        sameOrigin: true,
        threeDSecure: false,
      },
      { fetch: inProcessFetch(app), logger: silent },
    );
  const token = async (cardNumber: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/gateway/4gtoken',
        payload: { token_api_key: TOKEN_API_KEY, card_number: cardNumber, card_expire: '12/30', security_code: '123' },
      })
    ).json().token as string;
  return { simulator, app, gateway, token };
}

describe('the embedded simulator, called in-process', () => {
  it('keeps its orders across a restart (npm start): an authorisation taken before is captured after', async () => {
    const stateFile = join(dir, 'veritrans-simulator.json');
    const before = await embedded(stateFile);
    const { cardRef } = await before.gateway().registerCard({ token: await before.token('3528000000000007'), customerRef: 'c' });
    expect(await before.gateway().authorize({ cardRef, amount: 12_000, orderId: 'pay-restart', returnUrl: '/x' })).toMatchObject({
      outcome: 'authorized',
    });
    await before.app.close();

    const after = await embedded(stateFile);
    expect(await after.gateway().capture({ authId: 'pay-restart', amount: 12_000 })).toMatchObject({ ok: true });
    expect(after.simulator.state.orders.get('pay-restart')).toMatchObject({ status: 'captured', capturedAmount: 12_000 });
    await after.app.close();
  });

  it('a lost answer (connection reset) and a timeout reach the adapter as unknown outcomes: it looks up, never charges twice', async () => {
    const { gateway, token, simulator, app } = await embedded(join(dir, 'lost.json'), 200);
    const lost = await gateway().registerCard({ token: await token('3528000000000130'), customerRef: 'c' });
    expect(
      await gateway().authorize({ cardRef: lost.cardRef, amount: 5_000, orderId: 'pay-lost', returnUrl: '/x' }),
    ).toMatchObject({
      outcome: 'authorized',
    });
    const slow = await gateway().registerCard({ token: await token('3528000000000122'), customerRef: 'c' });
    const answer = await gateway(50).authorize({ cardRef: slow.cardRef, amount: 5_000, orderId: 'pay-slow', returnUrl: '/x' });
    expect(answer).toMatchObject({ outcome: 'authorized' });
    for (const orderId of ['pay-lost', 'pay-slow']) {
      const authorisations = simulator.state.orders.get(orderId)!.transactions.filter((txn) => txn.mstatus === 'success');
      expect(authorisations, orderId).toHaveLength(1);
    }
    await app.close();
  });
});
