import { closedDayReason } from '@icp/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { describedBy, FieldShell, inputClass, TextField } from '../../../../components/ui/field.tsx';
import { addDays, formatDateWithWeekday, monthOf } from '../components/iso-date.ts';
import { MEMO_MAX } from './invoice-details-rules.ts';
import type { TransferRules } from './invoice-details-rules.ts';
import { TransferCalendar } from './transfer-calendar.tsx';
import { CALENDAR_DAYS } from './use-transfer-rules.ts';

/**
 * The days a transfer date may be chosen from: from the earliest transfer date up to the due date
 * (a year ahead without one), bank business days only. `dueDate`: a valid due date, or null.
 */
export function transferWindow(rules: TransferRules, dueDate: string | null) {
  const earliest = rules.earliest;
  // The server's bank holidays on top of the domain calendar's weekends and 12/31–1/3.
  const closedReason = (iso: string) => closedDayReason(iso, (d) => rules.closed?.get(d) ?? null);
  const unavailable = (iso: string): string | null => {
    if (earliest && iso < earliest) return '最短の振込日より前';
    if (dueDate && iso > dueDate) return 'お支払期限より後';
    if (rules.closedUntil && iso > rules.closedUntil) return '選択できる期間外';
    return closedReason(iso);
  };
  const lastDay = dueDate ?? (earliest ? addDays(earliest, CALENDAR_DAYS) : null);
  return { lastDay, closedReason, unavailable };
}

/** お支払期限 as a date input; it moves the transfer date's limit, so that is checked again. */
export function DueDateField({
  registration,
  hint,
  error,
}: {
  registration: UseFormRegisterReturn;
  hint: ReactNode;
  error: string | undefined;
}) {
  return <TextField label="お支払期限" required type="date" className="max-w-56" hint={hint} error={error} {...registration} />;
}

/**
 * 振込希望日: the date input, 「最短の振込日を選ぶ」 and the bank calendar (closed days and days
 * outside the earliest date … due date greyed out). `notice`, when given, stands in for the quick
 * pick and the calendar (the rules are loading or failed, no day is left). `dueDate`: a valid due
 * date, or null.
 */
export function TransferDateField({
  registration,
  error,
  value,
  onSelect,
  rules,
  dueDate,
  notice,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  value: string;
  onSelect: (iso: string) => void;
  rules: TransferRules;
  dueDate: string | null;
  notice?: ReactNode;
}) {
  const earliest = rules.earliest;
  const { lastDay, closedReason, unavailable } = transferWindow(rules, dueDate);
  return (
    <div className="space-y-3">
      <TextField
        label="振込希望日"
        required
        type="date"
        className="max-w-56"
        min={earliest ?? undefined}
        max={dueDate ?? undefined}
        hint={
          earliest
            ? `最短の振込日は${formatDateWithWeekday(earliest)}です。金融機関の営業日を選択してください。`
            : '金融機関の営業日を選択してください。'
        }
        error={error}
        {...registration}
      />
      {notice ??
        (earliest ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => onSelect(earliest)} disabled={value === earliest}>
                最短の振込日を選ぶ
              </Button>
            </div>
            {lastDay && lastDay >= earliest ? (
              <TransferCalendar
                value={value}
                onSelect={onSelect}
                firstMonth={monthOf(earliest)}
                lastMonth={monthOf(lastDay)}
                unavailable={unavailable}
                closedReason={closedReason}
              />
            ) : null}
          </>
        ) : null)}
    </div>
  );
}

/** メモ（任意）: a few lines for the buyer only. */
export function MemoField({ registration, error }: { registration: UseFormRegisterReturn; error: string | undefined }) {
  const id = useId();
  return (
    <FieldShell id={id} label="メモ（任意）" hint={`${MEMO_MAX}文字以内。支払先には表示されません`} error={error}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        className={cn(inputClass, 'py-2.5')}
        {...registration}
      />
    </FieldShell>
  );
}
