import type { ReactNode } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';

const STEPS = [
  { step: 'invoiceinfo', label: '修正内容の入力' },
  { step: 'confirm', label: '確認・申請' },
] as const;

/** Title, a two-step indicator and lead of the correction screens (/payments/edit/{id}/…). */
export function EditFrame({
  step,
  title,
  lead,
  wide,
  children,
}: {
  step: 'invoiceinfo' | 'confirm';
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const index = STEPS.findIndex((s) => s.step === step);
  return (
    <div className={cn('mx-auto w-full', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <DocumentTitle title={title} />
      <nav aria-label="修正の手順" className="mb-6">
        <ol className="flex items-center justify-center gap-2 text-xs sm:text-sm">
          {STEPS.map((s, i) => (
            <li key={s.step} className="flex items-center gap-2" aria-current={i === index ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-xs font-bold',
                  i <= index ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-500',
                )}
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className={i === index ? 'font-semibold text-slate-900' : 'text-slate-500'}>
                <span className="sr-only">{`手順${i + 1} `}</span>
                {s.label}
              </span>
              {i < STEPS.length - 1 ? <span className="mx-1 h-0.5 w-8 bg-slate-200 sm:w-12" aria-hidden="true" /> : null}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead ? <p className="mt-2 mb-8 text-center text-sm text-slate-600">{lead}</p> : <div className="mb-8" />}
      {children}
    </div>
  );
}
