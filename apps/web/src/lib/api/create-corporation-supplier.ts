import { routes } from '@icp/contract';
import type { supplierCorporationRequestSchema, supplierCreatedResponseSchema } from '@icp/contract';
import type { z } from 'zod';
import { api } from '../api.ts';

export type CorporationSupplierBody = z.output<typeof supplierCorporationRequestSchema>;
export type SupplierCreatedResponse = z.output<typeof supplierCreatedResponseSchema>;

/** POST /api/v1/suppliers/corporation → 201 {supplier, warnings}. */
export const createCorporationSupplier = (body: CorporationSupplierBody) => api.call(routes.createCorporationSupplier, { body });
