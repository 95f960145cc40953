import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partnerClients, users, webhookAttempts, webhookDeliveries } from '../../db/schema.ts';
import { createdPayment, twoBuyersAtBaseTime } from '../../testing/invoice-fixtures.ts';
import { paidPrePayment, partnerApp } from '../../testing/partner-fixtures.ts';
import type { Session } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { deliverWebhooks, retryDelayMs } from './deliver-webhooks.ts';
import { WEBHOOK_GIVE_UP_MS, enqueuePaymentEvent } from './enqueue-payment-event.ts';
import { verifyWebhookSignature } from './sign-webhook.ts';
import { webhookUrlProblem } from './send-webhook.ts';

/** A partner's endpoint: records what arrives and answers as the test says. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = (req: Received) => { status: number; delayMs?: number; location?: string } | 'hang';
let server: Server;
let received: Received[] = [];
let answer: Answer = () => ({ status: 204 });
let hookUrl: string;

let t: TestApp;
let a: Session & { buyerId: number };
let userId: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(got);
      const a = answer(got);
      if (a === 'hang') return; // never answers: the sender's timeout ends it
      setTimeout(() => {
        res.writeHead(a.status, a.location ? { location: a.location } : {});
        res.end(a.status >= 300 ? 'upstream says no '.repeat(100) : '');
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  ({ t, a } = await twoBuyersAtBaseTime());
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, a.emailAddress));
  userId = u!.id;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(async () => {
  received = [];
  answer = () => ({ status: 204 });
  // Each test starts with an empty queue: what earlier tests left pending is out of the way.
  await t.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.status, 'pending'));
});

const fixed = { random: () => 0.5 };

/** An app with its webhook at the local server, a payment it sent, and `n` events queued now. */
async function queued(n = 1, url = hookUrl) {
  const app = await partnerApp(t, { webhookUrl: url });
  const payment = await createdPayment(t, a);
  await paidPrePayment(t, { clientId: app.clientId, buyerId: a.buyerId, userId, invoiceId: payment.id });
  const eventIds: string[] = [];
  for (let i = 0; i < n; i += 1)
    eventIds.push(
      (await t.db.transaction((tx) =>
        enqueuePaymentEvent(tx, { invoiceId: payment.id, type: 'pre_payment.paid', now: t.clock.now() }),
      ))!,
    );
  return { ...app, eventIds };
}

async function deliveryOf(eventId: string) {
  const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, eventId));
  const attempts = await t.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, row!.id))
    .orderBy(webhookAttempts.id);
  return { ...row!, attemptRows: attempts };
}

describe('deliverWebhooks', () => {
  it('POSTs the exact body signed the Standard Webhooks way; a 2xx is delivered', async () => {
    const { eventIds, webhookSecret } = await queued();
    const summary = await deliverWebhooks(t.deps, fixed);
    expect(summary).toMatchObject({ attempted: 1, delivered: 1 });
    expect(received).toHaveLength(1);
    const got = received[0]!;
    const row = await deliveryOf(eventIds[0]!);
    expect(got.body).toBe(row.body);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/InvoiceCardPay-Webhooks/);
    expect(got.headers['webhook-id']).toBe(eventIds[0]);
    expect(got.headers['webhook-timestamp']).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(verifyWebhookSignature(webhookSecret, got.headers as Record<string, string>, got.body, { now: t.clock.now() })).toBe(
      true,
    );
    expect(
      verifyWebhookSignature(webhookSecret, got.headers as Record<string, string>, got.body + ' ', { now: t.clock.now() }),
    ).toBe(false);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204, lastError: null });
    expect(row.deliveredAt).toEqual(t.clock.now());
    expect(row.attemptRows).toHaveLength(1);
    expect(row.attemptRows[0]).toMatchObject({ statusCode: 204, error: null, replayedByOperatorId: null });
    // Delivered stays delivered: the next pass sends nothing.
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 0 });
  });

  it('retries a 500 after the back-off on the app clock, then delivers', async () => {
    const { eventIds } = await queued();
    answer = () => ({ status: 500 });
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 1, retrying: 1 });
    let row = await deliveryOf(eventIds[0]!);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(row.lastError).toMatch(/^HTTP 500: upstream says no/);
    expect(row.lastError!.length).toBeLessThanOrEqual(300);
    expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
    // Not yet due: nothing is sent.
    t.clock.advance(29_000);
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 0 });
    t.clock.advance(1_000);
    answer = () => ({ status: 200 });
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 1, delivered: 1 });
    row = await deliveryOf(eventIds[0]!);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });
    expect(row.attemptRows.map((r) => r.statusCode)).toEqual([500, 200]);
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([eventIds[0], eventIds[0]]);
    // A fresh timestamp (and signature) on the retry, the same body.
    expect(received[1]!.headers['webhook-timestamp']).not.toBe(received[0]!.headers['webhook-timestamp']);
    expect(received[1]!.body).toBe(received[0]!.body);
  });

  it('backs off exponentially with jitter, at most an hour apart', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, () => 0.5))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(12, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBeLessThanOrEqual(36_000);
  });

  it('counts a partner that does not answer within 5 s as a failed attempt', async () => {
    const { eventIds } = await queued();
    answer = () => 'hang';
    const started = performance.now();
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 1, retrying: 1 });
    expect(performance.now() - started).toBeLessThan(8_000);
    const row = await deliveryOf(eventIds[0]!);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'timeout after 5000 ms' });
    expect(row.attemptRows[0]!.durationMs).toBeGreaterThanOrEqual(4_900);
  }, 15_000);

  it('follows no redirect: a 3xx is a failed attempt', async () => {
    const { eventIds } = await queued();
    answer = () => ({ status: 302, location: 'http://127.0.0.1:1/elsewhere' });
    await deliverWebhooks(t.deps, fixed);
    expect(received).toHaveLength(1);
    expect(await deliveryOf(eventIds[0]!)).toMatchObject({ status: 'pending', lastStatusCode: 302 });
  });

  it('several workers at once deliver each event once', async () => {
    const { eventIds } = await queued(12);
    answer = () => ({ status: 200, delayMs: 50 });
    const summaries = await Promise.all([
      deliverWebhooks(t.deps, { ...fixed, concurrency: 3, batchSize: 4 }),
      deliverWebhooks(t.deps, { ...fixed, concurrency: 3, batchSize: 4 }),
      deliverWebhooks(t.deps, { ...fixed, concurrency: 3, batchSize: 4 }),
    ]);
    expect(summaries.reduce((n, s) => n + s.delivered, 0)).toBe(12);
    const ids = received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    for (const id of eventIds) expect(await deliveryOf(id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('a slow partner does not slow an API request down', async () => {
    await queued(3);
    answer = () => ({ status: 200, delayMs: 2_000 });
    const pass = deliverWebhooks(t.deps, fixed);
    // Wait until the partner has the requests in hand (the claim has committed).
    while (received.length < 3) await new Promise((r) => setTimeout(r, 10));
    const started = performance.now();
    const timed = t.app
      .inject({ method: 'GET', url: '/api/v1/invoices', headers: a.headers })
      .then((res) => ({ res, ms: performance.now() - started }));
    // Both settle before asserting, so a failure never leaves the pass running into the next test.
    const [{ res, ms }] = await Promise.all([timed, pass]);
    expect(res.statusCode, res.body).toBe(200);
    // The partner holds the answers 2 s; the request is served meanwhile.
    expect(ms).toBeLessThan(1_000);
    expect(await pass).toMatchObject({ delivered: 3 });
  });

  it('fails at once, without calling anyone, for a revoked app', async () => {
    const { clientId, eventIds } = await queued();
    await t.db.update(partnerClients).set({ status: 'revoked' }).where(eq(partnerClients.clientId, clientId));
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 1, failed: 1 });
    expect(received).toHaveLength(0);
    expect(await deliveryOf(eventIds[0]!)).toMatchObject({ status: 'failed', lastError: 'app revoked' });
  });

  // Last: it moves the clock a day on, past every session of the test.
  it('gives up 24 h after the event: the delivery is failed and no longer sent', async () => {
    const { eventIds } = await queued();
    answer = () => ({ status: 503 });
    const start = t.clock.now().getTime();
    // Keep failing while the retries walk towards the deadline; the last one happens at it.
    for (let pass = 0; pass < 40; pass += 1) {
      const row = await deliveryOf(eventIds[0]!);
      if (row.status !== 'pending') break;
      t.clock.set(row.nextAttemptAt);
      await deliverWebhooks(t.deps, fixed);
    }
    const row = await deliveryOf(eventIds[0]!);
    expect(row.status).toBe('failed');
    expect(t.clock.now().getTime() - start).toBe(WEBHOOK_GIVE_UP_MS);
    expect(row.attempts).toBe(row.attemptRows.length);
    expect(row.attempts).toBeGreaterThan(5);
    const gaps = row.attemptRows.slice(1).map((r, i) => r.createdAt.getTime() - row.attemptRows[i]!.createdAt.getTime());
    expect(gaps.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3_600_000);
    t.clock.advance(3_600_000);
    const before = received.length;
    expect(await deliverWebhooks(t.deps, fixed)).toMatchObject({ attempted: 0 });
    expect(received).toHaveLength(before);
  });
});

describe('webhookUrlProblem', () => {
  it('allows https anywhere, http to the loopback outside production only, nothing else', () => {
    expect(webhookUrlProblem('https://partner.example.com/hooks', true)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4100/webhooks', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4100/webhooks', false)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4100/webhooks', true)).not.toBeNull();
    expect(webhookUrlProblem('http://partner.example.com/hooks', false)).not.toBeNull();
    expect(webhookUrlProblem('ftp://partner.example.com/hooks', false)).not.toBeNull();
    expect(webhookUrlProblem('not a url', false)).not.toBeNull();
  });
});
