import { zodResolver } from '@hookform/resolvers/zod';
import { supplierCorporationRequestSchema, supplierSoleProprietorRequestSchema } from '@icp/contract';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { CorporationSupplierBody } from '../../lib/api/create-corporation-supplier.ts';
import type { SoleProprietorSupplierBody } from '../../lib/api/create-sole-proprietor-supplier.ts';
import type { CompanyBody, CompanyFormValues } from './company-values.ts';

// A sole proprietor has no 法人番号, and its schema is strict: the key must not be sent at all.
const withoutCorporateNumber = ({ corporate_number: _n, ...rest }: CompanyFormValues) => rest;

const corporationResolver = zodResolver(supplierCorporationRequestSchema);
const soleProprietorResolver = zodResolver(supplierSoleProprietorRequestSchema);

/** react-hook-form resolver of the business form in use (both contract schemas). */
export function companyResolver(businessForm: 1 | 2): Resolver<CompanyFormValues, unknown, CompanyBody> {
  return async (values, context, options): Promise<ResolverResult<CompanyFormValues, CompanyBody>> => {
    const r =
      businessForm === 1
        ? await corporationResolver(values, context, options as never)
        : await soleProprietorResolver(withoutCorporateNumber(values), context, options as never);
    if (r.errors && Object.keys(r.errors).length > 0) {
      return { values: {}, errors: r.errors as FieldErrors<CompanyFormValues> };
    }
    const body =
      businessForm === 1
        ? { businessForm: 1 as const, body: r.values as CorporationSupplierBody }
        : { businessForm: 2 as const, body: r.values as SoleProprietorSupplierBody };
    return { values: body, errors: {} };
  };
}
