import { showSnackbar } from '../../../lib/ui-store.ts';
import { useCreateSupplierAccount } from '../api/create-supplier-account.ts';
import type { SupplierAccountResponse } from '../../../lib/api/create-supplier-account.ts';
import type { SupplierAccount } from '../api/get-supplier.ts';
import { useUpdateSupplierAccount } from '../api/update-supplier-account.ts';
import { BankAccountForm } from '../../../components/supplier-forms/bank-account-form.tsx';
import { accountToFormValues } from '../../../components/supplier-forms/bank-account-values.ts';
import type { ReactNode } from 'react';

/** Success, or the server's warnings (e.g. the same account on another supplier) as info. */
function announce(r: SupplierAccountResponse, done: string) {
  const warnings = r.warnings.map((w) => w.message);
  showSnackbar(
    warnings.length > 0 ? { color: 'info', title: done, text: warnings.join('\n') } : { color: 'success', text: done },
  );
}

/**
 * 口座を追加 (POST) or 編集 (PUT) on the supplier detail, with the add flow's bank form. Loaded
 * only when needed: it carries react-hook-form and zod.
 */
export function AccountEditor({
  supplierId,
  account,
  onDone,
  cancel,
}: {
  supplierId: number;
  /** The account being edited; absent when adding. */
  account?: SupplierAccount | undefined;
  onDone: () => void;
  cancel: ReactNode;
}) {
  const create = useCreateSupplierAccount(supplierId);
  const update = useUpdateSupplierAccount(supplierId);
  return (
    <BankAccountForm
      defaultValues={account ? accountToFormValues(account) : undefined}
      submitLabel={account ? '変更を保存する' : '口座を登録する'}
      onSubmit={async ({ body }) => {
        if (account) announce(await update.mutateAsync({ accountId: account.id, body }), '振込先口座を変更しました。');
        else announce(await create.mutateAsync(body), '振込先口座を登録しました。');
        onDone();
      }}
      secondaryAction={cancel}
    />
  );
}
