import { cn } from '../../../../components/ui/cn.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import type { TimelineEntry } from '../../shared/api/get-invoice.ts';

/** The payment's statuses so far, oldest first: label, when, and the operator's note to the buyer. */
export function StatusTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">まだ記録がありません。</p>;
  const last = entries.length - 1;
  return (
    <ol className="relative space-y-5" aria-label="状況の履歴">
      {entries.map((e, i) => (
        <li key={`${e.status}-${e.at}-${i}`} className="relative flex gap-3" aria-current={i === last ? 'step' : undefined}>
          {i < last ? (
            <span className="absolute top-4 bottom-[-1.25rem] left-[7px] w-0.5 bg-slate-200" aria-hidden="true" />
          ) : null}
          <span
            className={cn(
              'relative mt-1 size-4 shrink-0 rounded-full border-2',
              i === last ? 'border-brand-600 bg-brand-600' : 'border-slate-300 bg-white',
            )}
            aria-hidden="true"
          />
          <div className="min-w-0">
            <span className={cn('block font-semibold', i === last ? 'text-slate-900' : 'text-slate-700')}>
              {e.label}
              {i === last ? <span className="sr-only">（現在）</span> : null}
            </span>
            <p className="text-xs text-slate-500 tabular-nums">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </p>
            {e.note ? (
              <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">{e.note}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
