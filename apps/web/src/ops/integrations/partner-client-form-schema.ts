import { z } from 'zod';

/*
 * The registration form's rules, mirrored from the contract's opsCreatePartnerClientRequestSchema
 * (whose module is built on fields.ts; importing it here would move schema code into a chunk the
 * buyers' entry preloads, see ops/README.md). The test beside this file holds the two together.
 */

/** The scopes and what the console calls them (the contract's PARTNER_SCOPE_TEXT titles). */
export const SCOPE_OPTIONS = [
  { value: 'payments:write', label: '請求書の送信' },
  { value: 'payments:read', label: '支払状況の確認' },
  { value: 'suppliers:read', label: '支払先の参照' },
] as const;
export type ScopeValue = (typeof SCOPE_OPTIONS)[number]['value'];
const SCOPE_VALUES = SCOPE_OPTIONS.map((s) => s.value) as [ScopeValue, ...ScopeValue[]];

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** null when the URL is acceptable: https, or http on the loopback (local development), no #fragment. */
export function urlProblem(value: string, label: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${label}が正しくありません。`;
  }
  if (!/^https?:\/\/[^/]/.test(value)) return `${label}が正しくありません。`;
  const ok =
    !url.hash &&
    !value.includes('#') &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.includes(url.hostname)));
  return ok ? null : `${label}は https（またはローカル開発用の http://localhost）で、# を含めずに入力してください。`;
}

/** The redirect URIs as typed: one a line, blank lines ignored. */
export const redirectUriLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

export const partnerClientFormSchema = z
  .object({
    name: z.string().trim().min(1, 'アプリ名を入力してください。').max(100, 'アプリ名は100文字以内で入力してください。'),
    client_type: z.enum(['confidential', 'public'], { error: 'クライアントの種類を選択してください。' }),
    redirect_uris: z.string(),
    scopes: z.array(z.enum(SCOPE_VALUES)).min(1, 'スコープを1つ以上選択してください。'),
    webhook_url: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    const uris = redirectUriLines(v.redirect_uris);
    if (uris.length === 0)
      ctx.addIssue({ code: 'custom', path: ['redirect_uris'], message: 'リダイレクトURIを1つ以上入力してください。' });
    else if (uris.length > 10)
      ctx.addIssue({ code: 'custom', path: ['redirect_uris'], message: 'リダイレクトURIは10件までです。' });
    else {
      const problem = uris.map((u) => urlProblem(u, 'リダイレクトURI')).find(Boolean);
      if (problem) ctx.addIssue({ code: 'custom', path: ['redirect_uris'], message: problem });
      else if (uris.some((u) => u.length > 2000))
        ctx.addIssue({ code: 'custom', path: ['redirect_uris'], message: 'リダイレクトURIは2000文字以内で入力してください。' });
    }
    if (v.webhook_url) {
      const problem = urlProblem(v.webhook_url, 'Webhook URL');
      if (problem) ctx.addIssue({ code: 'custom', path: ['webhook_url'], message: problem });
    }
  });
export type PartnerClientFormValues = z.input<typeof partnerClientFormSchema>;

/** A logo file as the data: URI the API takes, or the reason it cannot be one. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];
export const LOGO_MAX_BYTES = 100 * 1024;
export function logoProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'ロゴは PNG・JPEG・SVG の画像にしてください。';
  if (file.size > LOGO_MAX_BYTES) return 'ロゴは100KB以内の画像にしてください。';
  return null;
}
