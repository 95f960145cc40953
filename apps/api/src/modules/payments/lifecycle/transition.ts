import { EXAMINATION_STALE_MESSAGE } from '@icp/contract';
import {
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  type InvoiceTransition,
  checkTransition,
  formatJapaneseDate,
  invoiceDisplayId,
  invoiceStatusFromValue,
  jstDate,
} from '@icp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import {
  cardApprovals,
  invoiceStatusHistory,
  invoices,
  suppliers,
  transferBatchLines,
  transferBatches,
  users,
} from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { mailTemplates } from '../../../platform/mail/templates.ts';
import { processGatewayOperations, queueGatewayOperation } from '../cards/gateway-operations.ts';
import { type PaymentFigures, post } from '../model/ledger.ts';
import { transitionMessage } from '../model/messages.ts';
import { settleCapture, settleRefund } from '../settlement/acquirer-settlement.ts';
import { paymentLinkPath } from '../../notifications/link-paths.ts';
import { notifyBuyer } from '../../notifications/notify.ts';
import { crashPoint } from '../../../platform/crash-points.ts';
import { enqueuePaymentEvent } from '../../webhooks/enqueue-payment-event.ts';

type InvoiceRow = typeof invoices.$inferSelect;

export type Actor =
  | { type: 'buyer'; buyerId: number; userId: number; ip: string | null }
  /** An operator: the console passes operatorId (recorded as the actor id) and the request's address. */
  | { type: 'operator'; name: string; operatorId?: number; ip?: string | null }
  | { type: 'system' };

export interface TransitionInput {
  invoiceId: number;
  transition: InvoiceTransition;
  actor: Actor;
  /** Shown to the buyer: required for request_action, optional for cancels. */
  reason?: string | undefined;
  /** Columns the move changes besides status (a buyer's correction, a paid request's card). */
  patch?: Partial<typeof invoices.$inferInsert>;
  /**
   * What the caller's screen showed (the operator console): when the locked row is no longer in
   * this state, another operator acted first — 409 with a message saying so, and nothing changes.
   */
  expected?: { status: number; isActionRequired: boolean };
}

const ACTOR_ROLE = { buyer: 'buyer', operator: 'operator', system: 'system' } as const;

function figures(row: InvoiceRow): PaymentFigures {
  return {
    invoiceId: row.id,
    buyerId: row.buyerId,
    amount: row.amount,
    commission: row.commission,
    discount: row.discount,
    total: row.total,
  };
}

async function authIdOf(tx: Tx, approvalId: number | null): Promise<string | null> {
  if (approvalId === null) return null;
  const [approval] = await tx
    .select({ authId: cardApprovals.gatewayAuthId })
    .from(cardApprovals)
    .where(eq(cardApprovals.id, approvalId));
  return approval?.authId ?? null;
}

function refusal(row: InvoiceRow, transition: InvoiceTransition, reason: string): AppError {
  const status = invoiceStatusFromValue(row.status);
  const label = status ? INVOICE_STATUS_LABELS[status] : String(row.status);
  const message =
    reason === 'action_required'
      ? 'お客さまの修正待ちのため、この操作はできません。'
      : reason === 'no_action_required'
        ? 'この支払は修正を求められていないため、修正できません。'
        : transition === 'cancel'
          ? `この支払は「${label}」のためキャンセルできません。審査が完了した支払のキャンセルはお問い合わせください。`
          : `この支払は「${label}」のため、この操作はできません。画面を更新してください。`;
  return new AppError(reason === 'not_allowed_for_actor' ? 'forbidden' : 'conflict', { userMessage: message });
}

/**
 * One move of a payment's lifecycle inside the caller's transaction: lock the row, check the
 * move against the domain's table, write the status with its history, audit, notification and
 * e-mail, post the ledger entries, and queue the gateway calls that must follow (void/refund).
 * The capture of `complete` happens here, before anything is written: if the card company
 * refuses, nothing changes; a retry after a crash captures again, which the gateway answers
 * with its first result.
 */
export async function applyTransition(deps: AppDeps, tx: Tx, input: TransitionInput): Promise<InvoiceRow> {
  const scope =
    input.actor.type === 'buyer'
      ? and(eq(invoices.id, input.invoiceId), eq(invoices.buyerId, input.actor.buyerId))
      : eq(invoices.id, input.invoiceId);
  const [row] = await tx.select().from(invoices).where(scope).limit(1).for('update');
  if (!row) throw new AppError('not_found', { userMessage: '支払が見つかりません。' });
  const status = invoiceStatusFromValue(row.status);
  if (!status) throw new AppError('conflict');
  if (input.expected && (input.expected.status !== row.status || input.expected.isActionRequired !== row.isActionRequired))
    throw new AppError('conflict', { userMessage: EXAMINATION_STALE_MESSAGE });
  const check = checkTransition(input.transition, ACTOR_ROLE[input.actor.type], {
    status,
    isActionRequired: row.isActionRequired,
  });
  if (!check.ok) throw refusal(row, input.transition, check.reason);
  const reason = input.reason?.trim() || null;
  if ((input.transition === 'request_action' || input.transition === 'transfer_failed') && !reason)
    throw new AppError('validation_error', { userMessage: '対応を依頼する理由を入力してください。' });

  const now = deps.clock.now();
  const actorId =
    input.actor.type === 'buyer'
      ? input.actor.userId
      : input.actor.type === 'operator'
        ? (input.actor.operatorId ?? input.actor.name)
        : null;
  const reference = `approval:${row.approvalId ?? 'none'}`;

  if (input.transition === 'cancel_completed') await refuseWhileInApprovedBatch(tx, row.id);
  if (input.transition === 'complete') await capture(deps, tx, row);

  const [updated] = await tx
    .update(invoices)
    .set({
      ...input.patch,
      status: INVOICE_STATUS[check.to],
      isActionRequired: check.isActionRequired,
      actionRequiredReason: check.isActionRequired ? reason : null,
      // The receipt's 取引年月日 and 振込日 are the days these moves really happened, not the plan.
      ...(input.transition === 'complete' ? { capturedOn: jstDate(now) } : {}),
      // A bank result carries the day the money arrived (patch.transferredOn); by hand it is today.
      ...(input.transition === 'transfer' ? { transferredOn: input.patch?.transferredOn ?? jstDate(now) } : {}),
      updatedAt: now,
    })
    .where(eq(invoices.id, row.id))
    .returning();
  const next = updated!;

  switch (input.transition) {
    case 'complete':
      await post(tx, 'capture', figures(next), reference);
      await settleCapture(tx, deps.config.acquirerSettlement, {
        figures: figures(next),
        capturedOn: next.capturedOn ?? jstDate(now),
        reference,
      });
      break;
    case 'transfer':
      await post(tx, 'transfer', figures(next), `transfer:${next.transferDate ?? now.toISOString()}`);
      break;
    case 'cancel': {
      if (row.approvalId === null) break;
      await post(tx, 'void', figures(row), reference);
      const authId = await authIdOf(tx, row.approvalId);
      if (authId) await queueGatewayOperation(tx, now, { invoiceId: row.id, kind: 'void', authId, amount: row.total });
      break;
    }
    case 'cancel_completed': {
      await post(tx, 'refund', figures(row), reference);
      await settleRefund(tx, deps.config.acquirerSettlement, { figures: figures(row), refundedOn: jstDate(now) });
      const authId = await authIdOf(tx, row.approvalId);
      if (authId) await queueGatewayOperation(tx, now, { invoiceId: row.id, kind: 'refund', authId, amount: row.total });
      break;
    }
    case 'pay_request':
      await post(tx, 'authorization', figures(next), `approval:${next.approvalId}`);
      break;
    case 'buyer_edit':
      // A corrected amount came with a new authorisation: release the old hold, record the new one.
      if (next.approvalId !== row.approvalId) {
        if (row.approvalId !== null) await post(tx, 'void', figures(row), reference);
        await post(tx, 'authorization', figures(next), `approval:${next.approvalId}`);
      }
      break;
    default:
      break;
  }

  await tx.insert(invoiceStatusHistory).values({
    invoiceId: next.id,
    buyerId: next.buyerId,
    status: next.status,
    isActionRequired: next.isActionRequired,
    note: reason,
    actorType: input.actor.type === 'buyer' ? 'user' : input.actor.type,
    actorId: actorId === null ? null : String(actorId),
    createdAt: now,
  });
  await writeAudit(tx, {
    actorType: input.actor.type === 'buyer' ? 'user' : input.actor.type,
    actorId,
    buyerId: next.buyerId,
    action: `invoice.${input.transition}`,
    targetType: 'invoice',
    targetId: next.id,
    detail: {
      from: status,
      to: check.to,
      is_action_required: next.isActionRequired,
      reason,
      ...(input.actor.type === 'operator' ? { operator_name: input.actor.name } : {}),
    },
    ipAddress: input.actor.type === 'buyer' || input.actor.type === 'operator' ? (input.actor.ip ?? null) : null,
  });
  await tellBuyer(tx, next, input.transition, reason, now);
  // The partner app that sent this payment hears of every move, only if this transaction commits.
  await enqueuePaymentEvent(tx, { invoiceId: next.id, type: 'payment.status_changed', now });
  return next;
}

/**
 * A payment whose transfer the bank may already be making (a pending line of an approved or sent
 * batch) cannot be refunded: that would pay the supplier and refund the card. Its batch's result
 * comes first (a failed line frees it).
 */
async function refuseWhileInApprovedBatch(tx: Tx, invoiceId: number): Promise<void> {
  const [line] = await tx
    .select({ id: transferBatchLines.id })
    .from(transferBatchLines)
    .innerJoin(transferBatches, eq(transferBatches.id, transferBatchLines.batchId))
    .where(
      and(
        eq(transferBatchLines.invoiceId, invoiceId),
        eq(transferBatchLines.status, 'pending'),
        inArray(transferBatches.status, ['approved', 'sent']),
      ),
    )
    .limit(1);
  if (line)
    throw new AppError('conflict', {
      userMessage: 'この支払は承認済の振込バッチに入っているため、キャンセルできません。振込結果の登録後に操作してください。',
    });
}

async function capture(deps: AppDeps, tx: Tx, row: InvoiceRow): Promise<void> {
  const gateway = deps.cardGateway;
  const authId = await authIdOf(tx, row.approvalId);
  if (!authId) throw new AppError('conflict', { userMessage: 'カードの承認がないため、審査を完了できません。' });
  const result = await gateway.capture({ authId, amount: row.total });
  crashPoint('capture-answered');
  if (!result.ok)
    throw new AppError('conflict', {
      userMessage: `カード決済を確定できませんでした：${gateway.resultMessage(result.resultCode)}`,
    });
}

async function tellBuyer(tx: Tx, row: InvoiceRow, transition: InvoiceTransition, reason: string | null, now: Date) {
  const [party] = row.supplierId
    ? await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplierId))
    : [{ name: row.sellerName ?? '請求元' }];
  // Once transferred, the day it was done; before that, the day planned.
  const transferDay = row.transferredOn ?? row.transferDate;
  const message = transitionMessage(transition, {
    displayId: invoiceDisplayId(row.id),
    partyName: party?.name ?? '支払先',
    amount: row.amount,
    transferDate: transferDay ? formatJapaneseDate(transferDay) : null,
    reason,
  });
  const status = invoiceStatusFromValue(row.status);
  await notifyBuyer(tx, {
    buyerId: row.buyerId,
    category: 'payment',
    title: message.title,
    body: message.body,
    linkPath: status ? paymentLinkPath({ id: row.id, status, type: row.type, isActionRequired: row.isActionRequired }) : null,
    now,
  });
  const recipients = await tx.select({ email: users.emailAddress }).from(users).where(eq(users.buyerId, row.buyerId));
  for (const { email } of recipients)
    await enqueueMail(tx, email, mailTemplates.paymentStatusChanged(message.title, message.body), now);
}

/** applyTransition in its own transaction, then the gateway calls it queued. */
export async function transitionInvoice(deps: AppDeps, input: TransitionInput): Promise<InvoiceRow> {
  const row = await deps.db.transaction((tx) => applyTransition(deps, tx, input));
  await processGatewayOperations(deps, { invoiceId: row.id }).catch((error: unknown) =>
    deps.log.error({ err: error }, 'gateway operations will be retried by the sweeper'),
  );
  return row;
}
