import type { InvoiceDetail, UpdateInvoiceRequest } from '@icp/contract';
import { buyerCanEdit, transferDateProblem, INVOICE_STATUS, invoiceStatusName } from '@icp/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { invoices, supplierAccounts } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { idempotencyMismatch, requestFingerprint } from '../../../platform/http/idempotency.ts';
import { nationalHolidays } from '../../banks/closed-days.ts';
import { ownFile } from '../../invoice-files/invoice-files.ts';
import { processGatewayOperations } from '../cards/gateway-operations.ts';
import { applyTransition } from '../lifecycle/transition.ts';
import { currentTransferSchedule } from '../model/transfer-schedule.ts';
import { loadInvoiceDetail } from '../queries/invoice-detail.ts';
import { isKeyTaken, lockForKeyedChange } from './keyed-change.ts';
import { replaceApproval } from '../cards/replace-approval.ts';
import { fieldError } from '../cards/usable-approval.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type InvoicePatch = Partial<typeof invoices.$inferInsert>;

async function newFile(tx: Tx, row: InvoiceRow, fileId: number): Promise<number> {
  const file = await ownFile(tx, row.buyerId, fileId);
  const [inUse] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.fileId, file.id), ne(invoices.id, row.id), ne(invoices.status, INVOICE_STATUS.Cancel)))
    .limit(1);
  if (inUse) throw fieldError('file_id', 'この請求書ファイルはすでに別の支払に使われています。', 'conflict');
  return file.id;
}

async function newAccount(tx: Tx, row: InvoiceRow, accountId: number): Promise<number> {
  const [account] =
    row.supplierId === null
      ? []
      : await tx
          .select({ id: supplierAccounts.id })
          .from(supplierAccounts)
          .where(
            and(
              eq(supplierAccounts.id, accountId),
              eq(supplierAccounts.supplierId, row.supplierId),
              eq(supplierAccounts.buyerId, row.buyerId),
            ),
          )
          .limit(1);
  if (!account) throw fieldError('account_id', '振込先口座が見つかりません。この支払先の口座を選び直してください。');
  return account.id;
}

/** The columns a correction changes, each checked as POST /invoices checks it. */
async function correction(
  tx: Tx,
  row: InvoiceRow,
  body: UpdateInvoiceRequest,
  input: { userId: number; now: Date },
): Promise<InvoicePatch> {
  const patch: InvoicePatch = {};
  if (body.file_id !== undefined && body.file_id !== row.fileId) patch.fileId = await newFile(tx, row, body.file_id);
  if (body.account_id !== undefined && body.account_id !== row.accountId)
    patch.accountId = await newAccount(tx, row, body.account_id);

  // Back to 申請中: the examination starts again, so the dates are checked against today's schedule.
  const schedule = await currentTransferSchedule(tx, input.now);
  const dateProblem = transferDateProblem(
    { transferDate: body.transfer_date, dueDate: body.due_date, earliestTransferDate: schedule.earliestTransferDate },
    nationalHolidays,
    schedule.extraClosed,
  );
  if (dateProblem) throw fieldError(dateProblem.field, dateProblem.message);
  patch.dueDate = body.due_date;
  patch.transferDate = body.transfer_date;
  patch.examinationDueDate = schedule.examinationDueDate;

  if (body.invoice_number !== undefined) patch.invoiceNumber = body.invoice_number || null;
  if (body.memo !== undefined) patch.memo = body.memo || null;

  if (body.amount !== undefined && body.amount !== row.amount) {
    if (row.type !== 'InvoicePayment')
      throw fieldError('amount', '請求元が指定した金額は変更できません。請求元の事業者様へお問い合わせください。');
    const approvalId = body.approval_id;
    Object.assign(
      patch,
      await replaceApproval(tx, { row, approvalId, amount: body.amount, userId: input.userId, now: input.now }),
    );
  } else if (body.approval_id !== undefined)
    throw fieldError('approval_id', '請求金額を変更しない場合、カードの承認をやり直す必要はありません。');
  return patch;
}

/**
 * PUT /invoices/{id}: the buyer corrects a payment the examination sent back (action required),
 * and it returns to 申請中. One transaction: the checks, the new approval if the amount changed
 * (the old authorisation is voided after commit), and the status change with its history,
 * audit, notification and e-mail.
 */
export async function updateInvoice(
  deps: AppDeps,
  input: {
    buyerId: number;
    userId: number;
    invoiceId: number;
    idempotencyKey: string;
    body: UpdateInvoiceRequest;
    ip: string | null;
  },
): Promise<{ invoice: InvoiceDetail }> {
  const requestHash = requestFingerprint({ operation: 'buyer_edit', invoice_id: input.invoiceId, body: input.body });
  let invoice: InvoiceDetail;
  try {
    invoice = await deps.db.transaction(async (tx) => {
      const { row, replay } = await lockForKeyedChange(tx, {
        buyerId: input.buyerId,
        invoiceId: input.invoiceId,
        key: input.idempotencyKey,
        requestHash,
      });
      if (replay) return loadInvoiceDetail(tx, input.buyerId, row.id);
      if (!buyerCanEdit({ status: invoiceStatusName(row.status), isActionRequired: row.isActionRequired }))
        throw new AppError('conflict', { userMessage: 'この支払は修正を求められていないため、修正できません。' });

      const now = deps.clock.now();
      const patch = await correction(tx, row, input.body, { userId: input.userId, now });
      await applyTransition(deps, tx, {
        invoiceId: row.id,
        transition: 'buyer_edit',
        actor: { type: 'buyer', buyerId: input.buyerId, userId: input.userId, ip: input.ip },
        patch: { ...patch, idempotencyKey: input.idempotencyKey, requestHash },
      });
      await writeAudit(tx, {
        actorType: 'user',
        actorId: input.userId,
        buyerId: input.buyerId,
        action: 'invoice.corrected',
        targetType: 'invoice',
        targetId: row.id,
        detail: {
          changed: Object.keys(patch).filter((k) => patch[k as keyof InvoicePatch] !== row[k as keyof InvoiceRow]),
          amount: { from: row.amount, to: patch.amount ?? row.amount },
          total: { from: row.total, to: patch.total ?? row.total },
        },
        ipAddress: input.ip,
      });
      return loadInvoiceDetail(tx, input.buyerId, row.id);
    });
  } catch (error) {
    if (isKeyTaken(error)) throw idempotencyMismatch();
    throw error;
  }
  // The replaced authorisation's release; the sweeper retries it if the gateway is down now.
  await processGatewayOperations(deps, { invoiceId: invoice.id }).catch((error: unknown) =>
    deps.log.error({ err: error }, 'gateway operations will be retried by the sweeper'),
  );
  return { invoice };
}
