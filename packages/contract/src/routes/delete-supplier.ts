import { API } from '../paths.ts';

export const deleteSupplier = { name: 'deleteSupplier', method: 'DELETE', path: API.supplier, auth: 'buyer' } as const;
