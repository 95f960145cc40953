import { ListFilter, Search, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { TextField } from '../../../../components/ui/field.tsx';
import type { InvoiceFilters } from '../../shared/api/get-invoices.ts';
import {
  FILTER_PARAMS,
  FILTER_Q_MAX,
  filterValuesOf,
  hasFilters,
  parseInvoiceFilters,
  readFilterValues,
  withFilters,
} from './invoice-filters.ts';
import { afterNextPaint, focusFirstInvalidField } from '../../../../lib/form-focus.ts';
import type { FilterErrors, FilterValues } from './invoice-filters.ts';

/** The list's filters, read from the URL (?q=&amount_min=&amount_max=&date_from=&date_to=). */
export function useInvoiceFilters(): InvoiceFilters {
  const [params] = useSearchParams();
  // Only the filter params: paging keeps the same object, so query keys and comparisons stay stable.
  const key = FILTER_PARAMS.map((k) => `${k}=${encodeURIComponent(params.get(k) ?? '')}`).join('&');
  return useMemo(() => parseInvoiceFilters(new URLSearchParams(key)), [key]);
}

/**
 * 支払先名, 請求金額 (range) and 振込予定日 (range; not on lists of requests, which have none yet). Applying puts them in the URL (so a reload,
 * a shared link and the back button keep them) and starts again at page 1. On phones the fields
 * fold away behind a 絞り込み button.
 */
export function InvoiceFilterForm({ dates = true }: { dates?: boolean }) {
  const [, setParams] = useSearchParams();
  const current = useInvoiceFilters();
  const [values, setValues] = useState<FilterValues>(() => filterValuesOf(current));
  const [errors, setErrors] = useState<FilterErrors>({});
  const [open, setOpen] = useState(() => hasFilters(current));
  // The URL changed from elsewhere (back button, a link): the fields follow it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValues(filterValuesOf(current));
    setErrors({});
  }
  const active = Object.keys(current).length;

  const set = (key: keyof FilterValues) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    // Validate on change (spec §5), only the fields already reported.
    if (Object.keys(errors).length > 0) setErrors(readFilterValues(next).errors);
  };

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const { filters, errors: found } = readFilterValues(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first refused condition, once the errors are drawn (focus the first error, everywhere).
      const form = e.currentTarget as HTMLFormElement;
      afterNextPaint(() => focusFirstInvalidField(form));
      return;
    }
    setParams((prev) => withFilters(prev, filters));
  };

  const clear = () => {
    setErrors({});
    setValues(filterValuesOf({}));
    setParams((prev) => withFilters(prev, {}));
  };

  return (
    <div className="mb-4">
      <Button
        variant="secondary"
        size="sm"
        className="lg:hidden"
        aria-expanded={open}
        aria-controls="invoice-filters"
        onClick={() => setOpen((o) => !o)}
      >
        <ListFilter className="size-4" aria-hidden="true" />
        絞り込み{active > 0 ? `（${active}件の条件）` : ''}
      </Button>
      <form
        id="invoice-filters"
        role="search"
        aria-label="支払の絞り込み"
        noValidate
        onSubmit={apply}
        className={cn(
          'mt-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-[0_1px_2px_rgba(15,23,42,0.04)] sm:p-5 lg:mt-0 lg:block',
          open ? 'block' : 'hidden',
        )}
      >
        <div className="grid gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,5fr)]">
          <TextField
            label="支払先名"
            type="search"
            placeholder="支払先名で検索"
            autoComplete="off"
            maxLength={FILTER_Q_MAX}
            value={values.q}
            onChange={set('q')}
            error={errors.q}
          />
          <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
            <TextField
              label="請求金額（下限）"
              inputMode="numeric"
              autoComplete="off"
              adornment="¥"
              placeholder="0"
              className="text-right tabular-nums"
              value={values.amountMin}
              onChange={set('amountMin')}
              error={errors.amountMin}
            />
            <span className="mt-9 text-slate-500" aria-hidden="true">
              〜
            </span>
            <TextField
              label="請求金額（上限）"
              inputMode="numeric"
              autoComplete="off"
              adornment="¥"
              placeholder="10,000,000"
              className="text-right tabular-nums"
              value={values.amountMax}
              onChange={set('amountMax')}
              error={errors.amountMax}
            />
          </div>
          {dates ? (
            <div className="grid grid-cols-[1fr_auto_1fr] items-start gap-2">
              <TextField
                label="振込予定日（開始）"
                type="date"
                value={values.dateFrom}
                onChange={set('dateFrom')}
                error={errors.dateFrom}
              />
              <span className="mt-9 text-slate-500" aria-hidden="true">
                〜
              </span>
              <TextField
                label="振込予定日（終了）"
                type="date"
                value={values.dateTo}
                onChange={set('dateTo')}
                error={errors.dateTo}
              />
            </div>
          ) : null}
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {active > 0 || Object.values(values).some((v) => v.trim() !== '') ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              <X className="size-4" aria-hidden="true" />
              条件をクリア
            </Button>
          ) : null}
          <Button type="submit" size="sm">
            <Search className="size-4" aria-hidden="true" />
            絞り込む
          </Button>
        </div>
      </form>
    </div>
  );
}
