import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer } from '../../../testing/fixtures.ts';
import {
  TEST_CARDS,
  api,
  approveCard,
  fixedExtractor,
  savedCard,
  supplierWithAccount,
  uploadedPdf,
} from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

/**
 * PCI DSS SAQ A (docs/design.md §8): after every card flow — tokenise, save, approve, 3-D Secure,
 * decline, pay — no card number may sit in our database or our logs, not even its first 12 digits.
 */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ invoiceExtractor: fixedExtractor(), logger: { level: 'trace', stream } });
  t.clock.set(new Date('2026-12-01T10:00:00+09:00'));
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function dumpDatabase(): Promise<string> {
  const rows = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const parts: string[] = [];
  for (const { table_name } of rows) {
    const dump = await t.db.execute(sql.raw(`select coalesce(json_agg(t)::text, '[]') as dump from "${table_name}" t`));
    parts.push(`${table_name}: ${rowsOf<{ dump: string }>(dump)[0]?.dump}`);
  }
  return parts.join('\n');
}

describe('card numbers never reach our database or logs', () => {
  it('after every card flow, neither the DB dump nor the trace log holds a PAN', async () => {
    const s = await registeredBuyer(t);
    const { supplierId, accountId } = await supplierWithAccount(t, s);
    for (const card of Object.values(TEST_CARDS)) {
      const cardId = await savedCard(t, s, card);
      const approval = await approveCard(
        t,
        s,
        { credit_card_id: cardId, amount: 30_000, return_path: '/payments/add/confirm' },
        { 'idempotency-key': randomUUID() },
      );
      const approvalBody = approval.json().approval;
      if (approvalBody?.status === 'authorized') {
        const res = await api(t, s).inject(
          'POST',
          '/invoices',
          {
            approval_id: approvalBody.id,
            file_id: await uploadedPdf(t, s),
            supplier_id: supplierId,
            account_id: accountId,
            amount: 30_000,
            due_date: '2026-12-25',
            transfer_date: '2026-12-10',
            // One invoice paid with every test card on purpose: not a duplicate by mistake (ADR 0013).
            duplicate_confirmed: true,
          },
          { 'idempotency-key': randomUUID() },
        );
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const dump = await dumpDatabase();
    const logs = logLines.join('');
    expect(dump).toContain('card_approvals');
    expect(logs.length).toBeGreaterThan(1000);
    for (const pan of Object.values(TEST_CARDS)) {
      for (const haystack of [dump, logs]) {
        expect(haystack).not.toContain(pan);
        expect(haystack).not.toContain(pan.slice(0, 12));
      }
    }
  });
});
