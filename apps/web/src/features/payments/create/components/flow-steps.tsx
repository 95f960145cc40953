import type { ReactNode } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';
import { paths } from '../../../../lib/paths.ts';
import { StepIndicator } from '../../shared/components/step-indicator.tsx';
import type { FlowStep } from '../../shared/components/step-indicator.tsx';
import { flowRedirect, usePaymentFlow } from '../stores/payment-flow.ts';
import type { FlowRoute } from '../stores/payment-flow.ts';

const STEPS: readonly FlowStep<FlowRoute>[] = [
  { route: 'create', label: 'アップロード' },
  { route: 'invoiceinfo', label: '支払情報' },
  { route: 'confirm', label: '確認・カード' },
  { route: 'complete', label: '申請完了' },
];

const PATHS: Readonly<Record<FlowRoute, string>> = {
  create: paths.paymentsCreate(),
  invoiceinfo: paths.paymentsAddInvoiceInfo(),
  confirm: paths.paymentsAddConfirm(),
  complete: paths.paymentsComplete(),
};

export const flowPath = (route: FlowRoute) => PATHS[route];

/** The payment stepper in linear mode (spec §4): earlier steps and reachable ones are links. */
export function FlowSteps({ current }: { current: FlowRoute }) {
  const state = usePaymentFlow();
  // After the payment is made, nothing before it can be opened again.
  const reachable = (route: FlowRoute) =>
    current !== 'complete' && route !== current && route !== 'complete' && !flowRedirect(route, state);
  return <StepIndicator steps={STEPS} current={current} linkTo={(route) => (reachable(route) ? flowPath(route) : null)} />;
}

/** Title, stepper and lead shared by the payment flow's screens. */
export function PaymentFlowFrame({
  step,
  title,
  lead,
  wide,
  children,
}: {
  step: FlowRoute;
  title: string;
  lead?: ReactNode;
  /** The invoice-info step shows the invoice beside the form on wide screens. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <DocumentTitle title={title} />
      <FlowSteps current={step} />
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead ? <p className="mt-2 mb-8 text-center text-sm text-slate-600">{lead}</p> : <div className="mb-8" />}
      {children}
    </div>
  );
}
