import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';
import { DocumentTitle } from './document-title.tsx';

/** A white card. `flush` drops the padding, for lists whose rows span the full width. */
export function Card({ className, flush, ...rest }: HTMLAttributes<HTMLDivElement> & { flush?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200/80 bg-white shadow-[0_1px_2px_rgba(15,23,42,0.04)]',
        flush ? 'overflow-hidden' : 'p-5 sm:p-8',
        className,
      )}
      {...rest}
    />
  );
}

export function CardTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h2 className={cn('text-lg font-bold text-slate-900', className)}>{children}</h2>;
}

/** The page's one h1, with an optional lead paragraph and actions on the right. */
export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <DocumentTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
