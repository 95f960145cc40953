import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { confirmDialog } from '../../../../components/ui/confirm.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { formatAmount, formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { usePageParam } from '../../../../lib/search-params.ts';
import { showError, showSuccess } from '../../../../lib/ui-store.ts';
import { useDeleteDrafts } from '../../shared/api/drafts.ts';
import { draftsQueryOptions } from '../../shared/api/get-drafts.ts';
import { errorText } from '../../shared/components/error-text.ts';
import { NoPayments } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/draft: GET /drafts, paged; several can be chosen and deleted at once. */
export function Component() {
  const { page, setPage, from, size } = usePageParam();
  const query = useQuery(draftsQueryOptions({ from, size }));
  const [selection, setSelection] = useState<{ page: number; ids: ReadonlySet<number> }>({ page, ids: new Set() });
  // A new page starts with nothing chosen.
  const selected = selection.page === page ? selection.ids : new Set<number>();
  const remove = useDeleteDrafts();

  const drafts = query.data?.drafts ?? [];
  const allOnPage = drafts.length > 0 && drafts.every((d) => selected.has(d.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelection({ page, ids: next });
  };

  const onDelete = async () => {
    const ids = drafts.filter((d) => selected.has(d.id)).map((d) => d.id);
    if (ids.length === 0) return;
    const ok = await confirmDialog({
      title: '下書きを削除しますか？',
      description: `選択した${ids.length}件の下書きを削除します。削除した下書きは元に戻せません。`,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(ids);
    } catch (e) {
      showError(errorText(e, '下書きを削除できませんでした。時間をおいて再度お試しください。'));
      return;
    }
    setSelection({ page, ids: new Set() });
    showSuccess(`${ids.length}件の下書きを削除しました。`);
    // The last rows of the last page are gone: show the page before it.
    if (ids.length === drafts.length && page > 1) setPage(page - 1);
  };

  return (
    <PaymentsFrame title="下書き">
      {drafts.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={allOnPage}
              onChange={() => setSelection({ page, ids: allOnPage ? new Set() : new Set(drafts.map((d) => d.id)) })}
            />
            このページの下書きをすべて選択
          </label>
          <Button
            variant="danger"
            size="sm"
            disabled={selected.size === 0}
            pending={remove.isPending}
            onClick={() => void onDelete()}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            選択した下書きを削除{selected.size > 0 ? `（${selected.size}件）` : ''}
          </Button>
        </div>
      ) : null}
      <Card flush>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : drafts.length === 0 ? (
          <NoPayments title="下書きはありません">
            支払の入力中に「下書き保存」を押すと、ここに保存されます。あとから続きを入力して申請できます。
          </NoPayments>
        ) : (
          <ul className="divide-y divide-slate-100">
            {drafts.map((d) => {
              const name = d.supplier_name ?? '支払先未設定';
              return (
                <li key={d.id} className="flex items-center gap-1 pl-4 hover:bg-slate-50 sm:pl-6">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand-600"
                    aria-label={`${name}（最終更新 ${formatDateTime(d.updated_at)}）を選択`}
                    checked={selected.has(d.id)}
                    onChange={() => toggle(d.id)}
                  />
                  <Link
                    to={paths.paymentDetail('draft', d.id)}
                    className="flex min-w-0 flex-1 items-center gap-4 py-4 pr-4 pl-3 sm:pr-6"
                  >
                    <div className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-slate-900">{name}</span>
                      <p className="text-xs text-slate-500">最終更新 {formatDateTime(d.updated_at)}</p>
                    </div>
                    <span className="font-bold text-slate-900 tabular-nums">{formatAmount(d.amount)}</span>
                    <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {query.data ? <Pager page={page} size={size} total={query.data.count} onPage={setPage} /> : null}
    </PaymentsFrame>
  );
}
