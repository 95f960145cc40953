import { API } from '../paths.ts';

export const createInvoice = {
  name: 'createInvoice',
  method: 'POST',
  path: API.invoices,
  auth: 'buyer',
  idempotent: true,
} as const;
