import type { RegisteredUpload } from '@icp/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { downloadUrlQueryOptions } from '../api/get-download-url.ts';
import { isSafeFileUrl } from '../components/download.ts';
import { formatBytes } from '../components/error-text.ts';
import { canRenderPdf, PdfPreview } from './pdf-preview.tsx';

const METHOD_TEXT = {
  pdf_text: 'PDFの文字情報から読み取りました。',
  ocr: '画像から文字を読み取りました。',
  none: '記載内容を読み取れませんでした。請求書を見ながら入力してください。',
} as const;

/** What a preview needs of an invoice file (an upload's, or a payment's). */
export interface PreviewFile {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  page_count: number | null;
}

/**
 * An invoice file: the image itself, or a PDF's pages drawn by pdf.js (loaded only then) above a
 * link to download it. The URL comes from GET /invoices/files/{id}/download/url and is used only
 * when it is ours or https.
 */
export function InvoiceFilePreview({
  file,
  title,
  className,
  children,
}: {
  file: PreviewFile;
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  const isImage = file.content_type.startsWith('image/');
  const url = useQuery(downloadUrlQueryOptions(file.id));
  const href = url.data && isSafeFileUrl(url.data.download_url) ? url.data.download_url : null;
  const [failures, setFailures] = useState(0);

  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900" title={file.file_name}>
            {file.file_name}
          </p>
          <p className="text-xs text-slate-500">
            {formatBytes(file.size)}
            {file.page_count ? `・${file.page_count}ページ` : ''}
          </p>
        </div>
      </div>
      {isImage ? (
        <div className="mt-3 flex min-h-40 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {href && failures < 2 ? (
            <img
              src={href}
              alt={`請求書の画像（${file.file_name}）`}
              className="max-h-72 w-full object-contain lg:max-h-[70vh]"
              onError={() => {
                // The signed URL may have run out: ask for a new one, once.
                if (failures === 0) void url.refetch();
                setFailures((n) => n + 1);
              }}
            />
          ) : url.isError || failures >= 2 ? (
            <p className="p-4 text-sm text-slate-500">プレビューを表示できませんでした。</p>
          ) : (
            <Spinner className="size-6 text-brand-600" label="プレビューを読み込んでいます" />
          )}
        </div>
      ) : (
        <>
          {file.content_type === 'application/pdf' && canRenderPdf() ? (
            // Keyed by file: the edit step swaps in a newly uploaded file at the same place.
            <PdfPreview key={file.id} href={href} urlFailed={url.isError} onUrlExpired={() => void url.refetch()} />
          ) : null}
          {href ? (
            <a
              href={href}
              download={file.file_name}
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              <Download className="size-4" aria-hidden="true" />
              PDFをダウンロードして確認する
            </a>
          ) : url.isError ? (
            <p className="mt-3 text-sm text-slate-500">ファイルを取得できませんでした。時間をおいて再度お試しください。</p>
          ) : null}
        </>
      )}
      {children}
    </Card>
  );
}

/** The uploaded invoice beside the form, with how its contents were read. */
export function InvoicePreview({
  upload,
  className,
  children,
}: {
  upload: RegisteredUpload;
  className?: string;
  children?: ReactNode;
}) {
  const { extraction } = upload;
  return (
    <InvoiceFilePreview file={upload.file} title="アップロードした請求書" className={className}>
      <p className={cn('mt-3 text-xs', extraction.method === 'none' ? 'text-amber-800' : 'text-slate-500')}>
        {METHOD_TEXT[extraction.method]}
      </p>
      {children}
    </InvoiceFilePreview>
  );
}
