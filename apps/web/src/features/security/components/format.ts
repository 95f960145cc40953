import { formatDateTime } from '../../../lib/format.ts';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": groups of 4 are easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "たった今", "5分前", "3時間前", "12日前"; older than 30 days: the JST date and time. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return 'たった今';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}分前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}時間前`;
  const days = Math.floor(hours / 24);
  if (days <= 30) return `${days}日前`;
  return formatDateTime(iso);
}

/** The text file offered for download next to the recovery codes. */
export function recoveryCodesFile(codes: readonly string[], issuedAt: Date = new Date()): string {
  const lines = [
    '請求書カード払い リカバリーコード',
    `発行日時: ${formatDateTime(issuedAt.toISOString())}`,
    '',
    '認証アプリを使えないときのログインに、どれか1つを入力してください。',
    '各コードは1回だけ使えます。このファイルは他人に見られない安全な場所に保管してください。',
    '',
    ...codes.map((c, i) => `${String(i + 1).padStart(2, ' ')}. ${c}`),
    '',
  ];
  // BOM + CRLF: older Japanese Windows editors otherwise guess Shift_JIS and one long line.
  return `\uFEFF${lines.join('\r\n')}`;
}
