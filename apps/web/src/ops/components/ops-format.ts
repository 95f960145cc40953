/** 「5時間」「2日3時間」: how long a payment has waited. */
export function formatAge(hours: number): string {
  if (!Number.isFinite(hours) || hours < 1) return '1時間未満';
  if (hours < 24) return `${hours}時間`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days}日${rest}時間` : `${days}日`;
}

export type Urgency = 'overdue' | 'urgent' | 'soon' | 'normal' | 'none';

/** Bank business days to the transfer date: 0 today, negative past (calendar days). */
export function transferUrgency(daysLeft: number | null): Urgency {
  if (daysLeft === null) return 'none';
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= 1) return 'urgent';
  if (daysLeft <= 3) return 'soon';
  return 'normal';
}

/** 「本日」「あと2営業日」「3日超過」 — words, so urgency is never told by colour alone. */
export function formatDaysLeft(daysLeft: number | null): string {
  if (daysLeft === null) return '振込日未定';
  if (daysLeft < 0) return `${-daysLeft}日超過`;
  if (daysLeft === 0) return '本日';
  return `あと${daysLeft}営業日`;
}

/** Digits of a form value (full-width digits and commas allowed), or null when empty. */
export function toDigits(raw: string): string {
  return raw.normalize('NFKC').replace(/[,\s¥円]/g, '');
}
