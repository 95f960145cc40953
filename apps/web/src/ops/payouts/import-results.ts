import { routes } from '@icp/contract';
import { ApiError, isAbort, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS, readErrorBody } from '../../lib/api-client.ts';
import { endOpsSession } from '../lib/ops-api.ts';
import { getOpsSession } from '../lib/ops-session.ts';
import type { ImportResult, ImportRow } from './api.ts';
import { opsFileUrl } from './download.ts';

/** The bank's result file refused as a whole (nothing applied), with the rows it could not read. */
export class ImportRefused extends ApiError {
  readonly rows: ImportRow[];
  constructor(
    httpStatus: number,
    body: { status: string; message: string; errors?: { field: string; message: string }[] },
    rows: ImportRow[],
  ) {
    super(httpStatus, body);
    this.rows = rows;
  }
}

/**
 * The text of a result file: UTF-8 (with or without BOM) when it decodes cleanly, else Shift_JIS,
 * which is what bank systems usually write.
 */
export async function readResultFile(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

/** `errors` of a refused import as report rows: `row<N>` fields are the file's rows, the rest row 0. */
export function rowsFromErrors(errors: readonly { field: string; message: string }[]): ImportRow[] {
  return errors.map((e) => {
    const m = /^row(\d+)$/.exec(e.field);
    return { row: m ? Number(m[1]) : 0, line_id: null, outcome: 'error' as const, message: e.message };
  });
}

/**
 * POST the result file's text. A 400 keeps the server's per-row report (the shared client keeps
 * only the message), so the screen can say which rows to fix.
 */
export async function importResultFile(batchId: number, fileName: string, content: string): Promise<ImportResult> {
  const token = getOpsSession()?.token;
  let res: Response;
  try {
    res = await fetch(opsFileUrl(routes.opsImportTransferResults, { params: { id: batchId } }), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ file_name: fileName, content }),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
  }
  if (res.ok) return (await res.json()) as ImportResult;
  if (res.status === 401) endOpsSession();
  const text = await res.text();
  let rows: ImportRow[] = [];
  try {
    const parsed = JSON.parse(text) as { rows?: unknown };
    if (Array.isArray(parsed.rows)) rows = parsed.rows as ImportRow[];
  } catch {
    // not JSON: the message below says so
  }
  const body = await readErrorBody(new Response(text, { status: res.status }));
  // The server may list the bad rows as field errors ("row3": "3行目：…") instead of `rows`.
  if (rows.length === 0) rows = rowsFromErrors(body.errors ?? []);
  throw new ImportRefused(res.status, body, rows);
}
