import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';
import { DocumentTitle } from '../ui/document-title.tsx';

/**
 * The single card of a public page: h1, a lead, the form, and links under it. `header` goes above
 * the h1 (the OAuth screens show the app asking there).
 */
export function AuthCard({
  title,
  lead,
  children,
  footer,
  header,
  focusHeading = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  header?: ReactNode;
  /** Moves focus to the h1 when the card appears: a step of a flow replaced the previous one in place. */
  focusHeading?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <div className="mx-auto w-full max-w-[440px]">
      <DocumentTitle title={title} />
      <Card className="px-6 py-8 sm:px-10 sm:py-10">
        {header}
        <h1
          ref={headingRef}
          tabIndex={focusHeading ? -1 : undefined}
          className="text-center text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {lead ? <div className="mt-3 text-center text-sm text-slate-600">{lead}</div> : null}
        <div className="mt-8">{children}</div>
      </Card>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}
