import type { MismatchField } from '@icp/contract';
import { formatAmount, formatDate } from '../../lib/format.ts';
import type { ExaminationDetailResult } from './api.ts';

export type Verdict = 'mismatch' | 'match' | 'unread' | 'unentered' | 'reference';

export interface ComparisonRow {
  key: string;
  label: string;
  entered: string;
  read: string;
  verdict: Verdict;
}

const ACCOUNT_TYPES: Record<string, string> = { '1': '当座', '2': '普通' };

const orDash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/**
 * What the buyer entered beside what was read from the document, field by field. Which fields
 * differ is the server's finding (`mismatches`, compared with normalisation); a field the reader did
 * not find is "読み取りなし", never a match.
 */
export function comparisonRows(detail: ExaminationDetailResult): ComparisonRow[] {
  const { payment, extraction, mismatches } = detail;
  const f = extraction?.fields;
  const differs = new Set<MismatchField>(mismatches.map((m) => m.field));
  const missing = (v: unknown) => v === null || v === undefined || v === '';
  /** Nothing to compare is never 一致: the reader found nothing, or there was nothing entered. */
  const verdict = (field: MismatchField, read: unknown, entered: unknown): Verdict =>
    differs.has(field) ? 'mismatch' : missing(read) ? 'unread' : missing(entered) ? 'unentered' : 'match';

  const a = payment.account;
  const readAccountParts = f
    ? [
        f.bank_name.value,
        f.bank_code.value && `(${f.bank_code.value})`,
        f.branch_name.value,
        f.branch_code.value && `(${f.branch_code.value})`,
      ]
    : [];
  const readAccountType = f?.account_type.value ? ACCOUNT_TYPES[f.account_type.value] : null;
  const anyAccountRead = !!f && [f.bank_code, f.branch_code, f.account_type, f.account_number].some((x) => x.value !== null);
  const readAccount = anyAccountRead
    ? [readAccountParts.filter(Boolean).join(' '), readAccountType, f?.account_number.value].filter(Boolean).join(' ')
    : null;

  return [
    {
      key: 'amount',
      label: '金額（税込）',
      entered: formatAmount(payment.amount),
      read: f?.total_amount.value != null ? formatAmount(f.total_amount.value) : '—',
      verdict: verdict('amount', f?.total_amount.value, payment.amount),
    },
    {
      key: 'due_date',
      label: '支払期日',
      entered: payment.due_date ? formatDate(payment.due_date) : '—',
      read: f?.due_date.value ? formatDate(f.due_date.value) : '—',
      verdict: verdict('due_date', f?.due_date.value, payment.due_date),
    },
    {
      key: 'bank_account',
      label: '振込先口座',
      entered: a
        ? `${a.bank_name} (${a.bank_code}) ${a.branch_name} (${a.branch_code}) ${a.account_type_label} ${a.account_number}`
        : '—',
      read: orDash(readAccount),
      verdict: verdict('bank_account', readAccount, a),
    },
    {
      key: 'holder_name',
      label: '口座名義',
      entered: orDash(a?.holder_name),
      read: orDash(f?.account_holder.value),
      verdict: verdict('holder_name', f?.account_holder.value, a?.holder_name),
    },
    {
      key: 'registration_number',
      label: '登録番号',
      entered: orDash(payment.registration_number),
      read: orDash(f?.registration_number.value),
      verdict: verdict('registration_number', f?.registration_number.value, payment.registration_number),
    },
    {
      key: 'invoice_number',
      label: '請求書番号',
      entered: orDash(payment.invoice_number),
      read: orDash(f?.invoice_number.value),
      verdict: 'reference',
    },
    {
      key: 'issuer',
      label: '支払先（発行者）',
      entered: orDash(detail.payment.supplier?.name),
      read: orDash(f?.issuer_name.value),
      verdict: 'reference',
    },
  ];
}

export const EXTRACTION_METHOD_TEXT = {
  pdf_text: 'PDFの文字情報から読み取り',
  ocr: '画像から文字認識（OCR）で読み取り',
  none: '読み取れませんでした',
} as const;
