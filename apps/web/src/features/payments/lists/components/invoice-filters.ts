import { MONEY, parseYenInput } from '@icp/domain';
import type { InvoiceFilters } from '../../shared/api/get-invoices.ts';
import { isIsoDate } from '../../shared/components/iso-date.ts';

/** The search params a payment list keeps its filters in (the API's own names). */
export const FILTER_PARAMS = ['q', 'amount_min', 'amount_max', 'date_from', 'date_to'] as const;

export const FILTER_Q_MAX = 100;

const amountParam = (raw: string | null) => {
  if (raw === null || !/^\d{1,8}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= MONEY.MAX_INVOICE_AMOUNT ? n : undefined;
};

const dateParam = (raw: string | null) => (raw !== null && isIsoDate(raw) ? raw : undefined);

/** The filters in the URL; anything malformed is ignored (a search param is user input). */
export function parseInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const out: InvoiceFilters = {};
  const q = (params.get('q') ?? '').trim().slice(0, FILTER_Q_MAX);
  if (q) out.q = q;
  const amountMin = amountParam(params.get('amount_min'));
  if (amountMin !== undefined) out.amountMin = amountMin;
  const amountMax = amountParam(params.get('amount_max'));
  if (amountMax !== undefined) out.amountMax = amountMax;
  const dateFrom = dateParam(params.get('date_from'));
  if (dateFrom) out.dateFrom = dateFrom;
  const dateTo = dateParam(params.get('date_to'));
  if (dateTo) out.dateTo = dateTo;
  return out;
}

export const hasFilters = (f: InvoiceFilters) => Object.keys(f).length > 0;

/** The URL with these filters (page back to 1; other params kept). */
export function withFilters(prev: URLSearchParams, f: InvoiceFilters): URLSearchParams {
  const p = new URLSearchParams(prev);
  for (const k of FILTER_PARAMS) p.delete(k);
  p.delete('page');
  if (f.q) p.set('q', f.q);
  if (f.amountMin !== undefined) p.set('amount_min', String(f.amountMin));
  if (f.amountMax !== undefined) p.set('amount_max', String(f.amountMax));
  if (f.dateFrom) p.set('date_from', f.dateFrom);
  if (f.dateTo) p.set('date_to', f.dateTo);
  return p;
}

/** What the filter form holds, as typed. */
export interface FilterValues {
  q: string;
  amountMin: string;
  amountMax: string;
  dateFrom: string;
  dateTo: string;
}

export const filterValuesOf = (f: InvoiceFilters): FilterValues => ({
  q: f.q ?? '',
  amountMin: f.amountMin === undefined ? '' : f.amountMin.toLocaleString('en-US'),
  amountMax: f.amountMax === undefined ? '' : f.amountMax.toLocaleString('en-US'),
  dateFrom: f.dateFrom ?? '',
  dateTo: f.dateTo ?? '',
});

export type FilterErrors = Partial<Record<keyof FilterValues, string>>;

/** The typed values as filters, or what is wrong with them. */
export function readFilterValues(v: FilterValues): { filters: InvoiceFilters; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const filters: InvoiceFilters = {};
  const q = v.q.trim();
  if (q.length > FILTER_Q_MAX) errors.q = `支払先名は${FILTER_Q_MAX}文字以内で入力してください。`;
  else if (q) filters.q = q;
  const amount = (key: 'amountMin' | 'amountMax') => {
    const raw = v[key].trim();
    if (!raw) return;
    const n = parseYenInput(raw);
    if (n === null) errors[key] = '金額は半角数字で入力してください（例：110,000）。';
    else if (n > MONEY.MAX_INVOICE_AMOUNT) errors[key] = '金額は10,000,000円以下で入力してください。';
    else filters[key] = n;
  };
  amount('amountMin');
  amount('amountMax');
  if (filters.amountMin !== undefined && filters.amountMax !== undefined && filters.amountMin > filters.amountMax) {
    errors.amountMax = '上限は下限以上の金額を入力してください。';
  }
  const date = (key: 'dateFrom' | 'dateTo') => {
    const raw = v[key].trim();
    if (!raw) return;
    if (!isIsoDate(raw)) errors[key] = '日付を正しく入力してください。';
    else filters[key] = raw;
  };
  date('dateFrom');
  date('dateTo');
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    errors.dateTo = '終了日は開始日以降の日付を選択してください。';
  }
  return { filters, errors };
}
