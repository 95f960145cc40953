import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { paymentSupplierQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { accountLabel } from '../../shared/components/account-label.ts';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
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
    <Card>
      <section aria-labelledby="summary-heading">
        <div className="mb-2 flex items-center justify-between gap-3">
          <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
            支払情報
          </h2>
          {editable ? (
            <TextLink
              to={paths.paymentsAddInvoiceInfo()}
              aria-label="支払情報を修正する"
              className="inline-flex items-center gap-1 text-sm"
            >
              <Pencil className="size-3.5" aria-hidden="true" />
              修正する
            </TextLink>
          ) : null}
        </div>
        <DefinitionList
          rows={[
            { label: '請求書', value: file?.file_name ?? '—' },
            { label: '支払先', value: supplier.data?.name ?? storedName ?? '—' },
            {
              label: '振込先口座',
              value: account
                ? `${accountLabel(account)}\n口座名義：${account.account_holder_name_display || account.account_holder_name}`
                : supplier.isPending
                  ? '読み込み中…'
                  : '—',
            },
            { label: '請求金額', value: formatAmount(form.amount) },
            { label: 'お支払期限', value: form.dueDate ? formatDateWithWeekday(form.dueDate) : '—' },
            { label: '振込希望日', value: form.transferDate ? formatDateWithWeekday(form.transferDate) : '—' },
            { label: '請求書番号', value: orNone(form.invoiceNumber.trim()) },
            { label: 'メモ', value: orNone(form.memo.trim()) },
          ]}
        />
      </section>
    </Card>
  );
}
