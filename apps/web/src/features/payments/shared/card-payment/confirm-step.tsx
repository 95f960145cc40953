import type { Commission, DuplicateMatch } from '@icp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import type { DefinitionRow } from '../../../../components/ui/definition-list.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { transferDateQueryOptions } from '../api/get-transfer-date.ts';
import { formatDateWithWeekday } from '../components/iso-date.ts';
import { DUPLICATE_CONFIRM_REQUIRED, DuplicateWarning } from './duplicate-warning.tsx';
import { CardChoiceCard, CardPayActions, CommissionFromQuery, settledCommission } from './pay-step-parts.tsx';
import { PromotionCard } from './promotion-field.tsx';

/** The payment as it will be made, in the confirm step's words. */
export interface SummaryValues {
  fileName: string | null | undefined;
  supplier: ReactNode;
  account: ReactNode;
  amount: number | null;
  dueDate: string | null;
  transferDate: string | null;
  invoiceNumber: string | null;
  memo: string;
}

/** 請求書 … メモ of a payment about to be made. */
export function paymentSummaryRows(v: SummaryValues): DefinitionRow[] {
  return [
    { label: '請求書', value: v.fileName ?? '—' },
    { label: '支払先', value: v.supplier },
    { label: '振込先口座', value: v.account },
    { label: '請求金額', value: formatAmount(v.amount) },
    { label: 'お支払期限', value: v.dueDate ? formatDateWithWeekday(v.dueDate) : '—' },
    { label: '振込希望日', value: v.transferDate ? formatDateWithWeekday(v.transferDate) : '—' },
    { label: '請求書番号', value: orNone(v.invoiceNumber) },
    { label: 'メモ', value: orNone(v.memo) },
  ];
}

/** 支払情報, read-only, with 「修正する」 back to the step that entered it while nothing is being paid. */
export function PaymentSummaryCard({
  rows,
  editTo,
  editable,
}: {
  rows: readonly DefinitionRow[];
  editTo: string;
  editable: boolean;
}) {
  return (
    <Card>
      <section aria-labelledby="summary-heading">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
          <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
            支払情報
          </h2>
          {editable ? (
            <TextLink to={editTo} aria-label="支払情報を修正する" className="inline-flex items-center gap-1 text-sm">
              <Pencil className="size-3.5" aria-hidden="true" />
              修正する
            </TextLink>
          ) : null}
        </div>
        <DefinitionList rows={rows} />
      </section>
    </Card>
  );
}

/** What the step's pay hook (useCardApproval) gives. */
interface Payment {
  pay: () => Promise<void>;
  pending: boolean;
  error: string | null;
  declined: boolean;
}

/**
 * The confirm step of a new payment: the payment once more (`summary`), the fee, a promotion code,
 * the card, the earlier payments it looks like → カードで支払う. The flow passes its values, where
 * they are kept and its pay hook; the transfer date is checked again against today's earliest one.
 */
export function CardConfirmStep({
  payment: { pay, pending, error, declined },
  commission,
  transferDate,
  notices,
  summary,
  amount,
  promotionCode,
  onPromotionCode,
  creditCardId,
  onCreditCard,
  duplicates,
  duplicateConfirmed,
  onDuplicateConfirmed,
  backTo,
  actions,
}: {
  payment: Payment;
  commission: UseQueryResult<Commission>;
  transferDate: string | null;
  /** Shown above the summary (after a stale transfer date). */
  notices?: ReactNode;
  summary: ReactNode;
  amount: number;
  promotionCode: string;
  onPromotionCode: (code: string) => void;
  creditCardId: number | null;
  onCreditCard: (id: number | null) => void;
  duplicates: DuplicateMatch[];
  duplicateConfirmed: boolean;
  onDuplicateConfirmed: (confirmed: boolean) => void;
  backTo: string;
  /** The flow's own buttons before 「カードで支払う」. */
  actions?: ReactNode;
}) {
  const transfer = useQuery(transferDateQueryOptions());
  const [confirmMissing, setConfirmMissing] = useState(false);
  const duplicateBox = useRef<HTMLInputElement>(null);
  const cardSection = useRef<HTMLDivElement>(null);

  /** Not sent while an earlier payment looks like this one and the buyer has not said it is not. */
  const onPay = () => {
    if (duplicates.length > 0 && !duplicateConfirmed) {
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

  return (
    <>
      <div className="space-y-6">
        {stale && earliest && transferDate ? (
          <Alert tone="error" title="振込希望日を選び直してください">
            振込希望日（{formatDateWithWeekday(transferDate)}）が最短の振込日（{formatDateWithWeekday(earliest)}
            ）より前になりました。「修正する」から振込希望日を選び直してください。
          </Alert>
        ) : null}
        {notices}
        {summary}
        <CommissionFromQuery query={commission} />
        <PromotionCard amount={amount} applied={promotionCode} onApplied={onPromotionCode} disabled={pending} />
        <CardChoiceCard cardSection={cardSection} disabled={pending} value={creditCardId} onChange={onCreditCard} />
        {duplicates.length > 0 ? (
          <DuplicateWarning
            matches={duplicates}
            confirmed={duplicateConfirmed}
            disabled={pending}
            checkboxRef={duplicateBox}
            error={confirmMissing && !duplicateConfirmed ? DUPLICATE_CONFIRM_REQUIRED : null}
            onConfirmedChange={onDuplicateConfirmed}
          />
        ) : null}
      </div>

      <CardPayActions
        total={figures?.total}
        error={error}
        declined={declined}
        cardSection={cardSection}
        backTo={backTo}
        pending={pending}
        canPay={canPay}
        onPay={onPay}
      >
        {actions}
      </CardPayActions>
    </>
  );
}
