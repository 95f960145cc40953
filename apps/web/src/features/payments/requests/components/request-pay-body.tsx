import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatAmount } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { showSuccess } from '../../../../lib/ui-store.ts';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import { usePayRequest } from '../../shared/api/invoice-actions.ts';
import { attemptFor, useCardApproval } from '../../shared/card-payment/card-approval.ts';
import { InvoiceFilePreview } from '../../shared/preview/invoice-preview.tsx';
import { formatDateWithWeekday, isIsoDate } from '../../shared/components/iso-date.ts';
import { listTabOf } from '../../shared/components/list-tab.ts';
import {
  CardChoiceCard,
  CardPayActions,
  CommissionFromQuery,
  settledCommission,
} from '../../shared/card-payment/pay-step-parts.tsx';
import { TransferDatePicker, transferDateRuleError } from './transfer-date-picker.tsx';
import { useChallengeReturn } from '../../shared/card-payment/use-challenge-return.ts';
import { useTransferRules } from '../../shared/invoice-form/use-transfer-rules.ts';
import { useRequestPayment } from '../stores/request-payment.ts';
import { GLOSSARY } from '../../../../lib/glossary.ts';

const day = (v: string | null) => (v && isIsoDate(v) ? formatDateWithWeekday(v) : '—');

/**
 * The request, its transfer date, the fee and the card → 「カードで支払う」: authorise (3-D Secure
 * when the gateway asks, back to this screen), then PUT /invoices/{id}/request_buyer.
 */
export function PayRequest({ inv, onLeave }: { inv: InvoiceDetail; onLeave: () => void }) {
  const navigate = useNavigate();
  const payment = usePayRequest();
  const transferDate = useRequestPayment((s) => s.transferDate);
  const creditCardId = useRequestPayment((s) => s.creditCardId);
  const setTransferDate = useRequestPayment((s) => s.setTransferDate);
  const setCreditCardId = useRequestPayment((s) => s.setCreditCardId);
  const { rules, failed, retry } = useTransferRules();
  const commission = useQuery(commissionQueryOptions(inv.amount, null));
  const [dateError, setDateError] = useState<string | null>(null);

  const flow = () => useRequestPayment.getState();
  const cardSection = useRef<HTMLDivElement>(null);
  const { pay, finishChallenge, pending, error, declined } = useCardApproval({
    slot: {
      approval: () => flow().approval,
      approvalAttempt: () => flow().approvalAttempt,
      setApproval: (a) => flow().setApproval(a),
      setApprovalAttempt: (a) => flow().setApprovalAttempt(a),
    },
    approvalBody: () => ({
      credit_card_id: flow().creditCardId ?? 0,
      amount: inv.amount,
      return_path: paths.paymentsWaitingCreditcard(inv.id),
    }),
    complete: async (approvalId, { afterChallenge }) => {
      const s = flow();
      const body = { approval_id: approvalId ?? 0, transfer_date: s.transferDate ?? '' };
      const attempt = attemptFor(s.payAttempt, body);
      s.setPayAttempt(attempt);
      let paid: InvoiceDetail;
      try {
        paid = await payment.mutateAsync({ id: inv.id, body, idempotencyKey: attempt.key });
      } catch (e) {
        if (isApiError(e) && e.status === 'idempotency_mismatch') s.setPayAttempt(null);
        throw e;
      }
      onLeave();
      const tab = listTabOf(paid);
      // Back from 3-D Secure the gateway's page is the entry behind: keep this step between (C22).
      await navigate(paths.paymentDetail(tab, inv.id), { replace: !afterChallenge });
      flow().reset();
      showSuccess(
        `${paid.display_id}のお支払いを申請しました。審査の状況は「審査中」の一覧で確認できます。`,
        'お支払いを申請しました',
      );
    },
  });

  useChallengeReturn(paths.paymentsWaitingCreditcard(inv.id), finishChallenge);

  const figures = settledCommission(commission);
  const ruleError = rules.earliest && rules.closed ? transferDateRuleError(transferDate, inv.due_date, rules) : null;
  const canPay = !pending && creditCardId !== null && figures !== undefined && transferDate !== null && ruleError === null;

  const onPay = () => {
    if (ruleError) {
      setDateError(ruleError);
      return;
    }
    void pay();
  };

  return (
    <>
      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
          <Card>
            <section aria-labelledby="request-heading">
              <h2 id="request-heading" className="mb-2 text-lg font-bold text-slate-900">
                請求の内容
              </h2>
              <DefinitionList
                rows={[
                  { label: '請求元', value: inv.seller_name ?? inv.supplier?.name ?? '—' },
                  { label: '請求金額', value: formatAmount(inv.amount) },
                  { label: 'お支払期限', value: day(inv.due_date) },
                  { label: '請求書番号', value: orNone(inv.invoice_number) },
                  ...(inv.buyer_document_number && inv.buyer_document_number !== inv.display_id
                    ? [{ label: GLOSSARY.requesterReference, value: inv.buyer_document_number }]
                    : []),
                  ...(inv.account
                    ? [
                        {
                          label: '振込先口座',
                          value: `${inv.account.bank_name} ${inv.account.branch_name} ${inv.account.account_number}\n口座名義：${inv.account.holder_name}`,
                        },
                      ]
                    : []),
                ]}
              />
            </section>
          </Card>
          {inv.file ? <InvoiceFilePreview file={inv.file} title="請求書" /> : null}
        </div>
        <Card>
          <fieldset disabled={pending}>
            <TransferDatePicker
              value={transferDate}
              onChange={(iso) => {
                setTransferDate(iso);
                setDateError(null);
              }}
              dueDate={inv.due_date}
              rules={rules}
              failed={failed}
              onRetry={retry}
              error={dateError ?? (transferDate ? ruleError : null)}
            />
          </fieldset>
        </Card>
        <CommissionFromQuery query={commission} />
        <CardChoiceCard cardSection={cardSection} disabled={pending} value={creditCardId} onChange={setCreditCardId} />
      </div>
      <CardPayActions
        total={figures?.total}
        error={error}
        declined={declined}
        cardSection={cardSection}
        backTo={paths.paymentDetail('waiting', inv.id)}
        pending={pending}
        canPay={canPay}
        onPay={onPay}
      />
    </>
  );
}
