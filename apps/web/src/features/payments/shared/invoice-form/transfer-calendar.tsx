import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { addMonths, calendarDays, monthOf, weekdayOf } from '../components/iso-date.ts';

const WEEK = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Why a day cannot be chosen, or null when it can. */
export type DayRule = (iso: string) => string | null;

/**
 * A month of days for the transfer date: bank holidays, days before the earliest date and after
 * the due date are greyed out and cannot be pressed (their reason is in the accessible name).
 */
export function TransferCalendar({
  value,
  onSelect,
  firstMonth,
  lastMonth,
  unavailable,
  closedReason,
}: {
  value: string;
  onSelect: (iso: string) => void;
  firstMonth: string;
  lastMonth: string;
  unavailable: DayRule;
  closedReason: (iso: string) => string | null;
}) {
  const initial = value && monthOf(value) >= firstMonth && monthOf(value) <= lastMonth ? monthOf(value) : firstMonth;
  const [month, setMonth] = useState(initial);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const title = `${y}年${m}月`;
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLParagraphElement>(null);
  const refocus = useRef<HTMLElement | null>(null);

  /**
   * A month button that disables itself on the last (or first) month would drop focus to <body>:
   * focus moves to the other month button, or to the month's title when both are disabled.
   */
  const goTo = (target: string, pressed: 'prev' | 'next') => {
    setMonth(target);
    const atEdge = pressed === 'next' ? target >= lastMonth : target <= firstMonth;
    if (!atEdge) return;
    const otherEnabled = pressed === 'next' ? target > firstMonth : target < lastMonth;
    refocus.current = otherEnabled ? (pressed === 'next' ? prevRef.current : nextRef.current) : titleRef.current;
  };

  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [month]);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="mb-2 flex items-center justify-between">
        <button
          ref={prevRef}
          type="button"
          onClick={() => goTo(addMonths(month, -1), 'prev')}
          disabled={month <= firstMonth}
          aria-label="前の月"
          className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p ref={titleRef} tabIndex={-1} className="text-sm font-bold text-slate-900 outline-none" aria-live="polite">
          {title}
        </p>
        <button
          ref={nextRef}
          type="button"
          onClick={() => goTo(addMonths(month, 1), 'next')}
          disabled={month >= lastMonth}
          aria-label="次の月"
          className="flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div role="group" aria-label={`${title}の振込希望日`} className="grid grid-cols-7 gap-1 text-center">
        {WEEK.map((w, i) => (
          <span
            key={w}
            aria-hidden="true"
            className={cn('py-1 text-xs font-semibold', i === 0 ? 'text-red-600' : i === 6 ? 'text-blue-600' : 'text-slate-500')}
          >
            {w}
          </span>
        ))}
        {calendarDays(month).map((iso, i) => {
          if (iso === null) return <span key={`pad-${i}`} aria-hidden="true" />;
          const why = unavailable(iso);
          const closed = closedReason(iso);
          const selected = iso === value;
          const day = Number(iso.slice(8));
          const label = `${m}月${day}日（${WEEK[weekdayOf(iso)]}）${closed ? ` 休業日（${closed}）` : why ? ` ${why}` : ''}`;
          return (
            <button
              key={iso}
              type="button"
              disabled={why !== null}
              aria-pressed={selected}
              aria-label={label}
              title={closed ?? why ?? undefined}
              onClick={() => onSelect(iso)}
              className={cn(
                'flex h-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors',
                selected
                  ? 'bg-brand-600 font-bold text-white'
                  : why !== null
                    ? cn('cursor-not-allowed text-slate-300', closed && 'bg-slate-50 line-through')
                    : 'font-semibold text-slate-900 hover:bg-brand-50',
              )}
            >
              {day}
            </button>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-slate-500">
        グレーの日は選択できません（土日祝・年末年始、最短の振込日より前、お支払期限より後）。
      </p>
    </div>
  );
}
