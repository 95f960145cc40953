import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatAmount } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { duplicatesQueryOptions } from '../../create/api/check-duplicates.ts';
import { useCreateInvoice } from '../../create/api/create-invoice.ts';
import type { CreateInvoiceRequest } from '../../create/api/create-invoice.ts';
import { DUPLICATE_CONFIRM_REQUIRED, DuplicateWarning } from '../../create/components/duplicate-warning.tsx';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { attemptFor, PaymentDeclined, useCardApproval } from '../../shared/card-payment/card-approval.ts';
import { CardChoice } from '../../shared/card-payment/card-choice.tsx';
import {
  ChargeTotal,
  CommissionFromQuery,
  PAY_NOTE,
  PayStepError,
  settledCommission,
  StepActions,
  ThreeDSecureNote,
} from '../../shared/card-payment/pay-step-parts.tsx';
import { useChallengeReturn } from '../../shared/card-payment/use-challenge-return.ts';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import type { PrePayment } from '../api/get-pre-payment.ts';
import { prePaymentsQueryKey } from '../api/get-pre-payments.ts';
import { useOAuthPayment } from '../stores/oauth-payment.ts';
import type { OAuthPaymentState } from '../stores/oauth-payment.ts';
import { AppBadge } from './app-badge.tsx';
import { OAuthPromotionField } from './oauth-promotion-field.tsx';
import { accountLine } from './pre-payment-summary.tsx';

/** The due date the payment is made with: the partner's, or the one the buyer typed. */
const dueDateOf = (pre: PrePayment, s: Pick<OAuthPaymentState, 'dueDate'>) => pre.due_date ?? s.dueDate ?? '';

/** POST /invoices: the payment form's body, with the supplier and account prepared for the pre-payment and its pre_id. */
export function oauthInvoiceBody(pre: PrePayment, s: OAuthPaymentState, approvalId: number): CreateInvoiceRequest {
  const memo = (s.memo ?? pre.memo ?? '').trim();
  const promotion = s.promotionCode.trim();
  return {
    approval_id: approvalId,
    file_id: pre.file?.id ?? 0,
    supplier_id: s.prepared?.supplierId ?? 0,
    account_id: s.prepared?.accountId ?? 0,
    amount: pre.amount,
    due_date: dueDateOf(pre, s),
    transfer_date: s.transferDate ?? '',
    ...(pre.invoice_number?.trim() ? { invoice_number: pre.invoice_number.trim() } : {}),
    ...(memo ? { memo } : {}),
    ...(promotion ? { promotion_code: promotion } : {}),
    ...(s.duplicateConfirmed ? { duplicate_confirmed: true } : {}),
    pre_id: pre.pre_id,
  };
}

/** The confirm step's content: the payment once more, the fee, a promotion code, the card → カードで支払う. */
export function OAuthConfirmBody({ pre }: { pre: PrePayment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateInvoice();
  const flow = () => useOAuthPayment.getState();
  const transferDate = useOAuthPayment((s) => s.transferDate);
  const typedDueDate = useOAuthPayment((s) => s.dueDate);
  const memo = useOAuthPayment((s) => s.memo);
  const prepared = useOAuthPayment((s) => s.prepared);
  const promotionCode = useOAuthPayment((s) => s.promotionCode);
  const creditCardId = useOAuthPayment((s) => s.creditCardId);
  const duplicateConfirmed = useOAuthPayment((s) => s.duplicateConfirmed);
  const commission = useQuery(commissionQueryOptions(pre.amount, promotionCode || null));
  const transfer = useQuery(transferDateQueryOptions());
  const dueDate = pre.due_date ?? typedDueDate;
  const duplicates = useQuery({
    ...duplicatesQueryOptions({
      supplier_id: prepared?.supplierId ?? 0,
      amount: pre.amount,
      due_date: dueDate ?? '',
      ...(pre.invoice_number?.trim() ? { invoice_number: pre.invoice_number.trim() } : {}),
      ...(pre.file ? { file_id: pre.file.id } : {}),
    }),
    enabled: prepared !== null && dueDate !== null,
  });
  const matches = duplicates.data ?? [];
  const [confirmMissing, setConfirmMissing] = useState(false);
  const duplicateBox = useRef<HTMLInputElement>(null);
  const cardSection = useRef<HTMLDivElement>(null);
  const returnPath = paths.oauthPaymentsConfirm(pre.pre_id);

  const { pay, finishChallenge, pending, error, declined } = useCardApproval({
    slot: {
      approval: () => flow().approval,
      approvalAttempt: () => flow().approvalAttempt,
      setApproval: (a) => flow().setApproval(a),
      setApprovalAttempt: (a) => flow().setApprovalAttempt(a),
    },
    approvalBody: () => {
      const s = flow();
      const promotion = s.promotionCode.trim();
      return {
        credit_card_id: s.creditCardId ?? 0,
        amount: pre.amount,
        ...(promotion ? { promotion_code: promotion } : {}),
        return_path: returnPath,
      };
    },
    complete: async (approvalId, { afterChallenge }) => {
      if (approvalId === null) throw new PaymentDeclined('カードの承認を確認できませんでした。', false);
      const s = flow();
      const body = oauthInvoiceBody(pre, s, approvalId);
      const attempt = attemptFor(s.invoiceAttempt, body);
      s.setInvoiceAttempt(attempt);
      let invoice;
      try {
        invoice = await create.mutateAsync({ body, idempotencyKey: attempt.key });
      } catch (e) {
        // The same key with another body: the next try must be a new attempt.
        if (isApiError(e) && e.status === 'idempotency_mismatch') flow().setInvoiceAttempt(null);
        // An earlier payment looks like this one (ADR 0013): shown with its checkbox; the approval is kept.
        if (isApiError(e) && e.status === 'possible_duplicate') {
          flow().setDuplicateConfirmed(false);
          throw new PaymentDeclined(`${e.message}\n${DUPLICATE_CONFIRM_REQUIRED}`, false);
        }
        // Paid elsewhere, expired or cancelled meanwhile: read it again, so the step says why.
        if (isApiError(e) && e.httpStatus === 409) void queryClient.invalidateQueries({ queryKey: prePaymentsQueryKey });
        throw e;
      }
      flow().finish(invoice);
      // Back from 3-D Secure the gateway's page is the entry behind: keep this step between.
      await navigate(paths.oauthPaymentsComplete(pre.pre_id), { replace: !afterChallenge });
      // Paid now: the list and this pre-payment are read again (after leaving, so this step does not flash 「お支払い済み」).
      void queryClient.invalidateQueries({ queryKey: prePaymentsQueryKey });
    },
  });

  useChallengeReturn(returnPath, finishChallenge);

  const onPay = () => {
    if (matches.length > 0 && !duplicateConfirmed) {
      setConfirmMissing(true);
      duplicateBox.current?.focus();
      return;
    }
    void pay();
  };

  const earliest = transfer.data?.earliest_transfer_date ?? null;
  const stale = earliest !== null && transferDate !== null && transferDate < earliest;
  const figures = settledCommission(commission);
  const canPay = !pending && creditCardId !== null && figures !== undefined && !stale;
  const registered = [prepared?.supplierCreated ? '支払先' : null, prepared?.accountCreated ? '振込先口座' : null].filter(
    Boolean,
  );

  return (
    <>
      <div className="space-y-6">
        {stale && transferDate && earliest ? (
          <Alert tone="error" title="振込希望日を選び直してください">
            振込希望日（{formatDateWithWeekday(transferDate)}）が最短の振込日（{formatDateWithWeekday(earliest)}
            ）より前になりました。「修正する」から振込希望日を選び直してください。
          </Alert>
        ) : null}
        {registered.length > 0 ? (
          <Alert tone="success" title={`${registered.join('と')}を登録しました`}>
            {pre.client.name}から届いた内容で登録しました。「支払先」の画面で確認できます。
          </Alert>
        ) : null}
        <Card>
          <section aria-labelledby="oauth-summary-heading">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
              <h2 id="oauth-summary-heading" className="text-lg font-bold text-slate-900">
                支払情報
              </h2>
              {!pending ? (
                <TextLink
                  to={paths.oauthPaymentsInvoiceInfo(pre.pre_id)}
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
                { label: '送信元のアプリ', value: <AppBadge client={pre.client} size="sm" /> },
                { label: '請求書', value: pre.file?.file_name ?? '—' },
                { label: '支払先', value: pre.supplier_name },
                { label: '振込先口座', value: accountLine(pre) },
                { label: '請求金額', value: formatAmount(pre.amount) },
                { label: 'お支払期限', value: dueDate ? formatDateWithWeekday(dueDate) : '—' },
                { label: '振込希望日', value: transferDate ? formatDateWithWeekday(transferDate) : '—' },
                { label: '請求書番号', value: orNone(pre.invoice_number) },
                { label: 'メモ', value: orNone((memo ?? pre.memo ?? '').trim()) },
              ]}
            />
          </section>
        </Card>
        <CommissionFromQuery query={commission} />
        <Card>
          <section aria-labelledby="oauth-promotion-heading" className="space-y-3">
            <h2 id="oauth-promotion-heading" className="text-lg font-bold text-slate-900">
              プロモーションコード
            </h2>
            <OAuthPromotionFieldSlot amount={pre.amount} disabled={pending} />
          </section>
        </Card>
        <Card>
          <div ref={cardSection}>
            <CardChoice
              disabled={pending}
              value={creditCardId}
              onChange={(id) => useOAuthPayment.getState().updateConfirm({ creditCardId: id })}
            />
          </div>
        </Card>
        {matches.length > 0 ? (
          <DuplicateWarning
            matches={matches}
            confirmed={duplicateConfirmed}
            disabled={pending}
            checkboxRef={duplicateBox}
            error={confirmMissing && !duplicateConfirmed ? DUPLICATE_CONFIRM_REQUIRED : null}
            onConfirmedChange={(v) => useOAuthPayment.getState().setDuplicateConfirmed(v)}
          />
        ) : null}
      </div>

      <ChargeTotal total={figures?.total} />
      <PayStepError message={error} declined={declined} cardSection={cardSection} />
      <StepActions backTo={paths.oauthPaymentsInvoiceInfo(pre.pre_id)} pending={pending}>
        <Button size="lg" className="w-full sm:w-64" pending={pending} disabled={!canPay} onClick={onPay}>
          <CreditCard className="size-5" aria-hidden="true" />
          カードで支払う
        </Button>
      </StepActions>
      <ThreeDSecureNote>{PAY_NOTE}</ThreeDSecureNote>
    </>
  );
}

/** The promotion field bound to the flow's applied code. */
function OAuthPromotionFieldSlot({ amount, disabled }: { amount: number; disabled: boolean }) {
  const applied = useOAuthPayment((s) => s.promotionCode);
  return (
    <OAuthPromotionField
      amount={amount}
      applied={applied}
      disabled={disabled}
      onApplied={(code) => useOAuthPayment.getState().updateConfirm({ promotionCode: code })}
    />
  );
}
