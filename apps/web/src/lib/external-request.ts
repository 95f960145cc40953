import { ApiError, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_STATUS, isAbort, readErrorBody } from './api-client.ts';

// Its own module so that /signin, which loads the API client, does not download it (docs/design.md §9).
export interface ExternalRequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** JSON-encoded and sent as application/json. */
  json?: unknown;
  /** Sent as is (a File for a signed upload URL). */
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch;
}

/**
 * A call that is not to our API (the card gateway's token endpoint, a signed upload URL): plain
 * fetch with no auth headers and no cookies, since those URLs carry their own credential. Errors
 * become ApiError like the client's, with the Japanese fallback when the body is not ours.
 */
export async function requestExternal<T = unknown>(url: string, opts: ExternalRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers };
  let body = opts.body;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers.Accept = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await (opts.fetch ?? globalThis.fetch)(url, {
      method: opts.method ?? 'GET',
      headers,
      body,
      credentials: 'omit',
      cache: 'no-store',
      signal: opts.signal,
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
  }
  if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
  const text = await res.text();
  if (text.length === 0) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A storage service may answer a PUT with XML or plain text: success is the status alone.
    return undefined as T;
  }
}
