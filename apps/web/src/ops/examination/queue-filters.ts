import { EXAMINATION_FLAGS, EXAMINATION_STATUSES } from '@icp/contract';
import type { ExaminationFlag, ExaminationStatus } from '@icp/contract';
import { z } from 'zod';
import { toDigits } from '../components/ops-format.ts';
import type { QueueQuery } from './api.ts';

/** The queue's filters as the form holds them (strings; empty = no filter). */
export interface QueueFilterValues {
  status: '' | ExaminationStatus;
  action_required: '' | 'yes' | 'no';
  flag: '' | ExaminationFlag;
  buyer_id: string;
  supplier_id: string;
  amount_min: string;
  amount_max: string;
}

export const EMPTY_FILTERS: QueueFilterValues = {
  status: '',
  action_required: '',
  flag: '',
  buyer_id: '',
  supplier_id: '',
  amount_min: '',
  amount_max: '',
};

const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof QueueFilterValues)[];

const idText = (label: string) =>
  z
    .string()
    .transform(toDigits)
    .refine((v) => v === '' || /^[1-9]\d{0,14}$/.test(v), `${label}は1以上の数字で入力してください。`);
const amountText = (label: string) =>
  z
    .string()
    .transform(toDigits)
    .refine((v) => v === '' || /^\d{1,12}$/.test(v), `${label}は0以上の数字（円）で入力してください。`);

export const queueFilterSchema = z
  .object({
    status: z.enum(['', ...EXAMINATION_STATUSES]),
    action_required: z.enum(['', 'yes', 'no']),
    flag: z.enum(['', ...EXAMINATION_FLAGS]),
    buyer_id: idText('購入者ID'),
    supplier_id: idText('支払先ID'),
    amount_min: amountText('金額（下限）'),
    amount_max: amountText('金額（上限）'),
  })
  .refine((v) => v.amount_min === '' || v.amount_max === '' || Number(v.amount_min) <= Number(v.amount_max), {
    message: '金額の上限は下限以上にしてください。',
    path: ['amount_max'],
  });

/** URL → form values (anything invalid in the URL is dropped). */
export function filtersFromParams(params: URLSearchParams): QueueFilterValues {
  const raw = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<string, string>;
  const out = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const one = queueFilterSchema.safeParse({ ...EMPTY_FILTERS, [key]: raw[key] });
    if (one.success) (out as Record<string, string>)[key] = one.data[key];
  }
  if (out.amount_min && out.amount_max && Number(out.amount_min) > Number(out.amount_max)) out.amount_max = '';
  return out;
}

/** Form values → URL parameters (only those set; paging starts over). */
export function filtersToParams(values: QueueFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (values[key] !== '') params.set(key, values[key]);
  return params;
}

/** URL → the API's query. */
export function queueQueryFromParams(params: URLSearchParams): QueueQuery {
  const f = filtersFromParams(params);
  const after = params.get('after');
  const q: QueueQuery = {};
  if (f.status) q.status = f.status;
  if (f.action_required) q.action_required = f.action_required;
  if (f.flag) q.flag = f.flag;
  if (f.buyer_id) q.buyer_id = Number(f.buyer_id);
  if (f.supplier_id) q.supplier_id = Number(f.supplier_id);
  if (f.amount_min) q.amount_min = Number(f.amount_min);
  if (f.amount_max) q.amount_max = Number(f.amount_max);
  if (after && /^[1-9]\d{0,15}$/.test(after)) q.after = Number(after);
  return q;
}

export const hasFilters = (values: QueueFilterValues) => FILTER_KEYS.some((k) => values[k] !== '');
