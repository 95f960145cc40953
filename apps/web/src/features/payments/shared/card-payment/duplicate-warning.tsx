import type { DuplicateMatch, DuplicateReason } from '@icp/contract';
import { isInvoiceStatus, isInvoiceType } from '@icp/domain';
import { TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../../components/ui/choice.tsx';
import { formatAmount, formatDate } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { listTabOf } from '../components/list-tab.ts';

const REASON_TEXT: Record<DuplicateReason, string> = {
  invoice_number: '支払先と請求書番号が同じ',
  file: '同じ請求書ファイル',
  amount_due_date: '支払先・請求金額・お支払期限が同じ',
};

export const DUPLICATE_CONFIRM_LABEL = '重複していないことを確認しました';
export const DUPLICATE_CONFIRM_REQUIRED =
  '以前の支払と重複していないことをご確認のうえ、「重複していないことを確認しました」にチェックを入れてください。';

function detailPath(m: DuplicateMatch): string {
  const tab =
    isInvoiceStatus(m.status) && isInvoiceType(m.type)
      ? listTabOf({ status: m.status, type: m.type, is_action_required: m.is_action_required })
      : 'history';
  return paths.paymentDetail(tab, m.id);
}

/**
 * The earlier payments this one looks like (ADR 0013), each with its 支払番号, status and date and
 * a link to its detail, and the checkbox without which the payment is not sent. Never a block:
 * a second payment of the same supplier can be legitimate.
 */
export function DuplicateWarning({
  matches,
  confirmed,
  onConfirmedChange,
  error,
  disabled,
  checkboxRef,
}: {
  matches: DuplicateMatch[];
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  error?: string | null;
  disabled?: boolean;
  checkboxRef?: Ref<HTMLInputElement>;
}) {
  return (
    <section
      aria-labelledby="duplicate-heading"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950"
    >
      <h2 id="duplicate-heading" className="flex items-center gap-2 text-base font-bold">
        <TriangleAlert className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        この請求書はすでにお支払いの申請がある可能性があります
      </h2>
      <p className="text-sm">次の支払と内容が似ています。同じ請求書を二重に支払っていないか、支払の詳細でご確認ください。</p>
      <ul className="space-y-2">
        {matches.map((m) => (
          <li key={m.id} className="rounded-xl border border-amber-200 bg-white px-4 py-3 text-sm text-slate-800">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link to={detailPath(m)} className="font-semibold text-brand-700 underline underline-offset-2">
                支払番号 {m.display_id}
              </Link>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{m.status_label}</span>
              <span>申請日 {formatDate(m.created_at)}</span>
            </p>
            <p className="mt-1 text-slate-700">
              {m.supplier_name ?? '—'}　{formatAmount(m.amount)}　お支払期限 {formatDate(m.due_date)}
              {m.invoice_number ? `　請求書番号 ${m.invoice_number}` : ''}
            </p>
            <p className="mt-1 text-xs text-slate-600">一致した点：{m.reasons.map((r) => REASON_TEXT[r]).join('、')}</p>
          </li>
        ))}
      </ul>
      <CheckboxField
        ref={checkboxRef}
        label={DUPLICATE_CONFIRM_LABEL}
        checked={confirmed}
        disabled={disabled}
        error={error ?? undefined}
        onChange={(e) => onConfirmedChange(e.target.checked)}
      />
    </section>
  );
}
