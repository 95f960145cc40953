import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { ADD_STEP_LABELS, ADD_STEPS, canVisitStep, stepPath, useStepCompletion } from '../stores/supplier-registration.ts';
import type { AddStep } from '../stores/supplier-registration.ts';

/**
 * The add-supplier stepper in linear mode (spec §4): a step is a link only when it is completed
 * or the next one; later steps are shown but cannot be chosen.
 */
export function AddSupplierSteps({ current }: { current: AddStep }) {
  const done = useStepCompletion();
  return (
    <nav aria-label="登録の手順" className="mb-8">
      <ol className="mx-auto flex max-w-lg items-center justify-between">
        {ADD_STEPS.map((step, i) => {
          const completed = step !== 'confirm' && done[step];
          const active = step === current;
          const reachable = canVisitStep(step, done);
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
              {completed && !active ? <Check className="size-4" /> : i + 1}
            </span>
          );
          const label = (
            <span className={cn('text-xs whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500')}>
              {ADD_STEP_LABELS[step]}
              {completed ? <span className="sr-only">（完了）</span> : null}
            </span>
          );
          return (
            <li key={step} className="flex flex-1 items-center last:flex-none">
              {reachable && !active ? (
                <Link to={stepPath(step)} className="flex flex-col items-center gap-1 rounded-lg px-1 hover:opacity-80">
                  <span className="sr-only">{`手順${i + 1} `}</span>
                  {circle}
                  {label}
                </Link>
              ) : (
                <span
                  className="flex flex-col items-center gap-1 px-1"
                  aria-current={active ? 'step' : undefined}
                  aria-disabled={!active || undefined}
                  data-step={step}
                >
                  <span className="sr-only">{`手順${i + 1} `}</span>
                  {circle}
                  {label}
                </span>
              )}
              {i < ADD_STEPS.length - 1 ? (
                <span className={cn('mx-2 mb-5 h-0.5 flex-1', completed ? 'bg-brand-600' : 'bg-slate-200')} aria-hidden="true" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
