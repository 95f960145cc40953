import { routes } from '@icp/contract';
import type { supplierSoleProprietorRequestSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../api.ts';

export type SoleProprietorSupplierBody = z.output<typeof supplierSoleProprietorRequestSchema>;

/** POST /api/v1/suppliers/sole_proprietor → 201 {supplier, warnings}. */
export const createSoleProprietorSupplier = (body: SoleProprietorSupplierBody) =>
  api.call(routes.createSoleProprietorSupplier, { body });
