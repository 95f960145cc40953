import { API } from '@icp/contract';
import type { supplierAccountRequestSchema, supplierAccountResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../api.ts';

export type SupplierAccountBody = z.output<typeof supplierAccountRequestSchema>;
export type SupplierAccountResponse = z.output<typeof supplierAccountResponseSchema>;

export const supplierAccountsPath = (supplierId: number) => `${API.suppliers}/${supplierId}/accounts`;

/** POST /api/v1/suppliers/{id}/accounts → 201 {account, warnings} (warnings: e.g. duplicate_account). */
export const createSupplierAccount = (supplierId: number, body: SupplierAccountBody) =>
  api.post<SupplierAccountResponse>(supplierAccountsPath(supplierId), body);
