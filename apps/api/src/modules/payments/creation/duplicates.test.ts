import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BASE_TIME, twoBuyersAtBaseTime } from '../../../testing/invoice-fixtures.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, cardApprovals, invoices } from '../../../db/schema.ts';
import { type Session } from '../../../testing/fixtures.ts';
import {
  api,
  approveCard,
  samplePdf,
  savedCard,
  supplierWithAccount,
  uploadedPdf,
  uploadFile,
} from '../../../testing/payment-fixtures.ts';
import { type TestApp } from '../../../testing/test-app.ts';

/** ADR 0013: the same invoice paid twice is refused with 409 possible_duplicate until the buyer confirms. */
let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
let cardA: number;
let cardB: number;
// Tuesday 2026-12-01 10:00 JST: earliest transfer Friday 2026-12-04.
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
  cardA = await savedCard(t, a);
  cardB = await savedCard(t, b);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BASE_TIME));

interface Invoice {
  supplierId: number;
  accountId: number;
  fileId: number;
  amount: number;
  dueDate: string;
  invoiceNumber?: string;
}

async function approvalFor(s: Session, amount: number): Promise<number> {
  const res = await approveCard(
    t,
    s,
    { credit_card_id: s === a ? cardA : cardB, amount, return_path: '/payments/add/confirm' },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().approval.id;
}

function bodyFor(inv: Invoice, approvalId: number, extra: Record<string, unknown> = {}) {
  return {
    approval_id: approvalId,
    file_id: inv.fileId,
    supplier_id: inv.supplierId,
    account_id: inv.accountId,
    amount: inv.amount,
    due_date: inv.dueDate,
    transfer_date: '2026-12-10',
    ...(inv.invoiceNumber ? { invoice_number: inv.invoiceNumber } : {}),
    ...extra,
  };
}

/** Authorise the card and POST /invoices; answers the raw response. */
async function pay(s: Session, inv: Invoice, extra: Record<string, unknown> = {}, key = randomUUID()) {
  const approvalId = await approvalFor(s, inv.amount);
  const res = await api(t, s).inject('POST', '/invoices', bodyFor(inv, approvalId, extra), { 'idempotency-key': key });
  return Object.assign(res, { approvalId });
}

async function invoiceOf(s: Session, overrides: Partial<Invoice> = {}): Promise<Invoice> {
  const { supplierId, accountId } = overrides.supplierId
    ? { supplierId: overrides.supplierId, accountId: overrides.accountId! }
    : await supplierWithAccount(t, s);
  return {
    supplierId,
    accountId,
    fileId: overrides.fileId ?? (await uploadedPdf(t, s)),
    amount: 110_000,
    dueDate: '2026-12-25',
    invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
}

const check = (s: Session, body: Record<string, unknown>) => api(t, s).inject('POST', '/invoices/duplicate_check', body);
const countInvoices = async (buyerId: number) => (await t.db.select().from(invoices).where(eq(invoices.buyerId, buyerId))).length;

describe('likely duplicate payments (ADR 0013)', () => {
  it('same supplier and invoice number: 409 possible_duplicate with the earlier payment, nothing created', async () => {
    const first = await invoiceOf(a, { invoiceNumber: 'INV-2026-777' });
    const created = await pay(a, first);
    expect(created.statusCode, created.body).toBe(201);
    const earlier = created.json().invoice;

    // Another amount, another due date, another file; only supplier + number are the same (case aside).
    const second = await invoiceOf(a, {
      supplierId: first.supplierId,
      accountId: first.accountId,
      amount: 99_000,
      dueDate: '2026-12-28',
      invoiceNumber: 'inv-2026-777',
    });
    const before = await countInvoices(a.buyerId);
    const refused = await pay(a, second);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json();
    expect(body.status).toBe('possible_duplicate');
    expect(body.message).toMatch(/重複/);
    expect(body.duplicates).toEqual([
      {
        id: earlier.id,
        display_id: earlier.display_id,
        type: 'InvoicePayment',
        status: 'InProgress',
        is_action_required: false,
        status_label: '申請中',
        supplier_name: earlier.supplier_name,
        amount: 110_000,
        due_date: '2026-12-25',
        invoice_number: 'INV-2026-777',
        created_at: earlier.created_at,
        reasons: ['invoice_number'],
      },
    ]);
    expect(await countInvoices(a.buyerId)).toBe(before);
    // The approval is untouched, so the confirmed retry can use it.
    const [approval] = await t.db.select().from(cardApprovals).where(eq(cardApprovals.id, refused.approvalId));
    expect(approval!.status).toBe('authorized');
  });

  it('the same file bytes under another supplier and number: 409 with reason file', async () => {
    const bytes = await samplePdf(1, { subject: 'the very same invoice' });
    const upload = async () => {
      const res = await uploadFile(t, a, { bytes, name: '請求書.pdf', type: 'application/pdf' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().file.id as number;
    };
    const first = await invoiceOf(a, { fileId: await upload() });
    const created = await pay(a, first);
    expect(created.statusCode, created.body).toBe(201);

    const second = await invoiceOf(a, { fileId: await upload(), amount: 50_000 });
    const refused = await pay(a, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().duplicates).toMatchObject([{ id: created.json().invoice.id, reasons: ['file'] }]);
  });

  it('same supplier, amount and due date without an invoice number: 409 with reason amount_due_date', async () => {
    const first = await invoiceOf(a, { invoiceNumber: undefined });
    expect((await pay(a, first)).statusCode).toBe(201);
    const second = await invoiceOf(a, { supplierId: first.supplierId, accountId: first.accountId, invoiceNumber: undefined });
    const refused = await pay(a, second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().duplicates).toMatchObject([{ reasons: ['amount_due_date'] }]);

    // Another due date under the same supplier and amount is a different invoice.
    const other = await pay(a, { ...second, dueDate: '2026-12-28' });
    expect(other.statusCode, other.body).toBe(201);
  });

  it('with duplicate_confirmed the second payment goes through, and the audit row records it', async () => {
    const first = await invoiceOf(a);
    const earlier = (await pay(a, first)).json().invoice;
    const second = await invoiceOf(a, {
      supplierId: first.supplierId,
      accountId: first.accountId,
      invoiceNumber: first.invoiceNumber,
    });
    const refused = await pay(a, second);
    expect(refused.statusCode).toBe(409);

    // The same approval, now with the buyer's confirmation.
    const res = await api(t, a).inject('POST', '/invoices', bodyFor(second, refused.approvalId, { duplicate_confirmed: true }), {
      'idempotency-key': randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'invoice.created'), eq(auditLogs.targetId, String(res.json().invoice.id))));
    expect(audit!.detail).toMatchObject({ duplicate_confirmed: true, duplicate_of: [earlier.id] });

    // duplicate_confirmed: false is no confirmation.
    const third = await invoiceOf(a, {
      supplierId: first.supplierId,
      accountId: first.accountId,
      invoiceNumber: first.invoiceNumber,
    });
    expect((await pay(a, third, { duplicate_confirmed: false })).statusCode).toBe(409);
  });

  it('a cancelled earlier payment does not count', async () => {
    const first = await invoiceOf(a);
    const earlier = (await pay(a, first)).json().invoice;
    const cancelled = await api(t, a).inject('PUT', `/invoices/${earlier.id}/cancel`, { reason: '重複して申請しました' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await invoiceOf(a, {
      supplierId: first.supplierId,
      accountId: first.accountId,
      invoiceNumber: first.invoiceNumber,
    });
    const res = await pay(a, again);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a payment created more than 12 months ago does not count', async () => {
    const first = await invoiceOf(a);
    const earlier = (await pay(a, first)).json().invoice;
    await t.db
      .update(invoices)
      .set({ createdAt: new Date(BASE_TIME.getTime() - 366 * 24 * 60 * 60 * 1000) })
      .where(eq(invoices.id, earlier.id));
    const again = await invoiceOf(a, {
      supplierId: first.supplierId,
      accountId: first.accountId,
      invoiceNumber: first.invoiceNumber,
    });
    expect((await pay(a, again)).statusCode).toBe(201);
  });

  it('an idempotent replay of a created payment answers 201 with the same payment, not 409', async () => {
    const inv = await invoiceOf(a);
    const approvalId = await approvalFor(a, inv.amount);
    const key = randomUUID();
    const first = await api(t, a).inject('POST', '/invoices', bodyFor(inv, approvalId), { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const replay = await api(t, a).inject('POST', '/invoices', bodyFor(inv, approvalId), { 'idempotency-key': key });
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json().invoice.id).toBe(first.json().invoice.id);
  });

  it('POST /invoices/duplicate_check shows the matches up front, before any card approval', async () => {
    const first = await invoiceOf(a);
    const earlier = (await pay(a, first)).json().invoice;
    const res = await check(a, {
      supplier_id: first.supplierId,
      amount: first.amount,
      due_date: first.dueDate,
      invoice_number: first.invoiceNumber,
      file_id: first.fileId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().duplicates).toMatchObject([
      { id: earlier.id, display_id: earlier.display_id, reasons: ['invoice_number', 'file', 'amount_due_date'] },
    ]);
    const none = await check(a, { supplier_id: first.supplierId, amount: 1_234, due_date: '2026-12-25' });
    expect(none.json()).toEqual({ duplicates: [] });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/invoices/duplicate_check', payload: {} })).statusCode).toBe(401);
  });

  it("another buyer's payments never appear as matches (IDOR)", async () => {
    const bytes = await samplePdf(1, { subject: 'shared between two buyers' });
    const fileA = (await uploadFile(t, a, { bytes, name: 'a.pdf', type: 'application/pdf' })).json().file.id as number;
    const first = await invoiceOf(a, { fileId: fileA });
    expect((await pay(a, first)).statusCode).toBe(201);

    // Buyer B: the same bytes, and A's supplier and file ids in the probe.
    const fileB = (await uploadFile(t, b, { bytes, name: 'b.pdf', type: 'application/pdf' })).json().file.id as number;
    for (const probe of [
      { supplier_id: first.supplierId, amount: first.amount, due_date: first.dueDate, invoice_number: first.invoiceNumber },
      { supplier_id: first.supplierId, amount: first.amount, due_date: first.dueDate, file_id: first.fileId },
    ]) {
      const res = await check(b, probe);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ duplicates: [] });
    }
    const own = await invoiceOf(b, { fileId: fileB, invoiceNumber: first.invoiceNumber });
    const res = await pay(b, own);
    expect(res.statusCode, res.body).toBe(201);
  });
});
