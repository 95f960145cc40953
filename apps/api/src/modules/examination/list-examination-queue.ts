import {
  EXAMINATION_FLAGS,
  EXAMINATION_PAGE_SIZE,
  type OpsExaminationQueueQuery,
  type OpsExaminationQueueResponse,
  opsInvoiceStatusLabel,
} from '@icp/contract';
import { invoiceDisplayId, invoiceStatusName } from '@icp/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { nationalHolidays } from '../banks/closed-days.ts';
import { extraClosedDays } from '../payments/model/transfer-schedule.ts';
import { findQueuePage } from './queries/queue.ts';
import { ageHours, transferDaysLeft } from './transfer-days.ts';

/** GET /ops/examination: a page of the queue, oldest first, with age, days left and flags. */
export async function listExaminationQueue(deps: AppDeps, query: OpsExaminationQueueQuery): Promise<OpsExaminationQueueResponse> {
  const now = deps.clock.now();
  const [rows, extraClosed] = await Promise.all([
    deps.db.transaction(async (tx) => {
      // The flags' subqueries make PostgreSQL's estimate for the whole queue large enough to
      // JIT-compile a query that reads one page: 40–80 ms of compiling for ~5 ms of work
      // (bench/examination-queue.mjs).
      if (deps.database.kind === 'postgres') await tx.execute(sql`SET LOCAL jit = off`);
      return findQueuePage(tx, query, EXAMINATION_PAGE_SIZE, now);
    }),
    extraClosedDays(deps.db, now),
  ]);
  const page = rows.slice(0, EXAMINATION_PAGE_SIZE);
  return {
    items: page.map((row) => {
      const status = invoiceStatusName(row.status) as 'InProgress' | 'InProgressExaminationChecked';
      return {
        id: row.id,
        display_id: invoiceDisplayId(row.id),
        buyer: { id: row.buyerId, name: row.buyerName },
        supplier:
          row.supplierId !== null && row.supplierName !== null && row.supplierStatus !== null
            ? { id: row.supplierId, name: row.supplierName, status: row.supplierStatus }
            : null,
        amount: row.amount,
        total: row.total,
        status,
        status_label: opsInvoiceStatusLabel(status),
        is_action_required: row.isActionRequired,
        created_at: row.createdAt.toISOString(),
        age_hours: ageHours(row.createdAt, now),
        transfer_date: row.transferDate,
        transfer_days_left: transferDaysLeft(row.transferDate, now, nationalHolidays, extraClosed),
        flags: EXAMINATION_FLAGS.filter((flag) => row[flag] === true),
      };
    }),
    next_after: rows.length > EXAMINATION_PAGE_SIZE ? page[page.length - 1]!.id : null,
    now: now.toISOString(),
  };
}
