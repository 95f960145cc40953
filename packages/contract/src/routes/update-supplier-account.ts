import { API } from '../paths.ts';

export const updateSupplierAccount = {
  name: 'updateSupplierAccount',
  method: 'PUT',
  path: API.supplierAccount,
  auth: 'buyer',
} as const;
