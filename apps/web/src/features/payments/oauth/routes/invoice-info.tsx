import { FileX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { errorText } from '../../shared/components/error-text.ts';
import { useTransferRules } from '../../shared/invoice-form/use-transfer-rules.ts';
import { InvoiceFilePreview } from '../../shared/preview/invoice-preview.tsx';
import type { PrePayment } from '../api/get-pre-payment.ts';
import { prePaymentsQueryKey } from '../api/get-pre-payments.ts';
import { usePreparePrePayment } from '../api/prepare-pre-payment.ts';
import { AppBadge } from '../components/app-badge.tsx';
import { OAuthFlowFrame } from '../components/oauth-flow-frame.tsx';
import { PrePaymentGate } from '../components/pre-payment-gate.tsx';
import { PrePaymentSummary } from '../components/pre-payment-summary.tsx';
import { TransferForm } from '../components/transfer-form.tsx';
import type { TransferFormValues } from '../components/transfer-form.tsx';
import { oauthFlowGuard } from '../stores/oauth-flow-guard.ts';
import { useOAuthPayment } from '../stores/oauth-payment.ts';

const guard = oauthFlowGuard('invoiceinfo');
export const loader = (args: LoaderFunctionArgs) => {
  const redirect = guard(args);
  if (redirect) return redirect;
  if (args.params.preId) useOAuthPayment.getState().open(args.params.preId);
  if (getTokens()) void queryClient.prefetchQuery(transferDateQueryOptions());
  return null;
};

/** /oauth/payments/{preId}/add/invoiceinfo: the partner's invoice beside its data; the buyer picks the transfer date. */
export function Component() {
  const preId = useParams().preId ?? '';
  return (
    <OAuthFlowFrame
      step="invoiceinfo"
      title="支払情報の確認"
      lead="連携アプリから届いた請求書です。内容をご確認のうえ、振込希望日を選んでください。"
      wide
    >
      <PrePaymentGate preId={preId}>{(pre) => <InvoiceInfo pre={pre} />}</PrePaymentGate>
    </OAuthFlowFrame>
  );
}

function InvoiceInfo({ pre }: { pre: PrePayment }) {
  const navigate = useNavigate();
  const prepare = usePreparePrePayment();
  const { rules, failed, retry } = useTransferRules();
  const opened = useOAuthPayment((s) => s.preId === pre.pre_id);
  const [failure, setFailure] = useState<string | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const inflight = useRef(false);

  useEffect(() => {
    useOAuthPayment.getState().open(pre.pre_id);
  }, [pre.pre_id]);

  useEffect(() => {
    if (failure) errorBox.current?.focus();
  }, [failure]);

  const onValuesChange = useCallback(
    (v: Partial<TransferFormValues>) =>
      useOAuthPayment.getState().updateInvoiceInfo({
        transferDate: v.transferDate || null,
        dueDate: pre.due_date === null ? v.dueDate || null : null,
        memo: v.memo ?? '',
      }),
    [pre.due_date],
  );

  const onProceed = async (v: TransferFormValues) => {
    // A double click must not register the partner's supplier twice.
    if (inflight.current) return;
    inflight.current = true;
    setFailure(null);
    onValuesChange(v);
    try {
      const result = await prepare.mutateAsync(pre.pre_id);
      useOAuthPayment.getState().completeInvoiceInfo({
        supplierId: result.supplier_id,
        accountId: result.account_id,
        supplierCreated: result.supplier_created,
        accountCreated: result.account_created,
      });
      await navigate(paths.oauthPaymentsConfirm(pre.pre_id));
    } catch (e) {
      // Paid elsewhere, expired or cancelled meanwhile: read it again, so the step says why.
      if (isApiError(e) && e.httpStatus === 409) void queryClient.invalidateQueries({ queryKey: prePaymentsQueryKey });
      setFailure(errorText(e, '支払先と振込先口座を確認できませんでした。時間をおいて再度お試しください。'));
    } finally {
      inflight.current = false;
    }
  };

  if (!opened) return null;
  const s = useOAuthPayment.getState();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
      <div className="space-y-4 lg:sticky lg:top-6">
        <Card className="flex flex-wrap items-center justify-between gap-2 p-4 sm:p-5">
          <span className="text-sm text-slate-600">送信元のアプリ</span>
          <AppBadge client={pre.client} />
        </Card>
        {pre.file ? (
          <InvoiceFilePreview file={pre.file} title="請求書" />
        ) : (
          <Card className="flex items-start gap-3 p-4 sm:p-5">
            <FileX className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-600">この請求書にはファイルが添付されていません。</p>
          </Card>
        )}
      </div>
      <div className="min-w-0 space-y-6">
        <PrePaymentSummary pre={pre} />
        <TransferForm
          defaultValues={{ transferDate: s.transferDate ?? '', dueDate: s.dueDate ?? '', memo: s.memo ?? pre.memo ?? '' }}
          partnerDueDate={pre.due_date}
          rules={rules}
          rulesFailed={failed}
          onRetryRules={retry}
          onValuesChange={onValuesChange}
          onProceed={onProceed}
          pending={prepare.isPending}
          pageError={
            failure ? (
              <div ref={errorBox} tabIndex={-1} className="outline-none">
                <Alert tone="error" title="次へ進めませんでした">
                  {failure}
                </Alert>
              </div>
            ) : null
          }
          backAction={
            <ButtonLink to={paths.oauthPaymentsSelection()} variant="secondary" size="lg" className="w-full sm:w-40">
              一覧へ戻る
            </ButtonLink>
          }
        />
      </div>
    </div>
  );
}
