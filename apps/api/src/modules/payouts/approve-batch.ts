import { createHash } from 'node:crypto';
import type { TransferBatchSummary } from '@icp/contract';
import {
  type AccountType,
  INVOICE_STATUS,
  ZENGIN_ALLOWED,
  ZenginFormatError,
  foldZenginText,
  invoiceDisplayId,
  zenginAccountType,
} from '@icp/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { transferBatches } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { bankDirectory } from '../banks/bank-directory.ts';
import { batchSummary, closedReasonOf, lockBatch, rowsOf } from './batch-view.ts';
import type { PayoutActor } from './payout-actor.ts';
import { zenginTransferFile } from './zengin-file.ts';

export const FOUR_EYES_MESSAGE = '振込バッチは、作成した担当者とは別の担当者が承認してください。';

interface PendingLine {
  id: string;
  invoice_id: string;
  amount: string;
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: string;
  account_number: string;
  holder_name: string;
  invoice_status: number;
  is_action_required: boolean;
}

/** A name the file can carry once folded (a kanji name such as 本店 cannot). */
const writable = (name: string | undefined): name is string => name !== undefined && ZENGIN_ALLOWED.test(foldZenginText(name));

/**
 * Bank and branch names as the file carries them: half-width kana. Our accounts keep the names as
 * shown (本店, みずほ銀行); the Zengin bank directory has their kana. The codes decide where the money
 * goes, so a name with no writable kana is left blank rather than refusing the line.
 */
export function zenginBankNames(bankCode: string, branchCode: string, bankName: string, branchName: string) {
  const directory = bankDirectory();
  const bankKana = directory.bank(bankCode)?.kana;
  const branchKana = directory.branch(bankCode, branchCode)?.kana;
  return {
    bankName: writable(bankKana) ? bankKana : writable(bankName) ? bankName : '',
    branchName: writable(branchKana) ? branchKana : writable(branchName) ? branchName : '',
  };
}

/** The file's name: server-made, the transfer date and the batch (never anything a user typed). */
export const zenginFileName = (transferDate: string, batchId: number) =>
  `sogofuri-${transferDate.replaceAll('-', '')}-batch${batchId}.txt`;

/**
 * POST …/approval: a second operator approves a draft. Refused for the builder (four eyes, also a
 * CHECK in the database), for a bank closed day, and while a line's payment no longer waits for its
 * transfer. Generates the 総合振込 file from the pending lines (one data record each, 顧客コード1 =
 * the line id, echoed back in results) and freezes it with its sha256, count and total; the
 * database trigger refuses any later change. Approving an approved batch again answers it as it is.
 */
export async function approveBatch(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number },
): Promise<{ batch: TransferBatchSummary }> {
  return deps.db.transaction(async (tx) => {
    const batch = await lockBatch(tx, input.batchId);
    if (batch.createdBy === input.actor.operatorId) throw new AppError('forbidden', { userMessage: FOUR_EYES_MESSAGE });
    if (batch.approvedAt !== null) {
      if (batch.approvedBy === input.actor.operatorId) return { batch: await batchSummary(tx, batch.id) };
      throw new AppError('conflict', {
        userMessage: 'この振込バッチはすでに別の担当者が承認しています。画面を更新してください。',
      });
    }
    if (batch.status !== 'draft') throw new AppError('conflict', { userMessage: 'この振込バッチは承認できない状態です。' });
    const closed = await closedReasonOf(tx, batch.transferDate);
    if (closed)
      throw new AppError('conflict', {
        userMessage: `振込指定日 ${batch.transferDate} は銀行休業日（${closed}）のため承認できません。バッチを破棄して営業日で作り直してください。`,
      });

    const lines = rowsOf<PendingLine>(
      await tx.execute(sql`
        select l.id, l.invoice_id, l.amount, l.bank_code, l.bank_name, l.branch_code, l.branch_name, l.account_type,
               l.account_number, l.holder_name, i.status as invoice_status, i.is_action_required
        from transfer_batch_lines l join invoices i on i.id = l.invoice_id
        where l.batch_id = ${batch.id} and l.status = 'pending'
        order by l.id
        for update of i`),
    );
    if (lines.length === 0) throw new AppError('conflict', { userMessage: '振込する明細がありません。' });
    const stale = lines.filter(
      (l) => Number(l.invoice_status) !== INVOICE_STATUS.InProgressExaminationCompleted || l.is_action_required,
    );
    if (stale.length > 0)
      throw new AppError('conflict', {
        userMessage: `振込待ちでなくなった支払の明細があります（${stale
          .slice(0, 5)
          .map((l) => invoiceDisplayId(Number(l.invoice_id)))
          .join('、')}${stale.length > 5 ? ' ほか' : ''}）。除外してから承認してください。`,
      });

    const requester = deps.config.payouts.requester;
    let bytes: Buffer;
    try {
      bytes = zenginTransferFile({
        requester,
        transferDate: batch.transferDate,
        transfers: lines.map((l) => ({
          bankCode: l.bank_code,
          ...zenginBankNames(l.bank_code, l.branch_code, l.bank_name, l.branch_name),
          branchCode: l.branch_code,
          accountType: zenginAccountType(l.account_type as AccountType),
          accountNumber: l.account_number,
          holderName: l.holder_name,
          amount: Number(l.amount),
          customerCode: String(l.id),
        })),
      });
    } catch (error) {
      if (!(error instanceof ZenginFormatError)) throw error;
      const index = /^data\[(\d+)\]/.exec(error.field)?.[1];
      const line = index === undefined ? undefined : lines[Number(index)];
      throw new AppError('conflict', {
        userMessage: line
          ? `明細 ${line.id}（${invoiceDisplayId(Number(line.invoice_id))}）を全銀フォーマットで書けません：${error.message}。除外してから承認してください。`
          : `総合振込ファイルを作成できません：${error.message}`,
      });
    }
    const total = lines.reduce((sum, l) => sum + Number(l.amount), 0);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const now = deps.clock.now();
    await tx
      .update(transferBatches)
      .set({
        status: 'approved',
        approvedBy: input.actor.operatorId,
        approvedAt: now,
        lineCount: lines.length,
        totalAmount: total,
        fileName: zenginFileName(batch.transferDate, batch.id),
        fileBytes: bytes,
        fileSha256: sha256,
        updatedAt: now,
      })
      .where(eq(transferBatches.id, batch.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.approve',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: {
        operator_name: input.actor.name,
        before: { status: 'draft' },
        after: { status: 'approved', line_count: lines.length, total_amount: total, file_sha256: sha256 },
        built_by: batch.createdBy,
      },
      ipAddress: input.actor.ip,
    });
    return { batch: await batchSummary(tx, batch.id) };
  });
}

/** GET …/file: the stored bytes, unchanged, and an audit row saying who took them. */
export async function downloadBatchFile(
  deps: AppDeps,
  input: { actor: PayoutActor; batchId: number },
): Promise<{ name: string; bytes: Buffer; sha256: string }> {
  return deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .select({
        id: transferBatches.id,
        fileName: transferBatches.fileName,
        fileBytes: transferBatches.fileBytes,
        fileSha256: transferBatches.fileSha256,
      })
      .from(transferBatches)
      .where(eq(transferBatches.id, input.batchId));
    if (!batch) throw new AppError('not_found', { userMessage: '振込バッチが見つかりません。' });
    if (!batch.fileBytes || !batch.fileName || !batch.fileSha256)
      throw new AppError('conflict', { userMessage: '総合振込ファイルは承認後にダウンロードできます。' });
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.payouts.download_file',
      targetType: 'transfer_batch',
      targetId: batch.id,
      detail: { operator_name: input.actor.name, file_name: batch.fileName, file_sha256: batch.fileSha256 },
      ipAddress: input.actor.ip,
    });
    return { name: batch.fileName, bytes: Buffer.from(batch.fileBytes), sha256: batch.fileSha256 };
  });
}
