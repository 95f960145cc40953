import { API } from '../paths.ts';

export const updateInvoiceAccount = {
  name: 'updateInvoiceAccount',
  method: 'PUT',
  path: API.invoiceAccount,
  auth: 'buyer',
  idempotent: true,
} as const;
