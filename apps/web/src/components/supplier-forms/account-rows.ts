import { accountTypeLabel, yuchoToBankAccount } from '@icp/domain';
import type { HolderKana } from '../../lib/api/convert-holder-kana.ts';
import type { BankAccountFormValues } from './bank-account-values.ts';
import { usesYuchoSymbol, yuchoBranchName } from './bank-account-values.ts';
import type { DefinitionRow } from '../ui/definition-list.tsx';
import { holderRow, withCode } from './saved-account-rows.ts';

/** The add flow's bank step as it will be sent. */
export function draftAccountRows(v: BankAccountFormValues, holder: HolderKana | null): DefinitionRow[] {
  const rows: DefinitionRow[] = [{ label: '金融機関', value: withCode(v.bank_name, v.bank_code) }];
  if (usesYuchoSymbol(v)) {
    rows.push({ label: '記号', value: v.yucho_symbol.trim() }, { label: '番号', value: v.yucho_number.trim() });
    const converted = yuchoToBankAccount(v.yucho_symbol, v.yucho_number);
    if (converted.ok) {
      rows.push({
        label: '振込用の店名・口座番号',
        value: `${yuchoBranchName(converted.branchCode)}店（${converted.branchCode}） ${accountTypeLabel(converted.accountType) ?? ''} ${converted.accountNumber}`,
      });
    }
  } else {
    rows.push(
      { label: '支店', value: withCode(v.branch_name, v.branch_code) },
      { label: '預金種目', value: accountTypeLabel(v.account_type) ?? '—' },
      { label: '口座番号', value: /^\d{1,7}$/.test(v.account_number) ? v.account_number.padStart(7, '0') : v.account_number },
    );
  }
  rows.push(holder ? holderRow(holder.account_holder_name, holder.display) : { label: '口座名義', value: v.account_holder_name });
  return rows;
}
