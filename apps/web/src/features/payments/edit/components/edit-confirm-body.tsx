import { accountTypeLabel } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import { Badge } from '../../../../components/ui/query-state.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatAmount } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { showSuccess } from '../../../../lib/ui-store.ts';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import { supplierAccountsQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { useUpdateInvoice } from '../../shared/api/invoice-actions.ts';
import type { UpdateInvoiceRequest } from '../../shared/api/invoice-actions.ts';
import { accountLabel } from '../../shared/components/account-label.ts';
import { attemptFor, useCardApproval } from '../../shared/card-payment/card-approval.ts';
import { CardChoice } from '../../shared/card-payment/card-choice.tsx';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import { listTabOf } from '../../shared/components/list-tab.ts';
import {
  ChargeTotal,
  CommissionFromQuery,
  PayStepError,
  settledCommission,
  StepActions,
  ThreeDSecureNote,
} from '../../shared/card-payment/pay-step-parts.tsx';
import { useChallengeReturn } from '../../shared/card-payment/use-challenge-return.ts';
import { amountChanged, usePaymentEdit } from '../stores/payment-edit.ts';
import type { PaymentEditState } from '../stores/payment-edit.ts';

/** Where the gateway's 3-D Secure page sends the browser back to (contract returnPathSchema). */
const returnPath = (id: number) => paths.paymentsEditConfirm(id);

/** What changed, and nothing else: the server keeps the rest. A new amount comes with its approval. */
function updateBody(s: PaymentEditState, approvalId: number | null): UpdateInvoiceRequest {
  const f = s.form;
  const o = s.original;
  return {
    due_date: f.dueDate ?? '',
    transfer_date: f.transferDate ?? '',
    ...(s.newFile ? { file_id: s.newFile.file.id } : {}),
    ...(f.accountId !== null && f.accountId !== o?.accountId ? { account_id: f.accountId } : {}),
    ...(approvalId !== null && f.amount !== null ? { amount: f.amount, approval_id: approvalId } : {}),
    ...(f.invoiceNumber.trim() !== (o?.invoiceNumber ?? '').trim() ? { invoice_number: f.invoiceNumber.trim() } : {}),
    ...(f.memo.trim() !== (o?.memo ?? '').trim() ? { memo: f.memo.trim() } : {}),
  };
}

const day = (v: string | null) => (v ? formatDateWithWeekday(v) : '—');

function Changed({ children, changed, before }: { children: ReactNode; changed: boolean; before?: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="whitespace-pre-line">{children}</span>
      {changed ? <Badge tone="amber">変更</Badge> : null}
      {changed && before ? <span className="text-xs text-slate-500">（変更前：{before}）</span> : null}
    </span>
  );
}

/**
 * The correction once more, what changed marked; a new amount shows its fee and asks for a card
 * to authorise again. 「修正を申請する」 → (approval, 3-D Secure) → PUT /invoices/{id}.
 */
export function EditConfirm({ inv, onLeave }: { inv: InvoiceDetail; onLeave: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateInvoice();
  const form = usePaymentEdit((s) => s.form);
  const original = usePaymentEdit((s) => s.original);
  const newFile = usePaymentEdit((s) => s.newFile);
  const creditCardId = usePaymentEdit((s) => s.creditCardId);
  const setCreditCardId = usePaymentEdit((s) => s.setCreditCardId);
  const newAmount = usePaymentEdit(amountChanged);
  const commission = useQuery({
    ...commissionQueryOptions(form.amount ?? 0, inv.promotion_code),
    enabled: newAmount && form.amount !== null,
  });
  const supplierId = inv.supplier?.id ?? null;
  const accountChanged = form.accountId !== null && form.accountId !== original?.accountId;
  const accounts = useQuery({ ...supplierAccountsQueryOptions(supplierId ?? 0), enabled: supplierId !== null && accountChanged });

  const edit = () => usePaymentEdit.getState();
  const cardSection = useRef<HTMLDivElement>(null);
  const { pay, finishChallenge, pending, error, declined } = useCardApproval({
    slot: {
      approval: () => edit().approval,
      approvalAttempt: () => edit().approvalAttempt,
      setApproval: (a) => edit().setApproval(a),
      setApprovalAttempt: (a) => edit().setApprovalAttempt(a),
    },
    approvalBody: () => {
      const s = edit();
      if (!amountChanged(s) || s.form.amount === null) return null;
      return {
        credit_card_id: s.creditCardId ?? 0,
        amount: s.form.amount,
        ...(inv.promotion_code ? { promotion_code: inv.promotion_code } : {}),
        return_path: returnPath(inv.id),
      };
    },
    complete: async (approvalId, { afterChallenge }) => {
      const s = edit();
      const body = updateBody(s, approvalId);
      const attempt = attemptFor(s.updateAttempt, body);
      s.setUpdateAttempt(attempt);
      let updated: InvoiceDetail;
      try {
        updated = await update.mutateAsync({ id: inv.id, body, idempotencyKey: attempt.key });
      } catch (e) {
        // The same key with another body: the next try must be a new attempt.
        if (isApiError(e) && e.status === 'idempotency_mismatch') s.setUpdateAttempt(null);
        throw e;
      }
      onLeave();
      const tab = listTabOf(updated);
      // Back from 3-D Secure the gateway's page is the entry behind: keep this step between (C22).
      await navigate(paths.paymentDetail(tab, inv.id), { replace: !afterChallenge });
      edit().reset();
      showSuccess('修正内容を受け付けました。あらためて審査します。', '修正を申請しました');
    },
  });

  useChallengeReturn(returnPath(inv.id), finishChallenge);

  const figures = settledCommission(commission);
  const canSend = !pending && (!newAmount || (creditCardId !== null && figures !== undefined));
  const chosenAccount = accounts.data?.find((a) => a.id === form.accountId);
  const accountText = accountChanged
    ? chosenAccount
      ? `${accountLabel(chosenAccount)}\n口座名義：${chosenAccount.account_holder_name_display || chosenAccount.account_holder_name}`
      : '読み込み中…'
    : inv.account
      ? `${inv.account.bank_name} ${inv.account.branch_name} ${accountTypeLabel(inv.account.account_type) ?? ''} ${inv.account.account_number}\n口座名義：${inv.account.holder_name}`
      : '—';
  const o = original;

  return (
    <>
      <div className="space-y-6">
        <Card>
          <section aria-labelledby="changes-heading">
            <div className="mb-2 flex items-center justify-between gap-3">
              <h2 id="changes-heading" className="text-lg font-bold text-slate-900">
                修正後の内容
              </h2>
            </div>
            <DefinitionList
              rows={[
                {
                  label: '請求書',
                  value: <Changed changed={newFile !== null}>{newFile?.file.file_name ?? inv.file?.file_name ?? '—'}</Changed>,
                },
                { label: '支払先', value: inv.supplier?.name ?? inv.seller_name ?? '—' },
                { label: '振込先口座', value: <Changed changed={accountChanged}>{accountText}</Changed> },
                {
                  label: '請求金額',
                  value: (
                    <Changed changed={newAmount} before={formatAmount(o?.amount)}>
                      {formatAmount(form.amount)}
                    </Changed>
                  ),
                },
                {
                  label: 'お支払期限',
                  value: (
                    <Changed changed={form.dueDate !== o?.dueDate} before={day(o?.dueDate ?? null)}>
                      {day(form.dueDate)}
                    </Changed>
                  ),
                },
                {
                  label: '振込希望日',
                  value: (
                    <Changed changed={form.transferDate !== o?.transferDate} before={day(o?.transferDate ?? null)}>
                      {day(form.transferDate)}
                    </Changed>
                  ),
                },
                {
                  label: '請求書番号',
                  value: (
                    <Changed changed={form.invoiceNumber.trim() !== (o?.invoiceNumber ?? '').trim()}>
                      {orNone(form.invoiceNumber.trim())}
                    </Changed>
                  ),
                },
                {
                  label: 'メモ',
                  value: <Changed changed={form.memo.trim() !== (o?.memo ?? '').trim()}>{orNone(form.memo.trim())}</Changed>,
                },
              ]}
            />
          </section>
        </Card>
        {newAmount ? (
          <>
            <CommissionFromQuery query={commission} />
            <Card>
              <p className="mb-4 text-sm text-slate-600">
                請求金額が変わるため、新しい金額でカードのご利用枠を確保し直します。これまでの確保は取り消されます。
              </p>
              <div ref={cardSection}>
                <CardChoice disabled={pending} value={creditCardId} onChange={setCreditCardId} />
              </div>
            </Card>
          </>
        ) : (
          <Card>
            <section aria-labelledby="charge-heading">
              <h2 id="charge-heading" className="mb-2 text-lg font-bold text-slate-900">
                お支払い金額
              </h2>
              <DefinitionList
                rows={[
                  { label: 'カードへのご請求額', value: `${formatAmount(inv.total)}（変更なし）` },
                  ...(inv.card ? [{ label: 'ご利用のカード', value: `${inv.card.brand} •••• ${inv.card.last4}` }] : []),
                ]}
              />
            </section>
          </Card>
        )}
      </div>
      {newAmount ? <ChargeTotal label="修正後のカードへのご請求額（合計）" total={figures?.total} /> : null}
      <PayStepError
        title="修正を申請できませんでした"
        message={error}
        declined={declined}
        cardSection={newAmount ? cardSection : null}
      />
      <StepActions backTo={paths.paymentsEditInvoiceInfo(inv.id)} pending={pending}>
        <Button size="lg" className="w-full sm:w-64" pending={pending} disabled={!canSend} onClick={() => void pay()}>
          <Send className="size-5" aria-hidden="true" />
          修正を申請する
        </Button>
      </StepActions>
      {newAmount ? (
        <ThreeDSecureNote>カード会社の本人認証（3-Dセキュア）画面が表示された場合は、案内に従ってください。</ThreeDSecureNote>
      ) : null}
    </>
  );
}
