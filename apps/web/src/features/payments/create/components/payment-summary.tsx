import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../../lib/paths.ts';
import { paymentSupplierQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { accountLabel } from '../../shared/components/account-label.ts';
import { PaymentSummaryCard, paymentSummaryRows } from '../../shared/card-payment/confirm-step.tsx';
import { usePaymentFlow } from '../stores/payment-flow.ts';

/** Everything entered on the invoice-info step, read-only, with a way back to change it. */
export function PaymentSummary({ editable }: { editable: boolean }) {
  const file = usePaymentFlow((s) => s.invoiceFile?.file);
  const form = usePaymentFlow((s) => s.invoiceForm);
  const storedName = usePaymentFlow((s) => s.supplierName);
  const supplierId = form.formOne.supplierId;
  const supplier = useQuery({ ...paymentSupplierQueryOptions(supplierId ?? 0), enabled: supplierId !== null });
  const account = supplier.data?.accounts.find((a) => a.id === form.formTwo.accountId);

  return (
    <PaymentSummaryCard
      editTo={paths.paymentsAddInvoiceInfo()}
      editable={editable}
      rows={paymentSummaryRows({
        fileName: file?.file_name,
        supplier: supplier.data?.name ?? storedName ?? '—',
        account: account
          ? `${accountLabel(account)}\n口座名義：${account.account_holder_name_display || account.account_holder_name}`
          : supplier.isPending
            ? '読み込み中…'
            : '—',
        amount: form.amount,
        dueDate: form.dueDate,
        transferDate: form.transferDate,
        invoiceNumber: form.invoiceNumber.trim(),
        memo: form.memo.trim(),
      })}
    />
  );
}
