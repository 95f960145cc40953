import { API } from '../paths.ts';

export const cancelInvoice = { name: 'cancelInvoice', method: 'PUT', path: API.invoiceCancel, auth: 'buyer' } as const;
