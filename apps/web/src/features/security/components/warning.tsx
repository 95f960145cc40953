import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** A caution that is not an error (amber): keep the codes safe, few codes left. */
export function Warning({ title, children, className }: { title?: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900', className)}>
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
