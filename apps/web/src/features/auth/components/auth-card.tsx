import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';

/** The single card of a public page: h1, a lead, the form, and links under it. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-[440px]">
      <DocumentTitle title={title} />
      <Card className="px-6 py-8 sm:px-10 sm:py-10">
        <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead ? <div className="mt-3 text-center text-sm text-slate-600">{lead}</div> : null}
        <div className="mt-8">{children}</div>
      </Card>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
    </div>
  );
}
