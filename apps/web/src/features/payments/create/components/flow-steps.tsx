import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../components/ui/cn.ts';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';
import { paths } from '../../../../lib/paths.ts';
import { flowRedirect, usePaymentFlow } from '../stores/payment-flow.ts';
import type { FlowRoute } from '../stores/payment-flow.ts';

const STEPS: readonly { route: FlowRoute; label: string }[] = [
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
  const index = STEPS.findIndex((s) => s.route === current);
  return (
    <nav aria-label="支払の手順" className="mb-8">
      <ol className="mx-auto flex max-w-xl items-center justify-between">
        {STEPS.map((step, i) => {
          const active = i === index;
          const completed = i < index;
          // After the payment is made, nothing before it can be opened again.
          const reachable = current !== 'complete' && !active && step.route !== 'complete' && !flowRedirect(step.route, state);
          const circle = (
            <span
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                active
                  ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                  : completed
                    ? 'bg-brand-600 text-white'
                    : 'bg-slate-200 text-slate-500',
              )}
              aria-hidden="true"
            >
              {completed ? <Check className="size-4" /> : i + 1}
            </span>
          );
          const label = (
            <span className={cn('text-xs whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500')}>
              {step.label}
              {completed ? <span className="sr-only">（完了）</span> : null}
            </span>
          );
          const body = (
            <>
              <span className="sr-only">{`手順${i + 1} `}</span>
              {circle}
              {label}
            </>
          );
          return (
            <li key={step.route} className="flex flex-1 items-center last:flex-none">
              {reachable ? (
                <Link to={flowPath(step.route)} className="flex flex-col items-center gap-1 rounded-lg px-1 hover:opacity-80">
                  {body}
                </Link>
              ) : (
                <span className="flex flex-col items-center gap-1 px-1" aria-current={active ? 'step' : undefined}>
                  {body}
                </span>
              )}
              {i < STEPS.length - 1 ? (
                <span
                  className={cn('mx-1 mb-5 h-0.5 flex-1 sm:mx-2', completed ? 'bg-brand-600' : 'bg-slate-200')}
                  aria-hidden="true"
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
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
