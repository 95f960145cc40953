import { z } from 'zod';
import { isoDateSchema } from './payments.ts';

/**
 * The accounting exports (docs/decisions/0023): the buyer's settled card payments of a period as
 * a journal import file for freee, マネーフォワード クラウド会計, 弥生会計, or as a generic CSV.
 */
export const JOURNAL_EXPORT_FORMATS = ['freee', 'moneyforward', 'yayoi', 'generic'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

/** The names the screen shows, in the order of its select. */
export const JOURNAL_EXPORT_FORMAT_LABELS: Readonly<Record<JournalExportFormat, string>> = {
  freee: 'freee会計',
  moneyforward: 'マネーフォワード クラウド会計',
  yayoi: '弥生会計',
  generic: '汎用CSV',
};

/** At most one year per file: from 2026-01-01 the last allowed `to` is 2026-12-31. */
export const JOURNAL_EXPORT_MAX_MONTHS = 12;

function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  return date.toISOString().slice(0, 10);
}

/**
 * What is wrong with a period, for the server's schema and the screen alike: null when `from`
 * ≤ `to` and the period is at most a year. Both dates must already be valid YYYY-MM-DD.
 */
export function journalExportPeriodProblem(from: string, to: string): string | null {
  if (from > to) return '終了日は開始日以降の日付を指定してください。';
  if (to >= addMonths(from, JOURNAL_EXPORT_MAX_MONTHS)) return '期間は1年以内で指定してください。';
  return null;
}

export const journalExportQuerySchema = z
  .strictObject({
    format: z.enum(JOURNAL_EXPORT_FORMATS, {
      error: '形式はfreee、moneyforward、yayoi、genericのいずれかで指定してください。',
    }),
    from: isoDateSchema('開始日'),
    to: isoDateSchema('終了日'),
  })
  .superRefine((q, ctx) => {
    const problem = journalExportPeriodProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;
