import { accountTypeLabel } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button, TextLink } from '../../../../components/ui/button.tsx';
import { RadioCards } from '../../../../components/ui/choice.tsx';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { newIdempotencyKey } from '../../../../lib/idempotency.ts';
import { paths } from '../../../../lib/paths.ts';
import { showError, showSuccess } from '../../../../lib/ui-store.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import { useUpdateInvoiceAccount } from '../../shared/api/invoice-actions.ts';
import { supplierAccountsQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { errorText } from '../../shared/components/error-text.ts';

/** A payment the bank could not transfer (振込不能): the card charge stands and the money waits for an account that works. */
export const needsAccountCorrection = (inv: InvoiceDetail) =>
  inv.status === 'InProgressExaminationCompleted' && inv.is_action_required && inv.supplier !== null;

/**
 * The buyer picks another account of the same supplier; the payment goes into a later transfer
 * batch. A new account is registered on the supplier's page first (its bank details are checked there).
 */
export function AccountCorrection({ inv }: { inv: InvoiceDetail }) {
  const supplierId = inv.supplier!.id;
  const accounts = useQuery(supplierAccountsQueryOptions(supplierId));
  const update = useUpdateInvoiceAccount();
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  // One key per attempt at this correction: a retried click after a lost answer is not a second change.
  const idempotencyKey = useRef(newIdempotencyKey());
  // The failed account stays selectable: the buyer may have corrected it on the supplier's page.
  const choices = accounts.data ?? [];

  const submit = async () => {
    if (!choice) {
      setError('振込先口座を選んでください。');
      document.querySelector<HTMLInputElement>('input[name="corrected-account"]')?.focus();
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ id: inv.id, accountId: Number(choice), idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      showSuccess('振込先口座を変更しました。次の振込で、この口座へお振り込みします。');
    } catch (e) {
      showError(errorText(e, '振込先口座を変更できませんでした。時間をおいて再度お試しください。'));
    }
  };

  if (accounts.isPending) return <ListLoading label="支払先の口座を読み込んでいます" />;
  return (
    <div className="mt-4 space-y-3">
      {choices.length > 0 ? (
        <>
          <RadioCards
            legend="振込先口座を選び直してください"
            name="corrected-account"
            value={choice}
            required
            error={error}
            onChange={(v) => {
              setChoice(v);
              setError(undefined);
            }}
            options={choices.map((a) => ({
              value: String(a.id),
              label: `${a.bank_name} ${a.branch_name}`,
              description: `${accountTypeLabel(a.account_type) ?? ''} ${a.account_number}　口座名義：${a.account_holder_name_display || a.account_holder_name}${
                a.id === inv.account?.id ? '（振込できなかった口座：支払先の画面で修正した場合に選んでください）' : ''
              }`,
            }))}
          />
          <Button pending={update.isPending} onClick={() => void submit()}>
            この口座に変更する
          </Button>
        </>
      ) : (
        <p className="text-sm">この支払先には口座が登録されていません。</p>
      )}
      <p className="text-sm">
        正しい口座がない場合は、
        <TextLink to={paths.supplier(supplierId)}>支払先の画面で口座を追加</TextLink>
        してから、この画面に戻って選んでください。
      </p>
    </div>
  );
}
