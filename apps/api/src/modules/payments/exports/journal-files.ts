import type { JournalExportFormat } from '@icp/contract';
import type { JournalEntry } from '@icp/domain';
import { freeeJournalFile } from './freee.ts';
import { genericJournalFile } from './generic.ts';
import { moneyforwardJournalFile } from './moneyforward.ts';
import { yayoiJournalFile } from './yayoi.ts';

export interface JournalFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const FORMATS: Readonly<
  Record<JournalExportFormat, { write: (entries: readonly JournalEntry[]) => Buffer; charset: string; label: string }>
> = {
  freee: { write: freeeJournalFile, charset: 'Shift_JIS', label: 'freee' },
  moneyforward: { write: moneyforwardJournalFile, charset: 'Shift_JIS', label: 'マネーフォワード' },
  yayoi: { write: yayoiJournalFile, charset: 'Shift_JIS', label: '弥生' },
  generic: { write: genericJournalFile, charset: 'utf-8', label: '汎用' },
};

/** The file of one format: its bytes, its content type with the charset, and a Japanese name. */
export function journalFile(
  format: JournalExportFormat,
  entries: readonly JournalEntry[],
  period: { from: string; to: string },
): JournalFile {
  const f = FORMATS[format];
  const span = `${period.from.replaceAll('-', '')}-${period.to.replaceAll('-', '')}`;
  return {
    bytes: f.write(entries),
    contentType: `text/csv; charset=${f.charset}`,
    fileName: `仕訳_${f.label}_${span}.csv`,
  };
}
