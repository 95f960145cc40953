import { API } from '../paths.ts';

export const listSupplierAccounts = {
  name: 'listSupplierAccounts',
  method: 'GET',
  path: API.supplierAccounts,
  auth: 'buyer',
} as const;
