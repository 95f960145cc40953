import type { ReactNode } from 'react';

export interface DefinitionRow {
  label: string;
  value: ReactNode;
}

/** Label / value rows of a read-only section (confirm step, detail). */
export function DefinitionList({ rows }: { rows: readonly DefinitionRow[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((r) => (
        <div key={r.label} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-slate-500">{r.label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A value that may be missing: optional fields say （なし）. */
export const orNone = (v: string | null | undefined): string => (v === null || v === undefined || v === '' ? '（なし）' : v);
