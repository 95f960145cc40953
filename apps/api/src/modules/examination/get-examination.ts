import {
  EXAMINATION_FLAGS,
  EXAMINATION_FLAG_TEXT,
  type ExaminationAction,
  type OpsExaminationDetailResponse,
  invoiceExtractionSchema,
  opsInvoiceStatusLabel,
  routes,
} from '@icp/contract';
import {
  type InvoiceStatus,
  type InvoiceTransition,
  accountTypeLabel,
  checkTransition,
  invoiceDisplayId,
  invoiceStatusName,
  supplierStatusLabel,
} from '@icp/domain';
import { API_PREFIX } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { nationalHolidays } from '../banks/closed-days.ts';
import { findLikelyDuplicates } from '../payments/creation/duplicates.ts';
import { extraClosedDays } from '../payments/model/transfer-schedule.ts';
import { findMismatches } from './mismatches.ts';
import { findExaminationRow, findHistory } from './queries/detail.ts';
import { ageHours, transferDaysLeft } from './transfer-days.ts';

const ACTION_TRANSITIONS: Record<ExaminationAction, InvoiceTransition> = {
  check: 'check',
  request_action: 'request_action',
  complete: 'complete',
  cancel: 'cancel',
};

/** What the examiner may do with a payment in this state (the domain's transition table decides). */
export function allowedActions(current: { status: InvoiceStatus; isActionRequired: boolean }): ExaminationAction[] {
  return (Object.keys(ACTION_TRANSITIONS) as ExaminationAction[]).filter(
    (action) => checkTransition(ACTION_TRANSITIONS[action], 'operator', current).ok,
  );
}

/** GET /ops/examination/:id: the payment as entered, as read, where they differ, flags and history. */
export async function getExamination(deps: AppDeps, invoiceId: number): Promise<OpsExaminationDetailResponse> {
  const now = deps.clock.now();
  const row = await findExaminationRow(deps.db, invoiceId, now);
  if (!row) throw new AppError('not_found', { userMessage: '支払が見つかりません。' });
  const { invoice, supplier, account, file } = row;
  const status = invoiceStatusName(invoice.status);
  const [history, extraClosed, duplicates] = await Promise.all([
    findHistory(deps.db, invoice.id),
    extraClosedDays(deps.db, now),
    invoice.supplierId !== null && invoice.dueDate !== null
      ? findLikelyDuplicates(deps.db, {
          buyerId: invoice.buyerId,
          supplierId: invoice.supplierId,
          amount: invoice.amount,
          dueDate: invoice.dueDate,
          invoiceNumber: invoice.invoiceNumber,
          fileId: invoice.fileId,
          now,
        })
      : Promise.resolve([]),
  ]);
  const parsed = file?.extraction ? invoiceExtractionSchema.safeParse(file.extraction) : null;
  const extraction = parsed?.success ? parsed.data : null;
  const registrationNumber = supplier?.corporateNumber ? `T${supplier.corporateNumber}` : null;
  const others = duplicates.filter((d) => d.id !== invoice.id);
  const flags = EXAMINATION_FLAGS.filter((flag) => (flag === 'possible_duplicate' ? others.length > 0 : row[flag] === true));

  return {
    payment: {
      id: invoice.id,
      display_id: invoiceDisplayId(invoice.id),
      type: invoice.type,
      status,
      status_label: opsInvoiceStatusLabel(status),
      is_action_required: invoice.isActionRequired,
      action_required_reason: invoice.actionRequiredReason,
      buyer: { id: invoice.buyerId, name: row.buyerName },
      supplier: supplier
        ? {
            id: supplier.id,
            name: supplier.name,
            name_kana: supplier.nameKana,
            status: supplier.status,
            status_label: supplierStatusLabel(supplier.status),
            status_reason: supplier.statusReason,
            corporate_number: supplier.corporateNumber,
          }
        : null,
      account: account
        ? {
            id: account.id,
            bank_code: account.bankCode,
            bank_name: account.bankName,
            branch_code: account.branchCode,
            branch_name: account.branchName,
            account_type: account.accountType,
            account_type_label: accountTypeLabel(account.accountType) ?? account.accountType,
            account_number: account.accountNumber,
            holder_name: account.holderName,
          }
        : null,
      amount: invoice.amount,
      commission: invoice.commission,
      discount: invoice.discount,
      total: invoice.total,
      due_date: invoice.dueDate,
      transfer_date: invoice.transferDate,
      examination_due_date: invoice.examinationDueDate,
      invoice_number: invoice.invoiceNumber,
      registration_number: registrationNumber,
      memo: invoice.memo,
      created_at: invoice.createdAt.toISOString(),
      age_hours: ageHours(invoice.createdAt, now),
      transfer_days_left: transferDaysLeft(invoice.transferDate, now, nationalHolidays, extraClosed),
    },
    extraction,
    mismatches: findMismatches(
      {
        amount: invoice.amount,
        dueDate: invoice.dueDate,
        account: account
          ? {
              bankCode: account.bankCode,
              branchCode: account.branchCode,
              accountType: account.accountType,
              accountNumber: account.accountNumber,
              holderName: account.holderName,
            }
          : null,
        registrationNumber,
      },
      extraction,
    ),
    flags: flags.map((code) => ({ code, ...EXAMINATION_FLAG_TEXT[code] })),
    duplicates: others,
    history: history.map((h) => {
      const s = invoiceStatusName(h.status);
      return {
        status: s,
        status_label: opsInvoiceStatusLabel(s),
        is_action_required: h.isActionRequired,
        note: h.note,
        actor_type: h.actorType,
        actor_id: h.actorId,
        actor_name: h.actorType === 'operator' ? (h.operatorName ?? h.actorId) : null,
        created_at: h.createdAt.toISOString(),
      };
    }),
    file: file?.id
      ? {
          id: file.id,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.sizeBytes,
          page_count: file.pageCount,
          url: `${API_PREFIX}${routes.opsGetExaminationFile.path.replace(':id', String(invoice.id))}`,
        }
      : null,
    allowed_actions: allowedActions({ status, isActionRequired: invoice.isActionRequired }),
    now: now.toISOString(),
  };
}
