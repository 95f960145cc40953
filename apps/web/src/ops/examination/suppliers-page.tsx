import { zodResolver } from '@hookform/resolvers/zod';
import type { SupplierReviewDecision, SupplierReviewItem } from '@icp/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { ListLoading } from '../../components/ui/query-state.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { FormDialog } from '../components/form-dialog.tsx';
import { OpsBadge } from '../components/ops-badge.tsx';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { examinationKeys, reviewSupplier, supplierReviewsQueryOptions } from './api.ts';
import type { SupplierReviewsQuery } from './api.ts';

const STATUS_FILTERS = [
  { value: '', label: '未承認・確認中' },
  { value: 'Unapproved', label: '未承認' },
  { value: 'Escalation', label: '確認中' },
  { value: 'Approved', label: '承認済み' },
  { value: 'Rejected', label: '否認' },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

const DECISIONS: Record<SupplierReviewDecision, { label: string; title: string; done: string; tone: 'primary' | 'danger' }> = {
  approve: { label: '承認', title: '支払先を承認', done: '承認しました。', tone: 'primary' },
  escalate: { label: '確認中にする', title: '支払先を確認中にする', done: '確認中にしました。', tone: 'primary' },
  reject: { label: '否認', title: '支払先を否認', done: '否認しました。', tone: 'danger' },
};

const STATUS_TONE = { Approved: 'green', Escalation: 'amber', Unapproved: 'blue', Rejected: 'red' } as const;

function queryFrom(params: URLSearchParams): SupplierReviewsQuery {
  const status = params.get('status') ?? '';
  const after = params.get('after');
  const q: SupplierReviewsQuery = {};
  if (STATUS_FILTERS.some((f) => f.value === status) && status) q.status = status;
  if (after && /^[1-9]\d{0,15}$/.test(after)) q.after = Number(after);
  return q;
}

/** /ops/suppliers: suppliers waiting for review (未承認・確認中 by default), oldest first. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useQuery({ ...supplierReviewsQueryOptions(query), placeholderData: keepPreviousData });
  const [acting, setActing] = useState<{ supplier: SupplierReviewItem; decision: SupplierReviewDecision } | null>(null);
  const status = (params.get('status') ?? '') as StatusFilter;

  const setStatus = (value: string) => {
    const next = new URLSearchParams();
    if (value) next.set('status', value);
    setParams(next);
  };

  return (
    <>
      <OpsPageHeader
        title="支払先審査"
        lead="購入者が登録した支払先を確認し、承認・確認中・否認を判定します。古い順に表示します。"
      />
      <OpsPanel
        flush
        title="支払先一覧"
        actions={
          <div className="w-56">
            <SelectField
              label="状態"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              options={STATUS_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
              className="h-9 text-sm"
            />
          </div>
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
            該当する支払先はありません。
          </p>
        ) : (
          <>
            {/* Phones: one card per supplier, the decisions within reach. */}
            <ul className="divide-y divide-slate-100 md:hidden">
              {list.data.items.map((s) => (
                <li key={s.id} className="space-y-2 px-4 py-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{s.name}</p>
                      <p className="text-xs text-slate-500">{s.name_kana}</p>
                    </div>
                    <OpsBadge tone={STATUS_TONE[s.status]}>{s.status_label}</OpsBadge>
                  </div>
                  <p className="text-xs text-slate-600">
                    ID {s.id}・{s.business_form === 1 ? '法人' : '個人事業主'}・購入者 {s.buyer.name}（ID {s.buyer.id}
                    ）・審査待ちの支払 {s.payments_waiting}件
                  </p>
                  <p className="text-xs text-slate-600">
                    {s.address}
                    {s.phone_number ? `・${s.phone_number}` : ''}
                  </p>
                  {s.status_reason ? <p className="text-xs text-slate-600">理由：{s.status_reason}</p> : null}
                  <DecisionButtons supplier={s} onPick={(d) => setActing({ supplier: s, decision: d })} />
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full min-w-[980px] text-left text-sm">
                <caption className="sr-only">審査する支払先（古い順）</caption>
                <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2.5">
                      支払先
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      登録した購入者
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      所在地・電話
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      状態
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      審査待ちの支払
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      判定
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.data.items.map((s) => (
                    <tr key={s.id} className="align-top">
                      <th scope="row" className="px-4 py-3 font-normal">
                        <div className="font-semibold text-slate-900">{s.name}</div>
                        <div className="text-xs text-slate-500">{s.name_kana}</div>
                        <div className="mt-1 text-xs text-slate-600">
                          ID {s.id}・{s.business_form === 1 ? '法人' : '個人事業主'}
                          {s.corporate_number ? `・法人番号 ${s.corporate_number}` : ''}
                        </div>
                        <div className="text-xs text-slate-500">登録 {formatDateTime(s.created_at)}</div>
                      </th>
                      <td className="px-3 py-3">
                        {s.buyer.name}
                        <div className="text-xs text-slate-500">ID {s.buyer.id}</div>
                      </td>
                      <td className="px-3 py-3 text-xs text-slate-700">
                        <div className="max-w-56">{s.address}</div>
                        <div>{s.phone_number ?? '—'}</div>
                      </td>
                      <td className="px-3 py-3">
                        <OpsBadge tone={STATUS_TONE[s.status]}>{s.status_label}</OpsBadge>
                        {s.status_reason ? <p className="mt-1 max-w-48 text-xs text-slate-600">{s.status_reason}</p> : null}
                      </td>
                      <td className="px-3 py-3 text-right tabular-nums">{s.payments_waiting}件</td>
                      <td className="px-3 py-3">
                        <DecisionButtons supplier={s} onPick={(d) => setActing({ supplier: s, decision: d })} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {list.data ? (
          <nav aria-label="ページ送り" className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3">
            <Button variant="secondary" size="sm" disabled={query.after === undefined} onClick={() => setStatus(status)}>
              最初のページへ
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={list.data.next_after === null}
              onClick={() => {
                const next = new URLSearchParams(params);
                next.set('after', String(list.data.next_after));
                setParams(next);
              }}
            >
              次へ
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </OpsPanel>
      {acting ? <ReviewDialog {...acting} onClose={() => setActing(null)} /> : null}
    </>
  );
}

function DecisionButtons({ supplier, onPick }: { supplier: SupplierReviewItem; onPick: (d: SupplierReviewDecision) => void }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {(Object.keys(DECISIONS) as SupplierReviewDecision[]).map((d) => (
        <Button
          key={d}
          size="sm"
          variant={d === 'approve' ? 'primary' : d === 'reject' ? 'danger' : 'secondary'}
          onClick={() => onPick(d)}
          aria-label={`${supplier.name}を${DECISIONS[d].label}`}
        >
          {DECISIONS[d].label}
        </Button>
      ))}
    </div>
  );
}

const reviewSchema = (decision: SupplierReviewDecision) =>
  z.object({
    reason:
      decision === 'approve'
        ? z.string().trim().max(500, '理由は500文字以内で入力してください。')
        : z
            .string()
            .trim()
            .min(1, '確認中・否認にする場合は理由を入力してください。')
            .max(500, '理由は500文字以内で入力してください。'),
  });

function ReviewDialog({
  supplier,
  decision,
  onClose,
}: {
  supplier: SupplierReviewItem;
  decision: SupplierReviewDecision;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useAppForm<{ reason: string }, unknown, { reason: string }>({
    mode: 'onTouched',
    resolver: zodResolver(reviewSchema(decision)),
    defaultValues: { reason: '' },
  });
  const d = DECISIONS[decision];
  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await reviewSupplier(supplier.id, { decision, ...(reason ? { reason } : {}) });
      showSuccess(`${supplier.name}を${d.done}`);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ops', 'suppliers'] }),
        queryClient.invalidateQueries({ queryKey: examinationKeys.all }),
      ]);
    } catch (e) {
      const field = isApiError(e) ? e.errors.find((fe) => fe.field === 'reason') : undefined;
      if (field) setError('reason', { type: 'server', message: field.message });
      else setFormError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
      if (isApiError(e) && e.httpStatus === 409) await queryClient.invalidateQueries({ queryKey: ['ops', 'suppliers'] });
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={d.title}
      description={`${supplier.name}（ID ${supplier.id}、購入者：${supplier.buyer.name}）を「${d.label}」と判定します。`}
      submitLabel={d.label}
      tone={d.tone}
      pending={formState.isSubmitting}
      onSubmit={submit}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextAreaField
        {...register('reason')}
        label={decision === 'approve' ? '理由（任意）' : '理由'}
        required={decision !== 'approve'}
        hint="監査ログに記録されます。500文字以内。"
        maxLength={500}
        error={formState.errors.reason?.message}
      />
    </FormDialog>
  );
}
