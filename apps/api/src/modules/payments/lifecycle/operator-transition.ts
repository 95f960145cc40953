import { INVOICE_STATUS, type InvoiceTransition } from '@icp/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { invoices } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';

const OPERATOR_COMMANDS: Record<string, InvoiceTransition> = {
  check: 'check',
  'request-action': 'request_action',
  complete: 'complete',
  transfer: 'transfer',
  expire: 'expire',
};

/** invoice:<command> → the transition; cancel picks void or refund by where the payment stands. */
export async function operatorTransition(deps: AppDeps, invoiceId: number, command: string): Promise<InvoiceTransition> {
  if (command !== 'cancel') {
    const transition = OPERATOR_COMMANDS[command];
    if (!transition) throw new AppError('validation_error', { userMessage: `不明なコマンドです: invoice:${command}` });
    return transition;
  }
  const [row] = await deps.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError('not_found', { userMessage: '支払が見つかりません。' });
  if (row.status === INVOICE_STATUS.InProgressExaminationCompleted) return 'cancel_completed';
  if (row.status === INVOICE_STATUS.BuyerNotRegistered || row.status === INVOICE_STATUS.WaitingForPayment)
    return 'cancel_request';
  return 'cancel';
}
