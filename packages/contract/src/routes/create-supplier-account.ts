import { API } from '../paths.ts';

export const createSupplierAccount = {
  name: 'createSupplierAccount',
  method: 'POST',
  path: API.supplierAccounts,
  auth: 'buyer',
} as const;
