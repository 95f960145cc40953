import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../../lib/api-client.ts';

/** A failed call's Japanese message, with the server's per-field reasons under it. */
export function errorText(e: unknown, fallback = NETWORK_ERROR_MESSAGE): string {
  if (!isApiError(e)) return fallback;
  const details = e.errors.map((x) => x.message).filter((m) => m !== e.message);
  return details.length > 0 ? `${e.message}\n${details.map((m) => `・${m}`).join('\n')}` : e.message;
}

/** 1234567 → "1.2 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
