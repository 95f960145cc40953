import { randomUUID } from 'node:crypto';
import type { InvoiceTransition } from '@icp/domain';
import { expect } from 'vitest';
import { transitionInvoice } from '../modules/payments/lifecycle/transition.ts';
import { registeredBuyer, type Session } from './fixtures.ts';
import { TEST_CARDS, api, approveCard, fixedExtractor, savedCard, supplierWithAccount, uploadedPdf } from './payment-fixtures.ts';
import { type TestApp, createTestApp } from './test-app.ts';

/** Tuesday 2026-12-01 10:00 JST: the earliest transfer is Friday 2026-12-04. */
export const BASE_TIME = new Date('2026-12-01T10:00:00+09:00');
export const DUE_DATE = '2026-12-25';
export const TRANSFER_DATE = '2026-12-10';

/**
 * What most payment tests start from: an app with the fixed invoice reader, its clock at
 * BASE_TIME, and two registered buyers (the second proves the first one's data stays out of reach).
 */
export async function twoBuyersAtBaseTime(): Promise<{
  t: TestApp;
  a: Session & { buyerId: number };
  b: Session & { buyerId: number };
}> {
  const t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
  return { t, a: await registeredBuyer(t), b: await registeredBuyer(t) };
}

/** POST /invoices/credit_cards/approval as the card form does it; returns the approval id. */
export async function approvalFor(t: TestApp, s: Session, cardId: number, amount: number): Promise<number> {
  const res = await approveCard(
    t,
    s,
    { credit_card_id: cardId, amount, return_path: '/payments/add/confirm' },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().approval.status).toBe('authorized');
  return res.json().approval.id;
}

/** A payment as the buyer creates it in the browser: 申請中 with an authorised card. */
export async function createdPayment(t: TestApp, s: Session, amount = 100_000, supplier: Record<string, unknown> = {}) {
  const { supplierId, accountId } = await supplierWithAccount(t, s, supplier);
  const cardId = await savedCard(t, s, TEST_CARDS.jcbOk);
  const approvalId = await approvalFor(t, s, cardId, amount);
  const fileId = await uploadedPdf(t, s);
  const res = await api(t, s).inject(
    'POST',
    '/invoices',
    {
      approval_id: approvalId,
      file_id: fileId,
      supplier_id: supplierId,
      account_id: accountId,
      amount,
      due_date: DUE_DATE,
      transfer_date: TRANSFER_DATE,
      invoice_number: 'INV-1',
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().invoice.id as number, supplierId, accountId, cardId, approvalId, fileId };
}

/** An operator's move (the ops command's use case). */
export function operatorMoves(t: TestApp, invoiceId: number, transitions: InvoiceTransition[], reason?: string) {
  return transitions.reduce<Promise<unknown>>(
    (previous, transition) =>
      previous.then(() =>
        transitionInvoice(t.deps, { invoiceId, transition, actor: { type: 'operator', name: 'ops-test' }, reason }),
      ),
    Promise.resolve(),
  );
}
