import { isInvoiceInTab } from '@icp/domain';
import type { InvoiceStatus, InvoiceTab, InvoiceType } from '@icp/domain';
import type { InvoiceDisplayType } from '../api/get-invoice.ts';

const DISPLAY_TYPES: readonly InvoiceDisplayType[] = ['review', 'reserved', 'history', 'waiting'];

/** The list a detail URL names (/payments/<tab>/<id>), or null. */
export function displayTypeOfPath(pathname: string): InvoiceDisplayType | null {
  const tab = pathname.split('/')[2] ?? '';
  return (DISPLAY_TYPES as readonly string[]).includes(tab) ? (tab as InvoiceDisplayType) : null;
}

// Spec §4's tabs in the order the lists show them: a payment needing action is under 審査中.
const ORDER: readonly (readonly [InvoiceTab, InvoiceDisplayType])[] = [
  ['waiting', 'waiting'],
  ['reviewActionRequired', 'review'],
  ['review', 'review'],
  ['reserved', 'reserved'],
  ['history', 'history'],
];

/** The list a payment belongs to now (where its detail lives). */
export function listTabOf(inv: { status: InvoiceStatus; type: InvoiceType; is_action_required: boolean }): InvoiceDisplayType {
  const subject = { status: inv.status, type: inv.type, isActionRequired: inv.is_action_required };
  for (const [tab, display] of ORDER) if (isInvoiceInTab(tab, subject)) return display;
  // A type no tab lists (InvoiceRequestSeller): by status alone.
  if (inv.status === 'WaitingForPayment' || inv.status === 'BuyerNotRegistered') return 'waiting';
  if (inv.status === 'InProgress' || inv.status === 'InProgressExaminationChecked') return 'review';
  if (inv.status === 'InProgressExaminationCompleted') return 'reserved';
  return 'history';
}
