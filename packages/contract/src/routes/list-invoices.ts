import { API } from '../paths.ts';

export const listInvoices = { name: 'listInvoices', method: 'GET', path: API.invoices, auth: 'buyer' } as const;
