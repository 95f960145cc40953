import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, FileText } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageParam } from '../../../lib/search-params.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import { supplierInvoicesQueryOptions } from '../api/get-supplier-invoices.ts';
import { NotFoundCard, parseIdParam } from '../components/not-found-card.tsx';
import { SupplierInvoiceList } from '../components/supplier-invoice-list.tsx';

/** /suppliers/{id}/payment-history: GET /invoices?supplier_id={id}, 20 per page. */
export function Component() {
  const { id: rawId } = useParams();
  const id = parseIdParam(rawId);
  const { page, setPage, from, size } = usePageParam();
  const supplier = useQuery({ ...supplierQueryOptions(id ?? 0), enabled: id !== null });
  const list = useQuery({ ...supplierInvoicesQueryOptions(id ?? 0, { from, size }), enabled: id !== null });
  if (
    id === null ||
    (supplier.isError && supplier.error && 'httpStatus' in supplier.error && supplier.error.httpStatus === 404)
  ) {
    return (
      <NotFoundCard
        title="支払先が見つかりません"
        message="削除されたか、URLが正しくない可能性があります。"
        backTo={paths.suppliers('enable')}
        backLabel="支払先一覧へ"
      />
    );
  }
  return (
    <>
      <TextLink to={paths.supplier(id)} className="mb-4 inline-flex items-center gap-1 text-sm no-underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        支払先の詳細へ戻る
      </TextLink>
      <PageHeader title="支払履歴" lead={supplier.data ? `${supplier.data.name} への支払` : undefined} />
      <Card flush>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError onRetry={() => void list.refetch()} />
        ) : list.data.invoices.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="この支払先への支払はまだありません"
            action={<ButtonLink to={paths.paymentsCreate()}>請求書をアップロードして支払う</ButtonLink>}
          >
            請求書をアップロードすると、この支払先へのカード払いを申請できます。
          </EmptyState>
        ) : (
          <SupplierInvoiceList invoices={list.data.invoices} hrefOf={(inv) => paths.supplierPaymentHistoryDetail(id, inv.id)} />
        )}
      </Card>
      {list.data ? <Pager page={page} size={size} total={list.data.total_count} onPage={setPage} /> : null}
    </>
  );
}
