import { lazy, Suspense, useEffect } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import type { InvoiceDetail } from '../../shared/api/get-invoice.ts';
import { EditFrame } from '../components/edit-frame.tsx';
import { EditGate, editInvoiceQueryOptions } from '../components/edit-gate.tsx';
import { InvoiceFilePreview, InvoicePreview } from '../../shared/preview/invoice-preview.tsx';
import { parseIdParam } from '../../shared/components/payment-not-found.tsx';
import { ReplaceFile } from '../components/replace-file.tsx';
import { usePaymentEdit } from '../stores/payment-edit.ts';

// The form (react-hook-form) is its own chunk (docs/design.md §9 budget); the loader starts fetching it.
const loadBody = () => import('../components/edit-invoice-body.tsx');
const LazyEditInvoiceBody = lazy(() => loadBody().then((m) => ({ default: m.EditInvoiceBody })));

export const loader = ({ params }: LoaderFunctionArgs) => {
  void loadBody().catch(() => undefined);
  const id = parseIdParam(params.id);
  if (getTokens() && id !== null) {
    void queryClient.prefetchQuery(editInvoiceQueryOptions(id));
    void queryClient.prefetchQuery(transferDateQueryOptions());
  }
  return null;
};

function EditInvoiceInfo({ inv }: { inv: InvoiceDetail }) {
  const editing = usePaymentEdit((s) => s.invoiceId === inv.id && s.original?.updatedAt === inv.updated_at);
  const newFile = usePaymentEdit((s) => s.newFile);
  const setNewFile = usePaymentEdit((s) => s.setNewFile);

  // A new correction (or the payment changed since): start from the payment as it is.
  useEffect(() => {
    if (!editing) usePaymentEdit.getState().start(inv);
  }, [editing, inv]);
  if (!editing) return <ListLoading label="支払を読み込んでいます" />;

  const replace = <ReplaceFile replaced={newFile !== null} onUploaded={setNewFile} onRevert={() => setNewFile(null)} />;
  return (
    <EditFrame
      step="invoiceinfo"
      title="支払内容の修正"
      lead={`${inv.display_id}　${inv.supplier?.name ?? inv.seller_name ?? ''}`}
      wide
    >
      <Alert tone="error" title="審査からのお願い" className="mb-6">
        {inv.action_required_reason ?? '申請内容に確認が必要な点があります。請求書と見比べて修正してください。'}
      </Alert>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="lg:sticky lg:top-6">
          {newFile ? (
            <InvoicePreview upload={newFile}>{replace}</InvoicePreview>
          ) : inv.file ? (
            <InvoiceFilePreview file={inv.file} title="申請中の請求書">
              {replace}
            </InvoiceFilePreview>
          ) : (
            <Card className="p-4 sm:p-5">
              <h2 className="text-base font-bold text-slate-900">請求書</h2>
              {replace}
            </Card>
          )}
        </div>
        <div className="min-w-0">
          <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
            <LazyEditInvoiceBody inv={inv} />
          </Suspense>
        </div>
      </div>
    </EditFrame>
  );
}

/** /payments/edit/{id}/invoiceinfo: correct a payment the examination sent back (only while can_edit). */
export function Component() {
  const id = parseIdParam(useParams().id);
  return <EditGate id={id}>{(inv) => <EditInvoiceInfo inv={inv} />}</EditGate>;
}
