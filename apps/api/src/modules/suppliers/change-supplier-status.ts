import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { supplierLinkPath } from '../notifications/link-paths.ts';
import { notifyBuyer } from '../notifications/notify.ts';

export type SupplierStatus = (typeof suppliers.$inferSelect)['status'];

const LABELS: Record<SupplierStatus, string> = {
  Approved: '承認済み',
  Escalation: '確認中',
  Unapproved: '未承認',
  Rejected: '否認',
};

/** Which moves an operator may make: examination outcomes, and re-opening a decision. */
const ALLOWED: Record<SupplierStatus, SupplierStatus[]> = {
  Unapproved: ['Approved', 'Escalation', 'Rejected'],
  Escalation: ['Approved', 'Rejected'],
  Approved: ['Rejected', 'Escalation'],
  Rejected: ['Approved', 'Escalation'],
};

/**
 * An operator's decision on a supplier: one transaction that checks the current status, writes
 * the new one with its reason, an audit row and a notification for the buyer. Used by the ops
 * command now and by the operator console later.
 */
export async function changeSupplierStatus(
  db: Db,
  input: {
    supplierId: number;
    to: SupplierStatus;
    reason?: string | undefined;
    /** The operator's name (the ops command passes what it was given). */
    operator: string;
    /** The console's operator: recorded as the audit's actor id. */
    operatorId?: number | undefined;
    ipAddress?: string | null | undefined;
    now: Date;
  },
) {
  if (input.to !== 'Approved' && !input.reason?.trim()) {
    throw new AppError('validation_error', { userMessage: '否認・確認中にする場合は理由を入力してください。' });
  }
  return db.transaction(async (tx) => {
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, input.supplierId)).limit(1).for('update');
    if (!supplier || supplier.deletedAt) throw new AppError('not_found', { userMessage: '支払先が見つかりません。' });
    if (!ALLOWED[supplier.status].includes(input.to)) {
      throw new AppError('conflict', {
        userMessage: `支払先は現在「${LABELS[supplier.status]}」のため「${LABELS[input.to]}」にできません。`,
      });
    }
    const reason = input.reason?.trim() || null;
    await tx
      .update(suppliers)
      .set({ status: input.to, statusReason: reason, updatedAt: input.now })
      .where(eq(suppliers.id, supplier.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.operatorId ?? input.operator,
      buyerId: supplier.buyerId,
      action: 'supplier.status_changed',
      targetType: 'supplier',
      targetId: supplier.id,
      detail: { from: supplier.status, to: input.to, reason, operator_name: input.operator },
      ipAddress: input.ipAddress ?? null,
    });
    await notifyBuyer(tx, {
      buyerId: supplier.buyerId,
      category: 'supplier',
      title: `支払先「${supplier.name}」が${LABELS[input.to]}になりました`,
      body: reason ? `理由：${reason}` : `支払先「${supplier.name}」の審査が完了しました。この支払先への支払を申請できます。`,
      linkPath: supplierLinkPath(supplier.id),
      now: input.now,
    });
    return { id: supplier.id, from: supplier.status, to: input.to, reason };
  });
}
