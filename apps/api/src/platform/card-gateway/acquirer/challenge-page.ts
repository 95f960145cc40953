import { createHash } from 'node:crypto';
import { returnPathSchema } from '@icp/contract';

/**
 * The Content-Security-Policy of the page that hands the browser to the issuer. Its HTML is the
 * acquirer's (resResponseContents): VeriTrans's form submits itself by an inline script, which our
 * app-wide `script-src 'self'` would block. Rather than 'unsafe-inline', each inline script the
 * acquirer sent is allowed by its own SHA-256 — nothing else runs — and the form may go only to
 * our origin and the issuers' origins the configuration names.
 */
export function challengePagePolicy(html: string, threeDsOrigins: readonly string[]): string {
  const hashes = inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.length > 0 ? hashes.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${threeDsOrigins.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Bodies of <script> elements without src, exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}

/** One of our payment screens (the contract's return_path rule): never a host, never "//". */
export function isReturnPath(value: unknown): value is string {
  return returnPathSchema.safeParse(value).success;
}

/** The return path with the finished challenge's orderId, which the page hands to our API. */
export function withAuthId(returnPath: string, orderId: string): string {
  return `${returnPath}${returnPath.includes('?') ? '&' : '?'}auth_id=${encodeURIComponent(orderId)}`;
}
