import { CONFIDENT_READING } from '@icp/contract';
import { ScanText, TriangleAlert } from 'lucide-react';

/** A value read from the invoice, as the reader gave it: null when not read. */
export interface ReadValue<T> {
  value: T | null;
  confidence: number;
}

export const NOT_READ: ReadValue<never> = { value: null, confidence: 0 };

export const isConfidentReading = (read: { confidence: number }) => read.confidence >= CONFIDENT_READING;

/**
 * Marks a value that was filled in from the invoice (and not changed since): 請求書から読み取り
 * when the reader is sure of it, else 「読み取り結果をご確認ください」, so a doubtful reading is
 * never presented as read.
 */
export function ReadBadge({ confidence = 1 }: { confidence?: number }) {
  if (confidence < CONFIDENT_READING) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-px text-[11px] font-semibold text-amber-800">
        <TriangleAlert className="size-3" aria-hidden="true" />
        読み取り結果をご確認ください
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-px text-[11px] font-semibold text-emerald-700">
      <ScanText className="size-3" aria-hidden="true" />
      請求書から読み取り
    </span>
  );
}
