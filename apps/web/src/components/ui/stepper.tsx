import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

/** One step of a flow as the stepper shows it. */
export interface StepperStep {
  key: string;
  label: string;
  completed: boolean;
  /** Where the step may be opened from here; null: shown, not a link. */
  to: string | null;
  /** Shown but not to be chosen yet (a linear flow's later step). */
  disabled?: boolean;
}

/**
 * A flow's numbered stepper (payment, add-supplier): where the user is, the steps done ticked,
 * each step a link where it may be opened. `label` names the navigation for screen readers.
 */
export function Stepper({
  label,
  steps,
  current,
  className,
  listClassName,
  connectorClassName = 'mx-2',
}: {
  label: string;
  steps: readonly StepperStep[];
  current: string;
  className: string;
  listClassName: string;
  connectorClassName?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={cn('mx-auto flex items-center justify-between', listClassName)}>
        {steps.map((step, i) => {
          const active = step.key === current;
          const body = (
            <>
              <span className="sr-only">{`手順${i + 1} `}</span>
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                  active
                    ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                    : step.completed
                      ? 'bg-brand-600 text-white'
                      : 'bg-slate-200 text-slate-500',
                )}
                aria-hidden="true"
              >
                {step.completed && !active ? <Check className="size-4" /> : i + 1}
              </span>
              <span className={cn('text-xs whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500')}>
                {step.label}
                {step.completed ? <span className="sr-only">（完了）</span> : null}
              </span>
            </>
          );
          return (
            <li key={step.key} className="flex flex-1 items-center last:flex-none">
              {step.to !== null ? (
                <Link to={step.to} className="flex flex-col items-center gap-1 rounded-lg px-1 hover:opacity-80">
                  {body}
                </Link>
              ) : (
                <span
                  className="flex flex-col items-center gap-1 px-1"
                  aria-current={active ? 'step' : undefined}
                  aria-disabled={step.disabled || undefined}
                >
                  {body}
                </span>
              )}
              {i < steps.length - 1 ? (
                <span
                  className={cn('mb-5 h-0.5 flex-1', connectorClassName, step.completed ? 'bg-brand-600' : 'bg-slate-200')}
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
