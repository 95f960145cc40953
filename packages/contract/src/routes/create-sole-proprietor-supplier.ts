import { API } from '../paths.ts';

export const createSoleProprietorSupplier = {
  name: 'createSoleProprietorSupplier',
  method: 'POST',
  path: API.supplierSoleProprietor,
  auth: 'buyer',
} as const;
