import type { Draft, PaymentFlowDraftData } from '@icp/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { drafts, suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { ownFile } from '../invoice-files/invoice-files.ts';

type DraftRow = typeof drafts.$inferSelect;

const notFound = () => new AppError('not_found', { userMessage: '下書きが見つかりません。' });

function toView(row: DraftRow): Draft {
  return {
    id: row.id,
    supplier_name: row.supplierName,
    amount: row.amount,
    data: row.data as PaymentFlowDraftData,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The list columns come from the buyer's own records, and a draft may only point at the buyer's
 * own file and supplier: a draft is resumed later, and must not become a way to reach others' data.
 */
async function summarise(tx: Tx, buyerId: number, data: PaymentFlowDraftData) {
  if (data.invoiceFile) await ownFile(tx, buyerId, data.invoiceFile.file.id);
  const supplierId = data.invoiceForm.formOne.supplierId;
  let supplierName: string | null = null;
  if (supplierId !== null) {
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.buyerId, buyerId), isNull(suppliers.deletedAt)))
      .limit(1);
    if (!supplier) throw new AppError('not_found', { userMessage: '支払先が見つかりません。' });
    supplierName = supplier.name;
  }
  return { supplierName, amount: data.invoiceForm.amount };
}

export async function createDraft(deps: AppDeps, input: { buyerId: number; userId: number; data: PaymentFlowDraftData }) {
  return deps.db.transaction(async (tx) => {
    const summary = await summarise(tx, input.buyerId, input.data);
    const now = deps.clock.now();
    const [row] = await tx
      .insert(drafts)
      .values({ buyerId: input.buyerId, ...summary, data: input.data, createdAt: now, updatedAt: now })
      .returning();
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'draft.created',
      targetType: 'draft',
      targetId: row!.id,
    });
    return { draft: toView(row!) };
  });
}

export async function updateDraft(
  deps: AppDeps,
  input: { buyerId: number; userId: number; draftId: number; data: PaymentFlowDraftData },
) {
  return deps.db.transaction(async (tx) => {
    const summary = await summarise(tx, input.buyerId, input.data);
    const [row] = await tx
      .update(drafts)
      .set({ ...summary, data: input.data, updatedAt: deps.clock.now() })
      .where(and(eq(drafts.id, input.draftId), eq(drafts.buyerId, input.buyerId)))
      .returning();
    if (!row) throw notFound();
    return { draft: toView(row) };
  });
}

export async function getDraft(tx: Tx, input: { buyerId: number; draftId: number }) {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, input.draftId), eq(drafts.buyerId, input.buyerId)))
    .limit(1);
  if (!row) throw notFound();
  return { draft: toView(row) };
}

/** DELETE /drafts: all of them or none — an id that is not this buyer's draft is 404 and nothing goes. */
export async function deleteDrafts(deps: AppDeps, input: { buyerId: number; userId: number; draftIds: number[] }) {
  const ids = [...new Set(input.draftIds)];
  await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(drafts)
      .where(and(eq(drafts.buyerId, input.buyerId), inArray(drafts.id, ids)))
      .returning({ id: drafts.id });
    if (deleted.length !== ids.length) throw notFound();
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'draft.deleted',
      targetType: 'draft',
      detail: { ids },
    });
  });
}
