import type { RegisteredUpload } from '@icp/contract';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { downloadUrlQueryOptions } from '../api/get-download-url.ts';
import { formatBytes } from './error-text.ts';

const METHOD_TEXT = {
  pdf_text: 'PDFの文字情報から読み取りました。',
  ocr: '画像から文字を読み取りました。',
  none: '記載内容を読み取れませんでした。請求書を見ながら入力してください。',
} as const;

/** Only our own root-relative URLs or https (a storage service's signed URL) are ever put in the page. */
export const isSafeFileUrl = (url: string) => /^\/(?!\/)/.test(url) || /^https:\/\//i.test(url);

/** The uploaded invoice beside the form: the image itself, or a PDF's name with a download link. */
export function InvoicePreview({ upload, className }: { upload: RegisteredUpload; className?: string }) {
  const { file, extraction } = upload;
  const isImage = file.content_type.startsWith('image/');
  const url = useQuery(downloadUrlQueryOptions(file.id));
  const href = url.data && isSafeFileUrl(url.data.download_url) ? url.data.download_url : null;
  const [failures, setFailures] = useState(0);

  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <h2 className="mb-3 text-base font-bold text-slate-900">アップロードした請求書</h2>
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
      ) : href ? (
        <a
          href={href}
          download={file.file_name}
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          <Download className="size-4" aria-hidden="true" />
          PDFをダウンロードして確認する
        </a>
      ) : null}
      <p className={cn('mt-3 text-xs', extraction.method === 'none' ? 'text-amber-800' : 'text-slate-500')}>
        {METHOD_TEXT[extraction.method]}
      </p>
    </Card>
  );
}
