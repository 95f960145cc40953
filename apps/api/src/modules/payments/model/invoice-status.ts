import type { z } from 'zod';
import { INVOICE_STATUS_NAMES, type invoiceStatusNameSchema } from '@icp/contract';

export type InvoiceStatusName = z.infer<typeof invoiceStatusNameSchema>;

/** The spec numbers statuses 1–8 in the order of INVOICE_STATUS_NAMES; the DB stores the number. */
export function invoiceStatusValue(name: InvoiceStatusName): number {
  return INVOICE_STATUS_NAMES.indexOf(name) + 1;
}

export function invoiceStatusName(value: number): InvoiceStatusName {
  const name = INVOICE_STATUS_NAMES[value - 1];
  if (!name) throw new Error(`unknown invoice status ${value}`);
  return name;
}
