import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

/** 前へ / 次へ with "全N件中 a–b件". */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(1, Math.ceil(total / size));
  if (total <= size && page === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const end = Math.min(total, page * size);
  return (
    <nav aria-label="ページ送り" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        全{total}件中 {first}–{end}件
      </span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          前へ
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          次へ
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
