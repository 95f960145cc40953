/**
 * Downloads of files the API serves to operators (the Zengin 総合振込 file, the CSV exports): the
 * bytes come through fetch with the operator's token (a plain <a href> would carry no token), then
 * a Blob and an object URL saved under the name the server gave in Content-Disposition.
 */
import { API_PREFIX } from '@icp/contract';
import type { RouteMeta } from '@icp/contract';
import {
  ApiError,
  isAbort,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  readErrorBody,
  routePath,
} from '../../lib/api-client.ts';
import { endOpsSession } from '../lib/ops-api.ts';
import { getOpsSession } from '../lib/ops-session.ts';

/**
 * The file name of a Content-Disposition header: RFC 6266 / 5987 `filename*=UTF-8''…` wins over
 * `filename="…"`. Path separators and control characters are dropped; an empty result gives the fallback.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      name = decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const bare = /filename\s*=\s*([^;"\s]+)/i.exec(header);
    name = quoted?.[1]?.replace(/\\(.)/g, '$1') ?? bare?.[1] ?? null;
  }
  // eslint-disable-next-line no-control-regex -- control characters never belong in a file name.
  const clean = (name ?? '').replace(/[\\/\u0000-\u001f\u007f]/g, '_').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

/** What saveBlob needs from the page; replaceable in tests (jsdom has no object URLs and cannot navigate). */
export interface SaveTarget {
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  click: (href: string, fileName: string) => void;
}

const browserTarget: SaveTarget = {
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  click(href, fileName) {
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.append(a);
    a.click();
    a.remove();
  },
};

export const saveTarget: { current: SaveTarget } = { current: browserTarget };

/** Saves the bytes under the name; the object URL is revoked once the browser has taken it. */
export function saveBlob(blob: Blob, fileName: string, target: SaveTarget = saveTarget.current): void {
  const url = target.createObjectURL(blob);
  try {
    target.click(url, fileName);
  } finally {
    // The click starts the download synchronously, but some browsers read the URL a moment later.
    setTimeout(() => target.revokeObjectURL(url), 30_000);
  }
}

/** A successful file response saved under its Content-Disposition name; returns the name used. */
export async function saveResponse(res: Response, fallbackName: string, target?: SaveTarget): Promise<string> {
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition'), fallbackName);
  const blob = await res.blob();
  saveBlob(blob, fileName, target);
  return fileName;
}

/**
 * Fetches a file (the caller's fetch carries the operator's token) and saves it. A refused answer
 * (403 with the server's message, 404, 409…) becomes an ApiError with the server's Japanese message.
 */
export async function downloadFile(
  fetchFile: () => Promise<Response>,
  fallbackName: string,
  target?: SaveTarget,
): Promise<string> {
  const res = await fetchFile();
  if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
  return saveResponse(res, fallbackName, target);
}

export interface OpsDownloadInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
}

/** The URL of a file route: `/api/v1` + the route's path + its query. */
export function opsFileUrl(route: RouteMeta, input: OpsDownloadInput = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return `${API_PREFIX}${routePath(route, input.params)}${qs ? `?${qs}` : ''}`;
}

/**
 * GET a file route of the console with the operator's token and save what it answers. A 401 ends
 * the console session (as every operator call does); other refusals throw the server's message.
 */
export function opsDownload(
  route: RouteMeta,
  input: OpsDownloadInput,
  fallbackName: string,
  target?: SaveTarget,
): Promise<string> {
  return downloadFile(
    async () => {
      const token = getOpsSession()?.token;
      let res: Response;
      try {
        res = await fetch(opsFileUrl(route, input), {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          credentials: 'same-origin',
          cache: 'no-store',
        });
      } catch (e) {
        if (isAbort(e)) throw e;
        throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
      }
      if (res.status === 401) endOpsSession();
      return res;
    },
    fallbackName,
    target,
  );
}
