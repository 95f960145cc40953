import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { confirmDialog } from '../../../components/ui/confirm.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import type { SupplierDetail } from '../api/get-supplier.ts';
import { DefinitionList } from '../../../components/ui/definition-list.tsx';
import { NotFoundCard, parseIdParam } from '../components/not-found-card.tsx';
import { SupplierAccounts } from '../components/supplier-accounts.tsx';
import { SupplierStatusBadge } from '../components/supplier-status-badge.tsx';
import { supplierRows } from '../components/supplier-rows.ts';

const REASON_TITLES = {
  Rejected: 'この支払先は否認されました',
  Escalation: 'この支払先は確認中です',
  Unapproved: 'この支払先は未承認です',
  Approved: '承認済みです',
} as const;

const BACK_TO_LIST = paths.suppliers('enable');

function StatusReason({ supplier }: { supplier: SupplierDetail }) {
  if (!supplier.status_reason) return null;
  return (
    <Alert tone={supplier.status === 'Rejected' ? 'error' : 'info'} title={REASON_TITLES[supplier.status]} className="mb-6">
      理由：{supplier.status_reason}
    </Alert>
  );
}

function SupplierView({ supplier }: { supplier: SupplierDetail }) {
  const navigate = useNavigate();
  const del = useDeleteSupplier();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onDelete = async () => {
    setDeleteError(null);
    const ok = await confirmDialog({
      title: 'この支払先を削除しますか？',
      description: `${supplier.name}\n登録した振込先口座も削除されます。この操作は取り消せません。`,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await del.mutateAsync(supplier.id);
    } catch (e) {
      setDeleteError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
      return;
    }
    showSuccess('支払先を削除しました。');
    await navigate(BACK_TO_LIST);
  };

  return (
    <>
      <DocumentTitle title={supplier.name} />
      <TextLink to={BACK_TO_LIST} className="mb-4 inline-flex items-center gap-1 text-sm no-underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        支払先一覧へ戻る
      </TextLink>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-all text-slate-900">{supplier.name}</h1>
            <SupplierStatusBadge status={supplier.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            登録日 {formatDate(supplier.created_at)}　最終支払日 {formatDate(supplier.last_payment_date)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.supplierPaymentHistory(supplier.id)} variant="secondary" size="sm">
            <History className="size-4" aria-hidden="true" />
            支払履歴
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => void onDelete()} pending={del.isPending} className="text-red-700">
            <Trash2 className="size-4" aria-hidden="true" />
            削除
          </Button>
        </div>
      </div>
      {deleteError ? (
        <Alert tone="error" title="削除できませんでした" className="mb-6">
          {deleteError}
        </Alert>
      ) : null}
      <StatusReason supplier={supplier} />
      <div className="space-y-8">
        <Card>
          <h2 className="mb-2 text-lg font-bold text-slate-900">事業者情報</h2>
          <DefinitionList rows={supplierRows(supplier)} />
        </Card>
        <SupplierAccounts supplierId={supplier.id} accounts={supplier.accounts} />
      </div>
    </>
  );
}

/** /suppliers/{id}: the supplier, its accounts (add / edit), delete, and a link to its payments. */
export function Component() {
  const { id: rawId } = useParams();
  const id = parseIdParam(rawId);
  const query = useQuery({ ...supplierQueryOptions(id ?? 0), enabled: id !== null });
  const notFound = (
    <NotFoundCard
      title="支払先が見つかりません"
      message="削除されたか、URLが正しくない可能性があります。"
      backTo={BACK_TO_LIST}
      backLabel="支払先一覧へ"
    />
  );
  if (id === null) return notFound;
  if (query.isPending) return <ListLoading label="支払先を読み込んでいます" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.httpStatus === 404) return notFound;
    return (
      <ListError message="支払先を取得できませんでした。時間をおいて再度お試しください。" onRetry={() => void query.refetch()} />
    );
  }
  return <SupplierView supplier={query.data} />;
}
