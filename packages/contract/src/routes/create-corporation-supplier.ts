import { API } from '../paths.ts';

export const createCorporationSupplier = {
  name: 'createCorporationSupplier',
  method: 'POST',
  path: API.supplierCorporation,
  auth: 'buyer',
} as const;
