import { ScanText } from 'lucide-react';

/** Marks a value that was filled in from the invoice (and not changed since). */
export function ReadBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-px text-[11px] font-semibold text-emerald-700">
      <ScanText className="size-3" aria-hidden="true" />
      請求書から読み取り
    </span>
  );
}
