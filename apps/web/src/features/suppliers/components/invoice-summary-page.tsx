import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { TextLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { transferDateRow } from '../../../lib/payment-status-labels.ts';
import { supplierInvoiceQueryOptions } from '../api/get-supplier-invoices.ts';
import { DefinitionList } from '../../../components/ui/definition-list.tsx';
import { NotFoundCard, parseIdParam } from './not-found-card.tsx';
import { InvoiceStatusBadge } from './supplier-invoice-list.tsx';

const TYPE_LABELS = {
  InvoicePayment: '請求書カード払い',
  InvoiceRequestBuyer: 'カード払い依頼（受取）',
  InvoiceRequestSeller: 'カード払い依頼（送付）',
} as const;

/**
 * One payment of a supplier, from the supplier's invoice list (GET /invoices/{id} does not
 * exist yet): /suppliers/{id}/payment-history/{paymentId} and …/collection-history/{paymentId}.
 */
export function InvoiceSummaryPage({ title }: { title: string }) {
  const { id: rawId, paymentId: rawPaymentId } = useParams();
  const id = parseIdParam(rawId);
  const paymentId = parseIdParam(rawPaymentId);
  const query = useQuery({ ...supplierInvoiceQueryOptions(id ?? 0, paymentId ?? 0), enabled: id !== null && paymentId !== null });
  const back = id === null ? paths.suppliers('enable') : paths.supplierPaymentHistory(id);

  const notFound = (
    <NotFoundCard
      title="支払が見つかりません"
      message="この支払先の支払に該当するものがありません。URLをご確認ください。"
      backTo={back}
      backLabel="支払履歴へ"
    />
  );
  if (id === null || paymentId === null) return notFound;
  if (query.isPending) return <ListLoading />;
  if (query.isError)
    return (
      <ListError message="支払を取得できませんでした。時間をおいて再度お試しください。" onRetry={() => void query.refetch()} />
    );
  const inv = query.data;
  if (!inv) return notFound;
  const transfer = transferDateRow(inv.status, inv);

  return (
    <>
      <TextLink to={back} className="mb-4 inline-flex items-center gap-1 text-sm no-underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        支払履歴へ戻る
      </TextLink>
      <PageHeader title={title} lead={inv.display_id} />
      <Card>
        <DefinitionList
          rows={[
            { label: '支払番号', value: inv.display_id },
            { label: '状態', value: <InvoiceStatusBadge status={inv.status} /> },
            { label: '種類', value: TYPE_LABELS[inv.type] },
            { label: '支払先', value: inv.supplier_name ?? '—' },
            { label: '支払金額', value: formatAmount(inv.amount) },
            ...(transfer ? [{ label: transfer.label, value: formatDate(transfer.date) }] : []),
            { label: '申請日', value: formatDate(inv.created_at) },
          ]}
        />
      </Card>
    </>
  );
}
