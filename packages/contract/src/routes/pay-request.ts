import { API } from '../paths.ts';

export const payRequest = {
  name: 'payRequest',
  method: 'PUT',
  path: API.invoiceRequestBuyer,
  auth: 'buyer',
  idempotent: true,
} as const;
