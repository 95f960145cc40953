import { MONEY, parseYenInput } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { RadioCards } from '../../../../components/ui/choice.tsx';
import { DefinitionList } from '../../../../components/ui/definition-list.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { paths } from '../../../../lib/paths.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import { supplierAccountsQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { amountChanged, usePaymentEdit } from '../stores/payment-edit.ts';
import type { EditForm } from '../stores/payment-edit.ts';
import { accountLabel } from '../../shared/components/account-label.ts';
import { InvoiceDetailsForm } from '../../shared/invoice-form/invoice-details-form.tsx';
import type { InvoiceDetails, InvoiceDetailsValues } from '../../shared/invoice-form/invoice-details-rules.ts';
import { formatAmountInput } from '../../shared/invoice-form/invoice-details-rules.ts';
import { isIsoDate } from '../../shared/components/iso-date.ts';
import { listTabOf } from '../../shared/components/list-tab.ts';
import { useTransferRules } from '../../shared/invoice-form/use-transfer-rules.ts';
import { NOT_READ } from '../../shared/components/read-badge.tsx';

const valuesOf = (f: EditForm): InvoiceDetailsValues => ({
  amount: f.amount === null ? '' : formatAmountInput(f.amount),
  dueDate: f.dueDate ?? '',
  transferDate: f.transferDate ?? '',
  invoiceNumber: f.invoiceNumber,
  memo: f.memo,
});

/** The typed values as far as they are valid, kept in the edit store as the buyer types. */
function patchOf(v: InvoiceDetailsValues): Partial<EditForm> {
  const amount = parseYenInput(v.amount);
  return {
    amount: amount !== null && amount >= MONEY.MIN_INVOICE_AMOUNT && amount <= MONEY.MAX_INVOICE_AMOUNT ? amount : null,
    dueDate: isIsoDate(v.dueDate) ? v.dueDate : null,
    transferDate: isIsoDate(v.transferDate) ? v.transferDate : null,
    invoiceNumber: v.invoiceNumber,
    memo: v.memo,
  };
}

/** 振込先口座: one of the supplier's registered accounts (the payment's own first). */
function AccountSection({ inv }: { inv: InvoiceDetail }) {
  const accountId = usePaymentEdit((s) => s.form.accountId);
  const updateForm = usePaymentEdit((s) => s.updateForm);
  const supplierId = inv.supplier?.id ?? null;
  const accounts = useQuery({ ...supplierAccountsQueryOptions(supplierId ?? 0), enabled: supplierId !== null });
  const current = inv.account
    ? `${inv.account.bank_name} ${inv.account.branch_name} ${inv.account.account_number}（${inv.account.holder_name}）`
    : '—';

  return (
    <Card>
      <section aria-labelledby="payee-heading" className="space-y-4">
        <h2 id="payee-heading" className="text-lg font-bold text-slate-900">
          支払先・振込先口座
        </h2>
        <DefinitionList rows={[{ label: '支払先', value: inv.supplier?.name ?? inv.seller_name ?? '—' }]} />
        {supplierId === null ? (
          <DefinitionList rows={[{ label: '振込先口座', value: current }]} />
        ) : accounts.isPending ? (
          <ListLoading label="口座を読み込んでいます" />
        ) : accounts.isError ? (
          <ListError message="振込先口座を取得できませんでした。" onRetry={() => void accounts.refetch()} />
        ) : (
          <RadioCards<string>
            legend="振込先口座"
            name="account"
            required
            value={accountId === null ? undefined : String(accountId)}
            options={accounts.data.map((a) => ({
              value: String(a.id),
              label: accountLabel(a),
              description: `口座名義：${a.account_holder_name_display || a.account_holder_name}`,
            }))}
            onChange={(v) => updateForm({ accountId: Number(v) })}
          />
        )}
        <p className="text-xs text-slate-500">
          支払先は変更できません。別の支払先への支払は、この支払をキャンセルして新しく申請してください。
        </p>
      </section>
    </Card>
  );
}

/** The correction form: account, amount, dates, number and memo, prefilled from the payment. */
export function EditInvoiceBody({ inv }: { inv: InvoiceDetail }) {
  const navigate = useNavigate();
  const { rules, failed, retry } = useTransferRules();
  const initial = useMemo(() => valuesOf(usePaymentEdit.getState().form), []);
  const newFile = usePaymentEdit((s) => s.newFile);
  const amountIsNew = usePaymentEdit(amountChanged);
  const fields = newFile?.extraction.fields;
  const sync = useCallback((v: InvoiceDetailsValues) => usePaymentEdit.getState().updateForm(patchOf(v)), []);

  const proceed = (details: InvoiceDetails) => {
    const s = usePaymentEdit.getState();
    s.updateForm({
      amount: details.amount,
      dueDate: details.dueDate,
      transferDate: details.transferDate,
      invoiceNumber: details.invoiceNumber,
      memo: details.memo,
    });
    s.completeForm();
    void navigate(paths.paymentsEditConfirm(inv.id));
  };

  return (
    <div className="space-y-6">
      <AccountSection inv={inv} />
      {failed ? (
        <Card>
          <ListError message="振込できる日を取得できませんでした。" onRetry={retry} />
        </Card>
      ) : null}
      {amountIsNew ? (
        <Alert tone="info" title="請求金額を変更すると">
          次の画面で、新しい金額でカードのご利用枠を確保し直します（本人認証が必要な場合があります）。
        </Alert>
      ) : null}
      <InvoiceDetailsForm
        defaultValues={initial}
        extracted={{
          amount: fields?.total_amount ?? NOT_READ,
          dueDate: fields?.due_date ?? NOT_READ,
          invoiceNumber: fields?.invoice_number ?? NOT_READ,
        }}
        rules={rules}
        onValuesChange={sync}
        onProceed={proceed}
        proceedPending={false}
        backAction={
          <ButtonLink to={paths.paymentDetail(listTabOf(inv), inv.id)} variant="secondary" size="lg" className="w-full sm:w-44">
            戻る
          </ButtonLink>
        }
      />
    </div>
  );
}
