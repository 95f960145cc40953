import type { RegisteredUpload } from '@icp/contract';
import { FileUp, Undo2 } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { INVOICE_FILE_ACCEPT, UPLOAD_PHASE_TEXT, useInvoiceUpload } from '../../shared/invoice-form/use-invoice-upload.ts';

/** 請求書を差し替える (optional): the same checks and calls as the first upload of a payment. */
export function ReplaceFile({
  replaced,
  onUploaded,
  onRevert,
}: {
  replaced: boolean;
  onUploaded: (upload: RegisteredUpload) => void;
  onRevert: () => void;
}) {
  const { phase, error, inputRef, start, pick } = useInvoiceUpload(onUploaded);

  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {error ? (
        <Alert tone="error" title="アップロードできませんでした">
          {error}
        </Alert>
      ) : null}
      {phase ? (
        <p role="status" className="flex items-center gap-2 text-sm text-brand-700">
          <Spinner className="size-4" />
          {UPLOAD_PHASE_TEXT[phase]}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={pick}>
            <FileUp className="size-4" aria-hidden="true" />
            {replaced ? '別のファイルに差し替える' : '請求書を差し替える'}
          </Button>
          {replaced ? (
            <Button variant="ghost" size="sm" onClick={onRevert}>
              <Undo2 className="size-4" aria-hidden="true" />
              元の請求書に戻す
            </Button>
          ) : null}
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={INVOICE_FILE_ACCEPT}
        aria-label="差し替える請求書ファイル"
        className="hidden"
        onChange={(e) => void start(e.target.files?.[0])}
      />
      <p className="text-xs text-slate-500">差し替えは任意です。JPG・PNG・PDF（10MBまで）。</p>
    </div>
  );
}
