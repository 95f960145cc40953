import { API } from '../paths.ts';

export const listSuppliers = { name: 'listSuppliers', method: 'GET', path: API.suppliers, auth: 'buyer' } as const;
