import { ACCESS_TOKEN_HEADER, API_PREFIX, AUTH_ERROR_STATUS, type JournalExportQuery, routes } from '@icp/contract';
import { api, endSession } from '../../../../lib/api.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS, isAbort, readErrorBody } from '../../../../lib/api-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';

/**
 * GET /invoices/journal_export as a file: the API client reads JSON, so this one fetch carries the
 * same tokens itself (one refresh and retry on an expired token, the session ends on any other
 * 401), then saves the bytes under the name the server gave (RFC 6266 filename*).
 */
export function journalExportUrl(query: JournalExportQuery): string {
  const q = new URLSearchParams({ format: query.format, from: query.from, to: query.to });
  return `${API_PREFIX}${routes.exportJournal.path}?${q.toString()}`;
}

/** The name in Content-Disposition: `filename*=UTF-8''…` first, then `filename="…"`, else the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const star = header ? /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header) : null;
  let name = '';
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim());
    } catch {
      name = '';
    }
  }
  if (!name && header) name = /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? '';
  // eslint-disable-next-line no-control-regex -- control characters never belong in a file name.
  const clean = name.replace(/[\\/\u0000-\u001f\u007f]/g, '_').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}

export interface SaveFile {
  (blob: Blob, fileName: string): void;
}

/** Saves through a temporary link; the object URL is dropped once the browser has taken it. */
export const saveWithLink: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

async function send(url: string, signal?: AbortSignal): Promise<{ res: Response; accessToken: string | null }> {
  const tokens = getTokens();
  const headers: Record<string, string> = { Accept: 'text/csv, application/json' };
  if (tokens) {
    headers.Authorization = `Bearer ${tokens.idToken}`;
    headers[ACCESS_TOKEN_HEADER] = tokens.accessToken;
  }
  try {
    const res = await fetch(url, { headers, credentials: 'same-origin', cache: 'no-store', signal });
    return { res, accessToken: tokens?.accessToken ?? null };
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
  }
}

/** Downloads and saves the file; returns the name it was saved under. Refusals throw ApiError with the server's message. */
export async function downloadJournal(
  query: JournalExportQuery,
  opts: { save?: SaveFile; signal?: AbortSignal } = {},
): Promise<string> {
  const url = journalExportUrl(query);
  const first = await send(url, opts.signal);
  const accessToken = first.accessToken;
  let res = first.res;
  if (res.status === 401) {
    const error = new ApiError(401, await readErrorBody(res));
    if (error.status !== AUTH_ERROR_STATUS.EXPIRED || accessToken === null) {
      endSession();
      throw error;
    }
    // Another call may have refreshed meanwhile: only refresh when the tokens are still the ones sent.
    if (getTokens()?.accessToken === accessToken) {
      try {
        await api.refreshTokens();
      } catch {
        endSession();
        throw error;
      }
    }
    ({ res } = await send(url, opts.signal));
    if (res.status === 401) {
      endSession();
      throw new ApiError(401, await readErrorBody(res));
    }
  }
  if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
  const fileName = fileNameOf(res.headers.get('Content-Disposition'), `仕訳_${query.format}_${query.from}_${query.to}.csv`);
  (opts.save ?? saveWithLink)(await res.blob(), fileName);
  return fileName;
}
