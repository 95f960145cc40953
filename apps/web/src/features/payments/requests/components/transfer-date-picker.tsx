import { closedDayReason } from '@icp/domain';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError } from '../../../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import type { TransferRules } from '../../shared/invoice-form/invoice-details-rules.ts';
import { formatDateWithWeekday, monthOf } from '../../shared/components/iso-date.ts';
import { transferWindow } from '../../shared/invoice-form/invoice-fields.tsx';
import { TransferCalendar } from '../../shared/invoice-form/transfer-calendar.tsx';

/** Why a transfer date cannot be used for this request, or null. */
export function transferDateRuleError(iso: string | null, dueDate: string | null, rules: TransferRules): string | null {
  if (!iso) return '振込希望日を選択してください。';
  if (rules.earliest && iso < rules.earliest)
    return `振込希望日は最短の振込日（${formatDateWithWeekday(rules.earliest)}）以降を選択してください。`;
  if (dueDate && iso > dueDate) return 'お支払期限より後の日は選択できません。';
  const closed = closedDayReason(iso, (d) => rules.closed?.get(d) ?? null);
  if (closed) return `${formatDateWithWeekday(iso)}は${closed}で休業日です。銀行営業日を選択してください。`;
  return null;
}

/**
 * 振込希望日 of a request: the bank business days from the earliest transfer date up to its due
 * date, in the same calendar as the payment form.
 */
export function TransferDatePicker({
  value,
  onChange,
  dueDate,
  rules,
  failed,
  onRetry,
  error,
}: {
  value: string | null;
  onChange: (iso: string) => void;
  dueDate: string | null;
  rules: TransferRules;
  failed: boolean;
  onRetry: () => void;
  error?: string | null;
}) {
  const earliest = rules.earliest;
  const { lastDay, closedReason, unavailable } = transferWindow(rules, dueDate);

  return (
    <section aria-labelledby="transfer-heading" className="space-y-3">
      <h2 id="transfer-heading" className="text-lg font-bold text-slate-900">
        振込希望日
      </h2>
      {failed ? (
        <ListError message="振込できる日を取得できませんでした。" onRetry={onRetry} />
      ) : !earliest || !rules.closed ? (
        <ListLoading label="振込できる日を確認しています" />
      ) : lastDay && lastDay < earliest ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          お支払期限（{formatDateWithWeekday(lastDay)}）までに振込できる日がありません。請求元の事業者へお問い合わせください。
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            最短の振込日は{formatDateWithWeekday(earliest)}です。
            {value ? (
              <>
                選択中：<strong className="text-slate-900">{formatDateWithWeekday(value)}</strong>
              </>
            ) : (
              '金融機関の営業日を選択してください。'
            )}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onChange(earliest)} disabled={value === earliest}>
            最短の振込日を選ぶ
          </Button>
          <TransferCalendar
            value={value ?? ''}
            onSelect={onChange}
            firstMonth={monthOf(earliest)}
            lastMonth={monthOf(lastDay ?? earliest)}
            unavailable={unavailable}
            closedReason={closedReason}
          />
          {error ? <FieldError message={error} /> : null}
        </>
      )}
    </section>
  );
}
