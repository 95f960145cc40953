import { API } from '../paths.ts';

export const getInvoice = { name: 'getInvoice', method: 'GET', path: API.invoice, auth: 'buyer' } as const;
