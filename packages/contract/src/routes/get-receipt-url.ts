import { API } from '../paths.ts';

export const getReceiptUrl = { name: 'getReceiptUrl', method: 'GET', path: API.receiptUrl, auth: 'buyer' } as const;
