import {
  JOURNAL_EXPORT_FORMAT_LABELS,
  JOURNAL_EXPORT_FORMATS,
  type JournalExportFormat,
  journalExportPeriodProblem,
} from '@icp/contract';
import { jstDate } from '@icp/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../../components/ui/field.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { afterNextPaint, focusFirstInvalidField } from '../../../../lib/form-focus.ts';
import { type SaveFile, downloadJournal } from '../api/download-journal.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar month before the one `today` (YYYY-MM-DD) is in. */
export function lastMonthOf(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

function isRealDate(v: string): boolean {
  return ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
}

type Errors = Partial<Record<'from' | 'to', string>>;

function check(from: string, to: string): Errors {
  const errors: Errors = {};
  if (!from) errors.from = '開始日を入力してください。';
  else if (!isRealDate(from)) errors.from = '開始日が正しい日付ではありません。';
  if (!to) errors.to = '終了日を入力してください。';
  else if (!isRealDate(to)) errors.to = '終了日が正しい日付ではありません。';
  if (!errors.from && !errors.to) {
    const problem = journalExportPeriodProblem(from, to);
    if (problem) errors.to = problem;
  }
  return errors;
}

/**
 * 会計ソフト用CSV on the history tab: the settled payments (振込完了) whose card charge falls in the
 * period, as a journal file for freee, マネーフォワード クラウド会計, 弥生会計 or a generic CSV.
 */
export function JournalExportForm({ today = jstDate(new Date()), save }: { today?: string; save?: SaveFile }) {
  const [period, setPeriod] = useState(() => lastMonthOf(today));
  const [format, setFormat] = useState<JournalExportFormat>('freee');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const setDate = (key: 'from' | 'to') => (e: { target: { value: string } }) => {
    const next = { ...period, [key]: e.target.value };
    setPeriod(next);
    if (Object.keys(errors).length > 0) setErrors(check(next.from, next.to));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = check(period.from, period.to);
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (Object.keys(found).length > 0) {
      afterNextPaint(() => focusFirstInvalidField(form));
      return;
    }
    setPending(true);
    try {
      const name = await downloadJournal({ format, from: period.from, to: period.to }, save ? { save } : {});
      setDone(`${name} をダウンロードしました。`);
    } catch (err) {
      const fieldErrors: Errors = {};
      if (isApiError(err))
        for (const fe of err.errors) if (fe.field === 'from' || fe.field === 'to') fieldErrors[fe.field] ??= fe.message;
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        afterNextPaint(() => focusFirstInvalidField(form));
      } else {
        setFailure(isApiError(err) ? err.message : 'ダウンロードできませんでした。時間をおいて再度お試しください。');
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="journal-export-title" className="mt-8 rounded-2xl border border-slate-200/80 bg-white p-4 sm:p-5">
      <h2 id="journal-export-title" className="text-base font-semibold text-slate-900">
        会計ソフト用CSV
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        振込が完了した支払を、カード決済日で期間を指定して仕訳データとしてダウンロードできます（期間は1年以内）。
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="会計ソフト用CSVのダウンロード" className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_minmax(0,1.4fr)]">
          <TextField label="開始日" type="date" value={period.from} onChange={setDate('from')} error={errors.from} required />
          <TextField label="終了日" type="date" value={period.to} onChange={setDate('to')} error={errors.to} required />
          <SelectField
            label="形式"
            value={format}
            onChange={(e) => setFormat(e.target.value as JournalExportFormat)}
            options={JOURNAL_EXPORT_FORMATS.map((f) => ({ value: f, label: JOURNAL_EXPORT_FORMAT_LABELS[f] }))}
          />
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        <Button type="submit" variant="secondary" pending={pending}>
          <Download className="size-4" aria-hidden="true" />
          CSVをダウンロード
        </Button>
      </form>
    </section>
  );
}
