import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

export type BadgeTone = 'slate' | 'blue' | 'red' | 'green' | 'amber' | 'violet';

const tones: Record<BadgeTone, string> = {
  slate: 'border-slate-200 bg-slate-100 text-slate-700',
  blue: 'border-brand-100 bg-brand-50 text-brand-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  violet: 'border-violet-200 bg-violet-50 text-violet-800',
};

/** A small labelled chip: the words carry the meaning, the colour only helps. */
export function OpsBadge({
  tone = 'slate',
  children,
  className,
  title,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
