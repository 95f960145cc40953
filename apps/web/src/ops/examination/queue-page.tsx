import { zodResolver } from '@hookform/resolvers/zod';
import { EXAMINATION_FLAG_TEXT, EXAMINATION_FLAGS } from '@icp/contract';
import type { ExaminationQueueItem } from '@icp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRight, Inbox, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { formatAge } from '../components/ops-format.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { queueQueryOptions } from './api.ts';
import { FlagBadges, StatusCell, TransferDue } from './badges.tsx';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  queueFilterSchema,
  queueQueryFromParams,
} from './queue-filters.ts';
import type { QueueFilterValues } from './queue-filters.ts';

/** /ops/examination: payments to examine, oldest first, 50 a page (keyset: 次へ carries the last id). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = queueQueryFromParams(params);
  const list = useQuery({ ...queueQueryOptions(query), placeholderData: keepPreviousData });
  const onFirstPage = query.after === undefined;

  const nextPage = (after: number) => {
    const next = new URLSearchParams(params);
    next.set('after', String(after));
    setParams(next);
  };
  const firstPage = () => {
    const next = new URLSearchParams(params);
    next.delete('after');
    setParams(next);
  };

  return (
    <>
      <OpsPageHeader
        title="審査キュー"
        lead="申請中・確認済の支払を、申請の古い順に表示します。経過時間と振込日までの残りを確認して処理してください。"
      />
      <QueueFilters key={params.toString()} initial={filtersFromParams(params)} onApply={(p) => setParams(p)} />
      <OpsPanel
        flush
        className="mt-4"
        title={
          <span>
            支払一覧
            {list.data ? (
              <span className="ml-2 text-sm font-normal text-slate-500">
                {list.data.items.length}件{onFirstPage ? '' : '（2ページ目以降）'}・{formatDateTime(list.data.now)}時点
              </span>
            ) : null}
          </span>
        }
        actions={
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()} pending={list.isFetching}>
            <RotateCcw className="size-4" aria-hidden="true" />
            更新
          </Button>
        }
      >
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <div className="p-4">
            <Alert tone="error">{list.error.message}</Alert>
          </div>
        ) : list.data.items.length === 0 ? (
          <p className="flex items-center justify-center gap-2 px-4 py-12 text-sm text-slate-600">
            <Inbox className="size-5 text-slate-400" aria-hidden="true" />
            条件に合う審査待ちの支払はありません。
          </p>
        ) : (
          <QueueTable items={list.data.items} />
        )}
        {list.data ? (
          <nav aria-label="ページ送り" className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
            <Button variant="secondary" size="sm" onClick={firstPage} disabled={onFirstPage}>
              最初のページへ
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={list.data.next_after === null}
              onClick={() => list.data.next_after !== null && nextPage(list.data.next_after)}
            >
              次へ
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </OpsPanel>
    </>
  );
}

function QueueTable({ items }: { items: ExaminationQueueItem[] }) {
  return (
    <>
      <QueueCards items={items} />
      <QueueRows items={items} />
    </>
  );
}

/** Phones: one card per payment, the same facts in words. */
function QueueCards({ items }: { items: ExaminationQueueItem[] }) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label="審査待ちの支払（申請の古い順）">
      {items.map((item) => (
        <li key={item.id} className="space-y-2 px-4 py-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={opsPaths.examinationDetail(item.id)}
              className="font-mono font-semibold text-brand-700 underline underline-offset-4"
            >
              {item.display_id}
            </Link>
            <span className="font-semibold tabular-nums">{formatAmount(item.amount)}</span>
          </div>
          <p className="text-xs text-slate-600">
            {item.buyer.name} → {item.supplier?.name ?? '—'}
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <StatusCell label={item.status_label} actionRequired={item.is_action_required} />
            <span className="text-xs text-slate-600">経過 {formatAge(item.age_hours)}</span>
            <TransferDue date={item.transfer_date} daysLeft={item.transfer_days_left} />
          </div>
          <FlagBadges flags={item.flags} />
        </li>
      ))}
    </ul>
  );
}

function QueueRows({ items }: { items: ExaminationQueueItem[] }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[960px] text-left text-sm">
        <caption className="sr-only">審査待ちの支払（申請の古い順）</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              支払番号
            </th>
            <th scope="col" className="px-3 py-2.5">
              購入者
            </th>
            <th scope="col" className="px-3 py-2.5">
              支払先
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              請求金額
            </th>
            <th scope="col" className="px-3 py-2.5">
              状態
            </th>
            <th scope="col" className="px-3 py-2.5">
              経過
            </th>
            <th scope="col" className="px-3 py-2.5">
              振込日まで
            </th>
            <th scope="col" className="px-3 py-2.5">
              フラグ
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} className="align-top hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-normal">
                <Link
                  to={opsPaths.examinationDetail(item.id)}
                  className="font-mono font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {item.display_id}
                </Link>
                <div className="mt-0.5 text-xs text-slate-500 tabular-nums">{formatDateTime(item.created_at)}</div>
              </th>
              <td className="px-3 py-3">
                <div className="max-w-48 truncate" title={item.buyer.name}>
                  {item.buyer.name}
                </div>
                <div className="text-xs text-slate-500">ID {item.buyer.id}</div>
              </td>
              <td className="px-3 py-3">
                {item.supplier ? (
                  <>
                    <div className="max-w-48 truncate" title={item.supplier.name}>
                      {item.supplier.name}
                    </div>
                    <div className="text-xs text-slate-500">ID {item.supplier.id}</div>
                  </>
                ) : (
                  <span className="text-slate-400">—</span>
                )}
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums">{formatAmount(item.amount)}</td>
              <td className="px-3 py-3">
                <StatusCell label={item.status_label} actionRequired={item.is_action_required} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatAge(item.age_hours)}</td>
              <td className="px-3 py-3">
                <TransferDue date={item.transfer_date} daysLeft={item.transfer_days_left} />
              </td>
              <td className="px-3 py-3">
                <FlagBadges flags={item.flags} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const STATUS_OPTIONS = [
  { value: 'InProgress', label: '申請中' },
  { value: 'InProgressExaminationChecked', label: '確認済' },
];
const ACTION_OPTIONS = [
  { value: 'no', label: '審査できるもの' },
  { value: 'yes', label: '修正依頼中のもの' },
];
const FLAG_OPTIONS = EXAMINATION_FLAGS.map((f) => ({ value: f, label: EXAMINATION_FLAG_TEXT[f].label }));

function QueueFilters({ initial, onApply }: { initial: QueueFilterValues; onApply: (params: URLSearchParams) => void }) {
  const { register, handleSubmit, reset, formState } = useAppForm<QueueFilterValues, unknown, z.output<typeof queueFilterSchema>>(
    {
      mode: 'onTouched',
      resolver: zodResolver(queueFilterSchema),
      defaultValues: initial,
    },
  );
  const e = formState.errors;
  const submit = handleSubmit((values) => onApply(filtersToParams(values as QueueFilterValues)));
  return (
    <OpsPanel title="絞り込み">
      <form onSubmit={submit} noValidate aria-label="審査キューの絞り込み">
        <div className="grid grid-cols-2 gap-x-3 gap-y-3 md:gap-x-4 xl:grid-cols-4">
          <SelectField
            {...register('status')}
            containerClassName="col-span-2 md:col-span-1"
            label="状態"
            placeholder="すべて"
            options={STATUS_OPTIONS}
            error={e.status?.message}
          />
          <SelectField
            {...register('action_required')}
            containerClassName="col-span-2 md:col-span-1"
            label="修正依頼"
            placeholder="すべて"
            options={ACTION_OPTIONS}
            error={e.action_required?.message}
          />
          <SelectField
            {...register('flag')}
            containerClassName="col-span-2 md:col-span-1"
            label="フラグ"
            placeholder="すべて"
            options={FLAG_OPTIONS}
            error={e.flag?.message}
          />
          <div className="hidden xl:block" />
          <TextField
            {...register('buyer_id')}
            label="購入者ID"
            inputMode="numeric"
            autoComplete="off"
            error={e.buyer_id?.message}
          />
          <TextField
            {...register('supplier_id')}
            label="支払先ID"
            inputMode="numeric"
            autoComplete="off"
            error={e.supplier_id?.message}
          />
          <TextField
            {...register('amount_min')}
            label="金額（下限）"
            inputMode="numeric"
            autoComplete="off"
            adornment="¥"
            error={e.amount_min?.message}
          />
          <TextField
            {...register('amount_max')}
            label="金額（上限）"
            inputMode="numeric"
            autoComplete="off"
            adornment="¥"
            error={e.amount_max?.message}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            絞り込む
          </Button>
          {hasFilters(initial) ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                reset(EMPTY_FILTERS);
                onApply(new URLSearchParams());
              }}
            >
              条件をクリア
            </Button>
          ) : null}
        </div>
      </form>
    </OpsPanel>
  );
}
