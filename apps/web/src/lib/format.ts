import { formatYen } from '@icp/domain';

/** ¥1,234,567, or a dash for a missing amount. */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatYen(amount);
}

const jstDate = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const jstDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-11-22" or an ISO instant → "2026/11/22" (Japan time). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replaceAll('-', '/');
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : jstDate.format(d);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : jstDateTime.format(d);
}

/** "1990-04-01" → "1990年4月1日" */
export function formatJapaneseDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return value || '—';
  return `${m[1]}年${Number(m[2])}月${Number(m[3])}日`;
}
