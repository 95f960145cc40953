import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, webhookDeliveries } from '../../db/schema.ts';
import { applyTransition } from '../payments/lifecycle/transition.ts';
import { createdPayment, operatorMoves, twoBuyersAtBaseTime } from '../../testing/invoice-fixtures.ts';
import { paidPrePayment, partnerApp } from '../../testing/partner-fixtures.ts';
import type { Session } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { WEBHOOK_GIVE_UP_MS, enqueuePaymentEvent } from './enqueue-payment-event.ts';

let t: TestApp;
let a: Session & { buyerId: number };

beforeAll(async () => {
  ({ t, a } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());

async function userIdOf(s: Session): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.emailAddress, s.emailAddress));
  return row!.id;
}

async function partnerPayment(opts: Parameters<typeof partnerApp>[1] = {}) {
  const payment = await createdPayment(t, a);
  const app = await partnerApp(t, opts);
  const preId = await paidPrePayment(t, {
    clientId: app.clientId,
    buyerId: a.buyerId,
    userId: await userIdOf(a),
    invoiceId: payment.id,
    partnerReference: `REF-${payment.id}`,
  });
  return { invoiceId: payment.id, preId, ...app };
}

const deliveriesOf = (clientId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.clientId, clientId)).orderBy(webhookDeliveries.id);

describe('enqueuePaymentEvent', () => {
  it('queues the exact body of a status change in the transition, due now, given up after 24 h', async () => {
    const p = await partnerPayment();
    await operatorMoves(t, p.invoiceId, ['check', 'request_action'], '金額をご確認ください');
    const rows = await deliveriesOf(p.clientId);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(first.status).toBe('pending');
    expect(first.buyerId).toBe(a.buyerId);
    expect(first.eventType).toBe('payment.status_changed');
    expect(first.eventId).toMatch(/^evt_[A-Za-z0-9_-]{24}$/);
    expect(first.nextAttemptAt.getTime()).toBe(t.clock.now().getTime());
    expect(first.giveUpAt.getTime() - first.createdAt.getTime()).toBe(WEBHOOK_GIVE_UP_MS);
    expect(JSON.parse(first.body)).toEqual({
      id: first.eventId,
      type: 'payment.status_changed',
      created_at: t.clock.now().toISOString(),
      data: {
        pre_id: p.preId,
        partner_reference: `REF-${p.invoiceId}`,
        payment: {
          display_id: `I-${String(p.invoiceId).padStart(8, '0')}`,
          status: 'InProgressExaminationChecked',
          is_action_required: false,
          amount: 100_000,
          transfer_date: '2026-12-10',
          transferred_on: null,
        },
      },
    });
    expect(JSON.parse(second.body).data.payment).toMatchObject({
      status: 'InProgressExaminationChecked',
      is_action_required: true,
    });
    expect(second.eventId).not.toBe(first.eventId);
  });

  it('writes nothing when the transition rolls back', async () => {
    const p = await partnerPayment();
    await expect(
      t.db.transaction(async (tx) => {
        await applyTransition(t.deps, tx, {
          invoiceId: p.invoiceId,
          transition: 'check',
          actor: { type: 'operator', name: 'ops-test' },
        });
        expect(await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.clientId, p.clientId))).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await deliveriesOf(p.clientId)).toHaveLength(0);
  });

  it('queues nothing for an app without a webhook URL, a revoked app, or a payment no partner sent', async () => {
    const noUrl = await partnerPayment({ webhookUrl: null });
    const revoked = await partnerPayment({ status: 'revoked' });
    const own = await createdPayment(t, a);
    const before = await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
    await operatorMoves(t, noUrl.invoiceId, ['check']);
    await operatorMoves(t, revoked.invoiceId, ['check']);
    await operatorMoves(t, own.id, ['check']);
    expect(await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).toHaveLength(before.length);
  });

  it('queues pre_payment.paid when the caller asks', async () => {
    const p = await partnerPayment();
    const eventId = await t.db.transaction((tx) => enqueuePaymentEvent(tx, { invoiceId: p.invoiceId, type: 'pre_payment.paid' }));
    const [row] = await deliveriesOf(p.clientId);
    expect(row!.eventId).toBe(eventId);
    expect(JSON.parse(row!.body)).toMatchObject({
      type: 'pre_payment.paid',
      data: { pre_id: p.preId, payment: { status: 'InProgress' } },
    });
  });
});
