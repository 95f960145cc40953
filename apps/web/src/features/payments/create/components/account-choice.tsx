import type { InvoiceExtraction } from '@icp/contract';
import { useQuery } from '@tanstack/react-query';
import { Landmark, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { draftAccountRows } from '../../../../components/supplier-forms/account-rows.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { RadioCards } from '../../../../components/ui/choice.tsx';
import { DefinitionList } from '../../../../components/ui/definition-list.tsx';
import { FieldError } from '../../../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { supplierAccountsQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';
import { accountLabel } from '../../shared/components/account-label.ts';
import { extractedAccountText, hasExtractedAccount, matchingAccount } from './payee-defaults.ts';
import { ReadBadge } from '../../shared/components/read-badge.tsx';
import { ACCOUNT_READINGS, uncertainReadings } from './uncertain-readings.tsx';

const NEW = 'new';

function NewAccountSummary({ onEditNew }: { onEditNew: () => void }) {
  const newAccount = usePaymentFlow((s) => s.newAccount);
  if (!newAccount) {
    return (
      <Button variant="secondary" onClick={onEditNew}>
        <Landmark className="size-4" aria-hidden="true" />
        口座の情報を入力する
      </Button>
    );
  }
  return (
    <>
      <DefinitionList rows={draftAccountRows(newAccount.values, newAccount.holder)} />
      <Button variant="secondary" size="sm" onClick={onEditNew}>
        <Pencil className="size-4" aria-hidden="true" />
        口座の入力内容を修正する
      </Button>
    </>
  );
}

/** 振込先口座: one of the supplier's accounts (the one on the invoice, preselected), or a new one. */
export function AccountChoice({
  extraction,
  error,
  onEditNew,
}: {
  extraction: InvoiceExtraction;
  error?: string | undefined;
  onEditNew: () => void;
}) {
  const formOne = usePaymentFlow((s) => s.invoiceForm.formOne);
  const formTwo = usePaymentFlow((s) => s.invoiceForm.formTwo);
  const setAccountChoice = usePaymentFlow((s) => s.setAccountChoice);
  const supplierId = formOne.isNewSupplier ? null : formOne.supplierId;
  const accounts = useQuery({ ...supplierAccountsQueryOptions(supplierId ?? 0), enabled: supplierId !== null });
  const list = accounts.data;
  const read = extractedAccountText(extraction);

  // Once the accounts are in and nothing is chosen: the invoice's account, the only one, or a new one.
  useEffect(() => {
    if (!list) return;
    const current = usePaymentFlow.getState().invoiceForm.formTwo;
    if (current.isNewAccount || current.accountId !== null) return;
    const pick = matchingAccount(list, extraction) ?? (list.length === 1 ? list[0] : null);
    if (pick) setAccountChoice({ accountId: pick.id, isNewAccount: false });
    else if (list.length === 0) setAccountChoice({ accountId: null, isNewAccount: true });
  }, [list, extraction, setAccountChoice]);

  const matched = list && formTwo.accountId !== null ? matchingAccount(list, extraction)?.id === formTwo.accountId : false;

  return (
    <Card>
      <section aria-labelledby="payee-account-heading" className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="payee-account-heading" className="text-lg font-bold text-slate-900">
            振込先口座
          </h2>
          {matched ? <ReadBadge /> : null}
        </div>
        {read && hasExtractedAccount(extraction) ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            <span className="font-semibold">請求書の記載：</span>
            {read}
            {uncertainReadings(extraction, ACCOUNT_READINGS).length > 0 ? (
              <span className="ml-2 inline-block">
                <ReadBadge confidence={0} />
              </span>
            ) : null}
          </p>
        ) : null}
        {formOne.isNewSupplier ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">新しい支払先の振込先口座を入力してください。</p>
            <NewAccountSummary onEditNew={onEditNew} />
            {error ? <FieldError message={error} /> : null}
          </div>
        ) : supplierId === null ? (
          <>
            <p className="text-sm text-slate-500">先に支払先を選択してください。</p>
            {error ? <FieldError message={error} /> : null}
          </>
        ) : accounts.isPending ? (
          <ListLoading label="口座を読み込んでいます" />
        ) : accounts.isError ? (
          <ListError message="口座を取得できませんでした。" onRetry={() => void accounts.refetch()} />
        ) : (
          <div className="space-y-4">
            <RadioCards<string>
              legend="振込先の口座"
              name="account_choice"
              required
              value={formTwo.isNewAccount ? NEW : formTwo.accountId !== null ? String(formTwo.accountId) : undefined}
              options={[
                ...accounts.data.map((a) => ({
                  value: String(a.id),
                  label: accountLabel(a),
                  description: `口座名義：${a.account_holder_name_display || a.account_holder_name}`,
                })),
                { value: NEW, label: '新しい口座を登録', description: '「確認へ進む」で支払先の口座として登録します' },
              ]}
              onChange={(v) =>
                setAccountChoice(
                  v === NEW ? { accountId: null, isNewAccount: true } : { accountId: Number(v), isNewAccount: false },
                )
              }
              error={formTwo.isNewAccount ? undefined : error}
            />
            {formTwo.isNewAccount ? (
              <div className="space-y-3">
                <NewAccountSummary onEditNew={onEditNew} />
                {error ? <FieldError message={error} /> : null}
              </div>
            ) : null}
          </div>
        )}
      </section>
    </Card>
  );
}
