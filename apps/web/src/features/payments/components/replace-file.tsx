import type { RegisteredUpload } from '@icp/contract';
import { FILE_INPUT_ACCEPT } from '@icp/domain';
import { FileUp, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { uploadInvoiceFile } from '../api/upload-invoice-file.ts';
import type { UploadPhase } from '../api/upload-invoice-file.ts';
import { errorText } from './error-text.ts';
import { checkInvoiceFile, readHead } from './invoice-file-check.ts';

const PHASE_TEXT: Readonly<Record<UploadPhase, string>> = {
  uploading: '請求書をアップロードしています…',
  reading: '請求書を読み取っています…',
};

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
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file || busy.current) return;
    busy.current = true;
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const check = checkInvoiceFile(file, await readHead(file));
      if (!check.ok) {
        setError(check.message);
        return;
      }
      onUploaded(await uploadInvoiceFile(file, check.contentType, { onPhase: setPhase, signal: controller.signal }));
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(errorText(e));
    } finally {
      busy.current = false;
      setPhase(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

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
          {PHASE_TEXT[phase]}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
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
        accept={`${FILE_INPUT_ACCEPT},image/jpeg,image/png,application/pdf`}
        aria-label="差し替える請求書ファイル"
        className="hidden"
        onChange={(e) => void start(e.target.files?.[0])}
      />
      <p className="text-xs text-slate-500">差し替えは任意です。JPG・PNG・PDF（10MBまで）。</p>
    </div>
  );
}
