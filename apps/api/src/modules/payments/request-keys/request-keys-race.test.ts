import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardApprovals, invoiceStatusHistory, invoices, ledgerEntries } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { BASE_TIME, approvalFor } from '../../../testing/invoice-fixtures.ts';
import { api, fixedExtractor, savedCard } from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';
import { createPaymentRequest } from './create-request.ts';

// PGlite runs one session at a time, so concurrency passing there proves nothing (docs/design.md §8).
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('request keys under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let s: Session & { buyerId: number };
  beforeAll(async () => {
    t = await createTestApp({ invoiceExtractor: fixedExtractor() });
    t.clock.set(BASE_TIME);
    s = await registeredBuyer(t);
  });
  afterAll(() => t.close());

  const newRequest = () =>
    createPaymentRequest(t.db, {
      buyerEmail: s.emailAddress,
      sellerName: '山田製作所',
      amount: 30_000,
      dueDate: '2026-12-25',
      expiresAt: new Date('2026-12-20T00:00:00+09:00'),
      operator: 'ops-test',
      now: BASE_TIME,
    });
  const link = (key: string) => api(t, s).inject('POST', '/invoices/request_keys', { request_key: key });

  it('20 concurrent links of one key link it once; every answer is that request', async () => {
    const r = await newRequest();
    const answers = await Promise.all(Array.from({ length: 20 }, () => link(r.key)));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().invoice_id).toBe(r.invoiceId);
    }
    const history = await t.db.select().from(invoiceStatusHistory).where(eq(invoiceStatusHistory.invoiceId, r.invoiceId));
    expect(history.map((h) => h.status)).toEqual([6, 7]);
  });

  it('20 concurrent payments of one request with different approvals: one wins, the others are 409', async () => {
    const r = await newRequest();
    expect((await link(r.key)).statusCode).toBe(200);
    const cardId = await savedCard(t, s);
    const approvalIds = await Promise.all(Array.from({ length: 20 }, () => approvalFor(t, s, cardId, 30_000)));
    const answers = await Promise.all(
      approvalIds.map((id) =>
        api(t, s).inject(
          'PUT',
          `/invoices/${r.invoiceId}/request_buyer`,
          { approval_id: id, transfer_date: '2026-12-10' },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.id, r.invoiceId));
    const used = await t.db
      .select()
      .from(cardApprovals)
      .where(and(eq(cardApprovals.buyerId, s.buyerId), eq(cardApprovals.status, 'used')));
    expect(used.map((u) => u.id)).toEqual([paid!.approvalId]);
    const auths = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.invoiceId, r.invoiceId), eq(ledgerEntries.entryType, 'authorization')));
    expect(auths).toHaveLength(1);
  });

  it('20 concurrent identical payments with one Idempotency-Key pay once and all answer 200', async () => {
    const r = await newRequest();
    expect((await link(r.key)).statusCode).toBe(200);
    const approvalId = await approvalFor(t, s, await savedCard(t, s), 30_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t, s).inject(
          'PUT',
          `/invoices/${r.invoiceId}/request_buyer`,
          { approval_id: approvalId, transfer_date: '2026-12-10' },
          { 'idempotency-key': key },
        ),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const history = await t.db.select().from(invoiceStatusHistory).where(eq(invoiceStatusHistory.invoiceId, r.invoiceId));
    expect(history.map((h) => h.status)).toEqual([6, 7, 1]);
  });
});
