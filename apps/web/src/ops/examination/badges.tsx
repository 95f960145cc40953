import { EXAMINATION_FLAG_TEXT } from '@icp/contract';
import { formatDate } from '../../lib/format.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import type { BadgeTone } from '../components/ops-badge.tsx';
import { formatDaysLeft, transferUrgency } from '../components/ops-format.ts';
import type { Urgency } from '../components/ops-format.ts';

const URGENCY_TONE: Record<Urgency, BadgeTone> = {
  overdue: 'red',
  urgent: 'red',
  soon: 'amber',
  normal: 'slate',
  none: 'slate',
};

export function TransferDue({ date, daysLeft }: { date: string | null; daysLeft: number | null }) {
  const urgency = transferUrgency(daysLeft);
  return (
    <span className="flex flex-col items-start gap-0.5">
      <OpsBadge tone={URGENCY_TONE[urgency]}>{formatDaysLeft(daysLeft)}</OpsBadge>
      {date ? <span className="text-xs text-slate-500 tabular-nums">{formatDate(date)}</span> : null}
    </span>
  );
}

export function FlagBadges({ flags }: { flags: readonly (keyof typeof EXAMINATION_FLAG_TEXT)[] }) {
  if (flags.length === 0) return <span className="text-xs text-slate-400">なし</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="フラグ">
      {flags.map((f) => (
        <li key={f}>
          <OpsBadge tone="amber" title={EXAMINATION_FLAG_TEXT[f].explanation}>
            {EXAMINATION_FLAG_TEXT[f].label}
          </OpsBadge>
        </li>
      ))}
    </ul>
  );
}

export function StatusCell({ label, actionRequired }: { label: string; actionRequired: boolean }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <OpsBadge tone="blue">{label}</OpsBadge>
      {actionRequired ? <OpsBadge tone="violet">修正依頼中</OpsBadge> : null}
    </span>
  );
}
