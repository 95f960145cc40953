import { API } from '../paths.ts';

export const updateInvoice = {
  name: 'updateInvoice',
  method: 'PUT',
  path: API.invoice,
  auth: 'buyer',
  idempotent: true,
} as const;
