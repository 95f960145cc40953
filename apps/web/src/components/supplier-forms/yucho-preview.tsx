import { accountTypeLabel, yuchoToBankAccount } from '@icp/domain';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { SupplierAccountBody } from '../../lib/api/create-supplier-account.ts';
import { yuchoBranchName } from './bank-account-values.ts';
import type { BankAccountFormValues } from './bank-account-values.ts';

/** 記号・番号 → the 店名・預金種目・口座番号 a transfer uses, shown as the person types. */
export function YuchoPreview({ control }: { control: Control<BankAccountFormValues, unknown, SupplierAccountBody> }) {
  const [symbol, number] = useWatch({ control, name: ['yucho_symbol', 'yucho_number'] });
  if (symbol.trim() === '' || number.trim() === '') return null;
  const converted = yuchoToBankAccount(symbol, number);
  if (!converted.ok) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3.5 py-2 text-sm">
      <p className="text-slate-600">振込用の店名・口座番号</p>
      <p className="text-slate-900" data-testid="yucho-preview">
        {yuchoBranchName(converted.branchCode)}店（{converted.branchCode}）　{accountTypeLabel(converted.accountType)}　
        <span className="font-mono">{converted.accountNumber}</span>
      </p>
    </div>
  );
}
