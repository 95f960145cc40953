import type { CorporationSupplierBody } from '../../lib/api/create-corporation-supplier.ts';
import type { SoleProprietorSupplierBody } from '../../lib/api/create-sole-proprietor-supplier.ts';

/**
 * The company step as typed (every input a string); company-resolver.ts turns it into a body.
 * No zod here: the confirm step and the detail page import this module.
 */
export interface CompanyFormValues {
  name: string;
  corporate_number: string;
  name_kana: string;
  postal_code: string;
  address_state: string;
  address_city: string;
  address_street: string;
  address_building_name: string;
  contact_person_name: string;
  email_address: string;
  phone_number: string;
  memo: string;
}

export const COMPANY_FIELDS = [
  'name',
  'corporate_number',
  'name_kana',
  'postal_code',
  'address_state',
  'address_city',
  'address_street',
  'address_building_name',
  'contact_person_name',
  'email_address',
  'phone_number',
  'memo',
] as const satisfies readonly (keyof CompanyFormValues)[];

export const EMPTY_COMPANY: CompanyFormValues = Object.fromEntries(
  COMPANY_FIELDS.map((f) => [f, '']),
) as unknown as CompanyFormValues;

export type CompanyBody =
  { businessForm: 1; body: CorporationSupplierBody } | { businessForm: 2; body: SoleProprietorSupplierBody };

/** The label of the name field; the same words as the contract's messages. */
export const nameLabelOf = (businessForm: 1 | 2) => (businessForm === 1 ? '法人名' : '屋号または氏名');
