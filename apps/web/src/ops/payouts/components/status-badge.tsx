import { Badge } from '../../../components/ui/query-state.tsx';
import type { Batch, BatchLine } from '../api.ts';

const batchTones = {
  draft: 'amber',
  approved: 'blue',
  sent: 'blue',
  closed: 'green',
  discarded: 'slate',
} as const satisfies Record<Batch['status'], Parameters<typeof Badge>[0]['tone']>;

const lineTones = {
  pending: 'slate',
  excluded: 'amber',
  released: 'slate',
  done: 'green',
  failed: 'red',
} as const satisfies Record<BatchLine['status'], Parameters<typeof Badge>[0]['tone']>;

/** A batch's state in words (the server's label: 作成中 / 承認済 / 送信済 / 完了 / 破棄). */
export function BatchStatusBadge({ batch }: { batch: Pick<Batch, 'status' | 'status_label'> }) {
  return <Badge tone={batchTones[batch.status]}>{batch.status_label}</Badge>;
}

/** A line's state; a pending line of a batch not yet sent is 振込対象 (no bank result is awaited yet). */
export function LineStatusBadge({
  line,
  batchStatus,
}: {
  line: Pick<BatchLine, 'status' | 'status_label'>;
  batchStatus?: Batch['status'];
}) {
  const label =
    line.status === 'pending' && (batchStatus === 'draft' || batchStatus === 'approved') ? '振込対象' : line.status_label;
  return <Badge tone={lineTones[line.status]}>{label}</Badge>;
}

/** 休業日: shown wherever a date the banks are closed on is proposed or built. */
export function ClosedDayBadge({ reason }: { reason: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700">
      休業日<span className="font-normal">（{reason}）</span>
    </span>
  );
}
