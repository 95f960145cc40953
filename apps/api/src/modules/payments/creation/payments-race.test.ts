import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { invoices } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import {
  api,
  approveCard,
  fixedExtractor,
  savedCard,
  supplierWithAccount,
  uploadedPdf,
} from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

// PGlite runs one session at a time, so concurrency passing there proves nothing (docs/design.md §8):
// these run on PostgreSQL only (CI provides it through TEST_DATABASE_URL).
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('money under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let s: Session & { buyerId: number };
  beforeAll(async () => {
    t = await createTestApp({ invoiceExtractor: fixedExtractor() });
    t.clock.set(new Date('2026-12-01T10:00:00+09:00'));
    s = await registeredBuyer(t);
  });
  afterAll(() => t.close());

  it('50 concurrent identical POST /invoices make one payment; every answer is that payment or a 409', async () => {
    const { supplierId, accountId } = await supplierWithAccount(t, s);
    const fileId = await uploadedPdf(t, s);
    const cardId = await savedCard(t, s);
    const approval = await approveCard(
      t,
      s,
      { credit_card_id: cardId, amount: 50_000, return_path: '/payments/add/confirm' },
      { 'idempotency-key': randomUUID() },
    );
    const body = {
      approval_id: approval.json().approval.id,
      file_id: fileId,
      supplier_id: supplierId,
      account_id: accountId,
      amount: 50_000,
      due_date: '2026-12-25',
      transfer_date: '2026-12-10',
    };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api(t, s).inject('POST', '/invoices', body, { 'idempotency-key': key })),
    );
    const created = await t.db.select().from(invoices).where(eq(invoices.buyerId, s.buyerId));
    expect(created).toHaveLength(1);
    for (const res of answers) {
      expect([201, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 201) expect(res.json().invoice.id).toBe(created[0]!.id);
    }
    expect(answers.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
  });

  it('50 concurrent approvals with one key authorise once', async () => {
    const cardId = await savedCard(t, s);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(t, s).inject(
          'POST',
          '/invoices/credit_cards/approval',
          { credit_card_id: cardId, amount: 7_000, return_path: '/payments/add/confirm' },
          { 'idempotency-key': key },
        ),
      ),
    );
    const ids = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().approval.id));
    expect(ids.size).toBe(1);
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
  });
});
