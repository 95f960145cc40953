import { BUSINESS_FORM_LABELS, formatPostalCode } from '@icp/domain';
import type { DefinitionRow } from '../../../components/ui/definition-list.tsx';
import { orNone } from '../../../components/ui/definition-list.tsx';
import { nameLabelOf } from '../../../components/supplier-forms/company-values.ts';

/** A supplier's business fields, whether from the add flow or from GET /suppliers/{id}. */
export interface SupplierFields {
  business_form: 1 | 2;
  name: string;
  name_kana: string;
  corporate_number?: string | null | undefined;
  postal_code: string;
  address_state: string;
  address_city: string;
  address_street: string;
  address_building_name?: string | null | undefined;
  contact_person_name?: string | null | undefined;
  email_address?: string | null | undefined;
  phone_number?: string | null | undefined;
  memo?: string | null | undefined;
}

export function supplierRows(s: SupplierFields): DefinitionRow[] {
  const rows: DefinitionRow[] = [
    { label: '事業形態', value: BUSINESS_FORM_LABELS[s.business_form] },
    { label: nameLabelOf(s.business_form), value: s.name },
    { label: '支払先名（カナ）', value: s.name_kana },
  ];
  if (s.business_form === 1) rows.push({ label: '法人番号', value: orNone(s.corporate_number) });
  rows.push(
    { label: '郵便番号', value: formatPostalCode(s.postal_code) ?? s.postal_code },
    { label: '住所', value: `${s.address_state}${s.address_city}${s.address_street}` },
    { label: '建物名', value: orNone(s.address_building_name) },
    { label: '担当者名', value: orNone(s.contact_person_name) },
    { label: 'メールアドレス', value: orNone(s.email_address) },
    { label: '電話番号', value: orNone(s.phone_number) },
    { label: 'メモ', value: orNone(s.memo) },
  );
  return rows;
}
