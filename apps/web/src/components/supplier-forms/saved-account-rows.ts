import { accountTypeLabel } from '@icp/domain';
import type { SupplierAccount } from '@icp/contract';
import type { DefinitionRow } from '../ui/definition-list.tsx';

export const withCode = (name: string, code: string) => `${name}（${code}）`;

/** Zengin half-width name, with its full-width form above it when they differ. */
export const holderRow = (half: string, display: string): DefinitionRow => ({
  label: '口座名義',
  value: display && display !== half ? `${display}\n${half}` : half,
});

/** A saved account (GET /suppliers/{id}). */
export function savedAccountRows(a: SupplierAccount): DefinitionRow[] {
  return [
    { label: '金融機関', value: withCode(a.bank_name, a.bank_code) },
    { label: '支店', value: withCode(a.branch_name, a.branch_code) },
    { label: '預金種目', value: accountTypeLabel(a.account_type) ?? a.account_type },
    { label: '口座番号', value: a.account_number },
    holderRow(a.account_holder_name, a.account_holder_name_display),
  ];
}
