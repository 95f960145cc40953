import type { AppDeps } from '../../app-deps.ts';
import { signWebhook } from './sign-webhook.ts';

/** Per attempt: a partner that has not answered by then has failed this attempt (issue 16 §3). */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** Of the answer we read at most this much (into the log's last error), then drop the rest. */
const RESPONSE_SNIPPET_BYTES = 256;
const USER_AGENT = 'InvoiceCardPay-Webhooks/1.0 (+https://www.standardwebhooks.com)';

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * Why a webhook URL may not be called, or null: only http(s); plain http only to the loopback
 * and only outside production (a local partner app during development).
 */
export function webhookUrlProblem(rawUrl: string, isProduction: boolean): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return 'invalid webhook URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return `unsupported scheme ${url.protocol}`;
  if (isProduction) return 'http is not allowed in production';
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ? null : 'http is allowed for localhost only';
}

/**
 * One signed POST of an event's exact body. Never throws: every outcome is an AttemptResult.
 * The signal bounds the whole exchange (connect, headers, the snippet of the body); redirects are
 * not followed (a 3xx is a failure: the partner must give us the final URL).
 */
export async function sendWebhook(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  target: { url: string; secret: string; eventId: string; body: string },
  fetchImpl: typeof fetch = fetch,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = webhookUrlProblem(target.url, deps.config.isProduction);
  if (problem) return { ok: false, statusCode: null, error: problem, durationMs: 0 };
  const signed = signWebhook(target.secret, {
    id: target.eventId,
    timestamp: Math.floor(deps.clock.now().getTime() / 1000),
    body: target.body,
  });
  try {
    const response = await fetchImpl(target.url, {
      method: 'POST',
      headers: { ...signed, 'content-type': 'application/json', 'user-agent': USER_AGENT },
      body: target.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const ok = response.status >= 200 && response.status < 300;
    const snippet = ok ? null : await readSnippet(response);
    await response.body?.cancel().catch(() => {});
    return {
      ok,
      statusCode: response.status,
      error: ok ? null : `HTTP ${response.status}${snippet ? `: ${snippet}` : ''}`,
      durationMs: elapsed(),
    };
  } catch (error) {
    return { ok: false, statusCode: null, error: describeFailure(error), durationMs: elapsed() };
  }
}

async function readSnippet(response: Response): Promise<string | null> {
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < RESPONSE_SNIPPET_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body cut short is still a failed attempt; its status code says enough.
  } finally {
    await reader.cancel().catch(() => {});
  }
  const text = Buffer.concat(chunks).subarray(0, RESPONSE_SNIPPET_BYTES).toString('utf8').replace(/\s+/g, ' ').trim();
  return text || null;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `timeout after ${WEBHOOK_TIMEOUT_MS} ms`;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code) return `${cause.code}${cause.message ? `: ${cause.message}` : ''}`.slice(0, 300);
    return error.message.slice(0, 300);
  }
  return String(error).slice(0, 300);
}
