import { routes } from '@icp/contract';
import type { RegisteredUpload } from '@icp/contract';
import { api } from '../../../../lib/api.ts';
import { requestExternal } from '../../../../lib/external-request.ts';

export type { RegisteredUpload };

export type UploadPhase = 'uploading' | 'reading';

/**
 * The three calls of an invoice upload: ask for a signed URL, PUT the raw file there (plain
 * fetch, no auth headers: the URL is the credential; root-relative in embedded mode), then
 * register it, which checks the bytes and reads the invoice → {file, extraction}.
 */
export async function uploadInvoiceFile(
  file: File,
  contentType: string,
  opts: { onPhase?: (phase: UploadPhase) => void; signal?: AbortSignal } = {},
): Promise<RegisteredUpload> {
  const { signal } = opts;
  opts.onPhase?.('uploading');
  const target = await api.call(routes.createUploadUrl, {
    body: { file_name: file.name, content_type: contentType, size: file.size },
    signal,
  });
  await requestExternal(target.upload_url, { method: target.method, body: file, headers: target.headers, signal });
  opts.onPhase?.('reading');
  return api.call(routes.registerUpload, { body: { upload_id: target.upload_id }, signal });
}
