import { FileText, FileUp } from 'lucide-react';
import { useState } from 'react';
import type { DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../lib/paths.ts';
import { PaymentFlowFrame } from '../components/flow-steps.tsx';
import { INVOICE_FILE_ACCEPT, UPLOAD_PHASE_TEXT, useInvoiceUpload } from '../../shared/invoice-form/use-invoice-upload.ts';
import { flowGuard } from '../stores/flow-guard.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

export const loader = flowGuard('create');

/** /payments/create: the invoice (JPG・PNG・PDF, 10 MB) by drag and drop or the file picker. */
export function Component() {
  const navigate = useNavigate();
  const invoiceFile = usePaymentFlow((s) => s.invoiceFile);
  const setInvoiceFile = usePaymentFlow((s) => s.setInvoiceFile);
  const [dragging, setDragging] = useState(false);
  const { phase, error, setError, inputRef, start, pick } = useInvoiceUpload((upload) => {
    setInvoiceFile(upload);
    void navigate(paths.paymentsAddInvoiceInfo());
  });

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 1) {
      setError('請求書は1ファイルずつアップロードしてください。');
      return;
    }
    void start(e.dataTransfer.files[0]);
  };

  return (
    <PaymentFlowFrame
      step="create"
      title="請求書のアップロード"
      lead="支払う請求書をアップロードしてください。記載内容を読み取って、次の画面に入力します。"
    >
      {error ? (
        <Alert tone="error" className="mb-6" title="アップロードできませんでした">
          {error}
        </Alert>
      ) : null}
      {invoiceFile && phase === null ? (
        <Card className="mb-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-3">
              <FileText className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm text-slate-500">アップロード済みの請求書</p>
                <p className="truncate font-semibold text-slate-900">{invoiceFile.file.file_name}</p>
              </div>
            </div>
            <ButtonLink to={paths.paymentsAddInvoiceInfo()} className="w-full sm:w-auto">
              この請求書で続ける
            </ButtonLink>
          </div>
          <p className="mt-3 text-xs text-slate-500">
            別の請求書をアップロードすると、入力内容はその請求書から読み取り直します。
          </p>
        </Card>
      ) : null}
      <Card>
        <div
          onDragEnter={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          className={cn(
            'flex min-h-64 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
          )}
          data-testid="drop-zone"
        >
          {phase ? (
            <div role="status" className="flex flex-col items-center gap-3 text-brand-700">
              <Spinner className="size-10" />
              <p className="text-base font-semibold">{UPLOAD_PHASE_TEXT[phase]}</p>
              <p className="text-xs text-slate-500">画像の場合、読み取りに数秒かかることがあります。</p>
            </div>
          ) : (
            <>
              <FileUp className="size-10 text-brand-600" aria-hidden="true" />
              <p className="text-base font-semibold text-slate-900">ここに請求書をドラッグ＆ドロップ</p>
              <p className="text-sm text-slate-500">または</p>
              <Button onClick={pick}>ファイルを選択</Button>
              <input
                ref={inputRef}
                type="file"
                accept={INVOICE_FILE_ACCEPT}
                aria-label="請求書ファイル"
                className="hidden"
                onChange={(e) => void start(e.target.files?.[0])}
              />
              <p className="text-xs text-slate-500">JPG・PNG・PDF（10MBまで）</p>
            </>
          )}
        </div>
      </Card>
      <div className="mt-8 flex flex-col items-center gap-4">
        <ButtonLink to={paths.toppage()} variant="secondary" size="lg" className="w-full sm:w-56">
          キャンセル
        </ButtonLink>
        <TextLink to={paths.paymentList('draft')} className="text-sm">
          保存した下書きから再開する
        </TextLink>
      </div>
    </PaymentFlowFrame>
  );
}
