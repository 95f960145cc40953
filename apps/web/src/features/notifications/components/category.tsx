import { Badge } from '../../../components/ui/query-state.tsx';

type BadgeTone = 'slate' | 'blue' | 'red' | 'green' | 'amber';
interface CategoryStyle {
  label: string;
  tone: BadgeTone;
}

/** The API's notification categories in the words the user reads. */
export const CATEGORY_LABELS: Readonly<Record<string, CategoryStyle>> = {
  payment: { label: '支払', tone: 'blue' },
  supplier: { label: '支払先', tone: 'green' },
  security: { label: 'セキュリティ', tone: 'red' },
  account: { label: 'アカウント', tone: 'amber' },
  info: { label: 'お知らせ', tone: 'slate' },
};

const GENERAL: CategoryStyle = { label: 'お知らせ', tone: 'slate' };

/** An unknown (newer) category reads as a plain お知らせ rather than an English code. */
function styleOf(category: string): CategoryStyle {
  return (Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category] : undefined) ?? GENERAL;
}

export const categoryLabel = (category: string): string => styleOf(category).label;

export function CategoryBadge({ category }: { category: string }) {
  const { label, tone } = styleOf(category);
  return <Badge tone={tone}>{label}</Badge>;
}

/**
 * Unread before read, otherwise in the server's order (newest first). The API already sorts this
 * way; sorting again keeps a page right while the refetch after reading one is in flight.
 */
export function unreadFirst<T extends { is_read: boolean }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(a.is_read) - Number(b.is_read));
}
