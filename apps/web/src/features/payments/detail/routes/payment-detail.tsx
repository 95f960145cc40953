import { accountTypeLabel, CONSUMPTION_TAX_ROUNDING_NOTE } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, CreditCard, FileDown, Pencil, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../../components/ui/button.tsx';
import { Card, CardTitle, PageHeader } from '../../../../components/ui/card.tsx';
import { confirmDialog } from '../../../../components/ui/confirm.tsx';
import { DefinitionList, orNone } from '../../../../components/ui/definition-list.tsx';
import { Badge, ListLoading } from '../../../../components/ui/query-state.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import {
  cancelDateRow,
  cardChargeRow,
  type DatedRow,
  examinationDateRow,
  transferDateRow,
} from '../../../../lib/payment-status-labels.ts';
import { showError, showSuccess } from '../../../../lib/ui-store.ts';
import { invoiceQueryOptions } from '../../shared/api/get-invoice.ts';
import type { InvoiceDetail, InvoiceDisplayType } from '../../shared/api/get-invoice.ts';
import { getReceiptUrl, useCancelInvoice } from '../../shared/api/invoice-actions.ts';
import { downloader } from '../../shared/components/download.ts';
import { errorText } from '../../shared/components/error-text.ts';
import { InvoiceStatusBadge } from '../../shared/components/invoice-status-badge.tsx';
import { formatDateWithWeekday, isIsoDate } from '../../shared/components/iso-date.ts';
import { displayTypeOfPath, listTabOf } from '../../shared/components/list-tab.ts';
import {
  BACK_LABELS,
  isNotFound,
  parseIdParam,
  PaymentNotFound,
  PaymentQueryState,
} from '../../shared/components/payment-not-found.tsx';
import { AccountCorrection, needsAccountCorrection } from '../components/account-correction.tsx';
import { StatusTimeline } from '../components/status-timeline.tsx';
import { GLOSSARY } from '../../../../lib/glossary.ts';

// The file preview (and its signed-URL call) loads beside the text of the detail (docs/design.md §9 budget).
const LazyInvoiceFilePreview = lazy(() =>
  import('../../shared/preview/invoice-preview.tsx').then((m) => ({ default: m.InvoiceFilePreview })),
);

const TYPE_LABELS = {
  InvoicePayment: '請求書カード払い',
  InvoiceRequestBuyer: 'カード払いの依頼（請求元から）',
  InvoiceRequestSeller: 'カード払いの依頼（送付）',
} as const;

const dayText = (v: string | null) => (v && isIsoDate(v) ? formatDateWithWeekday(v) : formatDate(v));

const isRequest = (inv: InvoiceDetail) => inv.status === 'WaitingForPayment' || inv.status === 'BuyerNotRegistered';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardTitle className="mb-2">
          <span id={id}>{title}</span>
        </CardTitle>
        {children}
      </section>
    </Card>
  );
}

function AmountRows({ inv }: { inv: InvoiceDetail }) {
  if (isRequest(inv)) {
    return (
      <>
        <DefinitionList rows={[{ label: '請求金額', value: formatAmount(inv.amount) }]} />
        <p className="mt-2 text-xs text-slate-500">手数料とカードへのご請求額は、お支払いの画面で表示します。</p>
      </>
    );
  }
  // The receipt's figures (docs/decisions/0014): the fee before and after the promotion, and the
  // tax of what is actually charged; the card line says what happened to the charge.
  const charge = cardChargeRow(inv.status, inv.captured_on);
  const rate = `${inv.consumption_tax_rate_percent}%`;
  // Nothing charged (cancelled before the capture): no fee and no tax to state.
  const fee = charge.amount;
  const feeRows = [
    ...(inv.discount > 0
      ? [
          { label: '手数料（割引前・税込）', value: formatAmount(inv.commission) },
          {
            label: inv.promotion_code ? `割引（${inv.promotion_code}）` : '割引',
            value: `-${formatAmount(inv.discount)}`,
          },
        ]
      : []),
    { label: `手数料（税込・${rate}対象）`, value: formatAmount(inv.commission_after_discount) },
    { label: `うち消費税額（${rate}）`, value: formatAmount(inv.consumption_tax), sub: true },
  ];
  const rows: { label: string; value: string; sub?: boolean; strong?: boolean }[] = [
    { label: '請求金額', value: formatAmount(inv.amount) },
    ...(fee ? feeRows : []),
    { label: charge.label, value: charge.amount ? formatAmount(inv.total) : (charge.text ?? ''), strong: true },
  ];
  return (
    <>
      <dl className="divide-y divide-slate-100">
        {rows.map((r) => (
          <div key={r.label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className={r.sub ? 'pl-4 text-sm text-slate-500' : r.strong ? 'font-bold text-slate-900' : 'text-slate-700'}>
              {r.label}
            </dt>
            <dd
              className={
                r.strong
                  ? 'text-xl font-bold text-slate-900 tabular-nums'
                  : r.sub
                    ? 'text-sm text-slate-500 tabular-nums'
                    : 'font-semibold text-slate-900 tabular-nums'
              }
            >
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {fee ? `※${CONSUMPTION_TAX_ROUNDING_NOTE}。` : ''}
        {charge.note}
      </p>
    </>
  );
}

/** The dates that fit the status: planned ones while ahead, the real ones once they happened. */
function statusDateRows(inv: InvoiceDetail): { label: string; value: string }[] {
  return [examinationDateRow(inv.status, inv), transferDateRow(inv.status, inv), cancelDateRow(inv.status, inv.cancelled_on)]
    .filter((r): r is DatedRow => r !== null)
    .map((r) => ({ label: r.label, value: dayText(r.date) }));
}

function DetailBody({ inv, tab }: { inv: InvoiceDetail; tab: InvoiceDisplayType }) {
  const navigate = useNavigate();
  const cancel = useCancelInvoice();
  const [busy, setBusy] = useState<'cancel' | 'receipt' | null>(null);

  const onCancel = async () => {
    const ok = await confirmDialog({
      title: 'この支払をキャンセルしますか？',
      description: `${inv.display_id}（${formatAmount(inv.amount)}）の申請を取り消し、カードのご利用枠の確保を解除します。キャンセルした支払は元に戻せません。`,
      confirmLabel: 'キャンセルする',
      cancelLabel: '戻る',
      tone: 'danger',
    });
    if (!ok || busy) return;
    setBusy('cancel');
    let updated: InvoiceDetail;
    try {
      updated = await cancel.mutateAsync(inv.id);
    } catch (e) {
      setBusy(null);
      // 409: too late (the examination completed meanwhile); the mutation refreshed the page's status.
      showError(errorText(e, 'キャンセルできませんでした。時間をおいて再度お試しください。'), 'キャンセルできませんでした');
      return;
    }
    setBusy(null);
    const next = listTabOf(updated);
    showSuccess(`${inv.display_id}の支払をキャンセルしました。`);
    void navigate(paths.paymentDetail(next, inv.id), { replace: true });
  };

  const onReceipt = async () => {
    if (busy) return;
    setBusy('receipt');
    try {
      const { download_url } = await getReceiptUrl(inv.id);
      if (!downloader.start(download_url, `領収書_${inv.display_id}.pdf`)) throw new Error('unsafe url');
    } catch (e) {
      showError(errorText(e, '領収書を取得できませんでした。時間をおいて再度お試しください。'));
    } finally {
      setBusy(null);
    }
  };

  const payee = inv.supplier?.name ?? inv.seller_name ?? '—';
  const account = inv.account
    ? `${inv.account.bank_name} ${inv.account.branch_name} ${accountTypeLabel(inv.account.account_type) ?? ''} ${inv.account.account_number}\n口座名義：${inv.account.holder_name}`
    : '—';
  const request = isRequest(inv);

  return (
    <>
      <TextLink to={paths.paymentList(tab)} className="mb-4 inline-flex items-center gap-1 text-sm no-underline">
        <ChevronLeft className="size-4" aria-hidden="true" />
        {BACK_LABELS[tab]}戻る
      </TextLink>
      <PageHeader
        title={request ? '請求の詳細' : '支払の詳細'}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono" data-testid="display-id">
              {inv.display_id}
            </span>
            <InvoiceStatusBadge invoice={inv} />
            {inv.is_action_required ? <Badge tone="red">要対応</Badge> : null}
          </span>
        }
      />

      {inv.is_action_required ? (
        <div role="alert" className="mb-6 rounded-2xl border-2 border-red-200 bg-red-50 p-5 text-red-900">
          <p className="text-base font-bold">ご対応をお願いします</p>
          <p className="mt-2 text-sm whitespace-pre-line">
            {inv.action_required_reason ?? '申請内容に確認が必要な点があります。内容をご確認ください。'}
          </p>
          {needsAccountCorrection(inv) ? <AccountCorrection inv={inv} /> : null}
          {inv.can_edit ? (
            <div className="mt-4">
              <ButtonLink to={paths.paymentsEditInvoiceInfo(inv.id)}>
                <Pencil className="size-4" aria-hidden="true" />
                修正する
              </ButtonLink>
            </div>
          ) : null}
        </div>
      ) : null}

      {inv.can_pay ? (
        <Alert tone="info" title="この請求はまだお支払いされていません" className="mb-6">
          <p>お支払期限（{dayText(inv.due_date)}）までに、カードでお支払いください。</p>
          <ButtonLink to={paths.paymentsWaitingCreditcard(inv.id)} className="mt-3">
            <CreditCard className="size-4" aria-hidden="true" />
            カードで支払う
          </ButtonLink>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Section id="timeline-heading" title="状況">
            <StatusTimeline entries={inv.timeline} />
          </Section>
          <Section id="payee-heading" title={request ? '請求元' : '支払先・振込先'}>
            <DefinitionList
              rows={[
                { label: request ? '請求元' : '支払先', value: payee },
                ...(inv.account ? [{ label: '振込先口座', value: account }] : []),
                { label: '種類', value: TYPE_LABELS[inv.type] },
              ]}
            />
          </Section>
          <Section id="amount-heading" title="お支払い金額">
            <AmountRows inv={inv} />
          </Section>
          <Section id="detail-heading" title="請求内容・日付">
            <DefinitionList
              rows={[
                { label: '請求書番号', value: orNone(inv.invoice_number) },
                ...(inv.buyer_document_number && inv.buyer_document_number !== inv.display_id
                  ? [{ label: GLOSSARY.requesterReference, value: inv.buyer_document_number }]
                  : []),
                { label: 'お支払期限', value: dayText(inv.due_date) },
                ...statusDateRows(inv),
                { label: request ? '受付日時' : '申請日時', value: formatDateTime(inv.created_at) },
                { label: 'メモ', value: orNone(inv.memo) },
              ]}
            />
          </Section>
          {inv.card ? (
            <Section id="card-heading" title="お支払いに使うカード">
              <p className="font-semibold text-slate-900">
                {inv.card.brand} •••• {inv.card.last4}
              </p>
            </Section>
          ) : null}
        </div>
        <div className="min-w-0 space-y-6 lg:sticky lg:top-6">
          {inv.file ? (
            <Suspense fallback={<ListLoading label="請求書を読み込んでいます" />}>
              <LazyInvoiceFilePreview file={inv.file} title="請求書" />
            </Suspense>
          ) : (
            <Card className="p-4 sm:p-5">
              <h2 className="text-base font-bold text-slate-900">請求書</h2>
              <p className="mt-2 text-sm text-slate-500">請求書のファイルはありません。</p>
            </Card>
          )}
          {inv.receipt_available || inv.can_cancel ? (
            <Card className="space-y-3 p-4 sm:p-5">
              {inv.receipt_available ? (
                <Button block pending={busy === 'receipt'} onClick={() => void onReceipt()}>
                  <FileDown className="size-4" aria-hidden="true" />
                  領収書をダウンロード
                </Button>
              ) : null}
              {inv.can_cancel ? (
                <>
                  <Button variant="secondary" block pending={busy === 'cancel'} onClick={() => void onCancel()}>
                    <XCircle className="size-4 text-red-600" aria-hidden="true" />
                    この支払をキャンセル
                  </Button>
                  <p className="text-xs text-slate-500">審査が完了する前であれば、キャンセルできます。</p>
                </>
              ) : null}
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** The detail child of /payments/{review,reserved,history,waiting}: GET /invoices/{id}?invoice_display_type=<tab>. */
export function Component() {
  const location = useLocation();
  const tab = displayTypeOfPath(location.pathname) ?? 'review';
  const id = parseIdParam(useParams().id);
  const detail = useQuery({ ...invoiceQueryOptions(id ?? 0, tab), enabled: id !== null });
  // Not in this list (a link from before it moved on): look it up anywhere and open it where it is now.
  const moved = detail.isError && isNotFound(detail.error);
  const anywhere = useQuery({ ...invoiceQueryOptions(id ?? 0, null), enabled: id !== null && moved });

  if (id === null) return <PaymentNotFound tab={tab} />;
  if (detail.data) return <DetailBody inv={detail.data} tab={tab} />;
  if (moved) {
    if (anywhere.data) {
      const where = listTabOf(anywhere.data);
      if (where !== tab) return <Navigate to={paths.paymentDetail(where, id)} replace />;
      return <DetailBody inv={anywhere.data} tab={tab} />;
    }
    return <PaymentQueryState tab={tab} query={anywhere} />;
  }
  return <PaymentQueryState tab={tab} query={detail} />;
}
