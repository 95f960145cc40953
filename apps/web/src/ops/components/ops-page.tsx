import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** React 19 hoists <title> into <head>. Every console title says it is the console. */
export function OpsTitle({ title }: { title: string }) {
  return <title>{`${title} | 運用コンソール | 請求書カード払い`}</title>;
}

let firstPage = true;

/**
 * The page's one h1. After a navigation inside the console focus moves to it (tabIndex -1), so
 * keyboard and screen-reader users start at the new page's top; the first page of a visit keeps
 * the browser's own focus.
 */
export function OpsPageHeader({
  title,
  lead,
  actions,
  back,
  className,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** A link back (e.g. to the list), above the title. */
  back?: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className={cn('mb-5 flex flex-wrap items-end justify-between gap-3', className)}>
      <OpsTitle title={title} />
      <div className="min-w-0">
        {back ? <div className="mb-1 text-sm">{back}</div> : null}
        <h1 ref={ref} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl">
          {title}
        </h1>
        {lead ? <div className="mt-1 text-sm text-slate-600">{lead}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** For tests: the next page header behaves as the first of a visit. */
export function resetOpsPageFocus(): void {
  firstPage = true;
}

/** A white panel with an optional h2. */
export function OpsPanel({
  title,
  actions,
  children,
  className,
  flush,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  flush?: boolean;
}) {
  return (
    <section className={cn('rounded-xl border border-slate-200 bg-white shadow-xs', className)}>
      {title || actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
          {title ? <h2 className="text-base font-bold text-slate-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      <div className={flush ? undefined : 'p-4'}>{children}</div>
    </section>
  );
}
