import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';
import { StepIndicator } from '../../shared/components/step-indicator.tsx';
import type { FlowStep } from '../../shared/components/step-indicator.tsx';
import type { OAuthFlowRoute } from '../stores/oauth-payment.ts';

const STEPS: readonly FlowStep<OAuthFlowRoute>[] = [
  { route: 'invoiceinfo', label: '支払情報' },
  { route: 'confirm', label: '確認・カード' },
  { route: 'complete', label: '申請完了' },
];

/** The OAuth payment stepper: where the buyer is, out of three. */
export function OAuthFlowSteps({ current }: { current: OAuthFlowRoute }) {
  return <StepIndicator steps={STEPS} current={current} compact />;
}

let firstPage = true;

/**
 * The page's one h1. After a navigation inside the flow focus moves to it (tabIndex -1), so
 * keyboard and screen-reader users start at the new step's top; the first page of a visit (the
 * partner's link, the return from 3-D Secure) keeps the browser's own focus.
 */
export function FlowHeading({ title, className }: { title: string; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn('text-center text-2xl font-bold tracking-tight text-slate-900 focus:outline-none', className)}
    >
      {title}
    </h1>
  );
}

/** For tests: the next heading behaves as the first of a visit. */
export function resetFlowHeadingFocus(): void {
  firstPage = true;
}

/** Title, stepper and lead of the OAuth payment steps. */
export function OAuthFlowFrame({
  step,
  title,
  lead,
  wide,
  children,
}: {
  step?: OAuthFlowRoute;
  title: string;
  lead?: ReactNode;
  /** The invoice-info step shows the invoice beside its data on wide screens. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <DocumentTitle title={title} />
      {step ? <OAuthFlowSteps current={step} /> : null}
      <FlowHeading title={title} />
      {lead ? (
        <div className="mt-2 mb-6 text-center text-sm text-slate-600 sm:mb-8">{lead}</div>
      ) : (
        <div className="mb-6 sm:mb-8" />
      )}
      {children}
    </div>
  );
}
