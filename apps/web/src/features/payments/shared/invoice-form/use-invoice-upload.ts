import type { RegisteredUpload } from '@icp/contract';
import { FILE_INPUT_ACCEPT } from '@icp/domain';
import { useEffect, useRef, useState } from 'react';
import { uploadInvoiceFile } from '../api/upload-invoice-file.ts';
import type { UploadPhase } from '../api/upload-invoice-file.ts';
import { errorText } from '../components/error-text.ts';
import { checkInvoiceFile, readHead } from './invoice-file-check.ts';

/** What the file picker offers: the extensions and their types (some browsers filter by one only). */
export const INVOICE_FILE_ACCEPT = `${FILE_INPUT_ACCEPT},image/jpeg,image/png,application/pdf`;

export const UPLOAD_PHASE_TEXT: Readonly<Record<UploadPhase, string>> = {
  uploading: '請求書をアップロードしています…',
  reading: '請求書を読み取っています…',
};

/**
 * One invoice upload at a time: the file is checked here first (type by its first bytes, size),
 * then uploaded and read. Leaving the page cancels it; the picker is emptied so the same file can
 * be chosen again after an error.
 */
export function useInvoiceUpload(onUploaded: (upload: RegisteredUpload) => void) {
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

  const pick = () => inputRef.current?.click();
  return { phase, error, setError, inputRef, start, pick };
}
