import { API } from '../paths.ts';

export const getSupplier = { name: 'getSupplier', method: 'GET', path: API.supplier, auth: 'buyer' } as const;
