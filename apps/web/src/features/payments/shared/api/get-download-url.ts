import { routes } from '@icp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** GET /api/v1/invoices/files/{id}/download/url → a signed URL (5 minutes) for the preview. */
export const getDownloadUrl = (fileId: number, signal?: AbortSignal) =>
  api.call(routes.getDownloadUrl, { params: { id: fileId }, signal });

export const downloadUrlQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: ['invoice-files', fileId, 'download-url'],
    queryFn: ({ signal }) => getDownloadUrl(fileId, signal),
    // The URL is signed for 300 s: ask again well before it runs out.
    staleTime: 4 * 60_000,
    refetchInterval: 4 * 60_000,
  });
