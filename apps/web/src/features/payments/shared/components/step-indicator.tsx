import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../../components/ui/cn.ts';

/** One step of a payment flow: its route name and its label under the circle. */
export interface FlowStep<R extends string> {
  route: R;
  label: string;
}

/**
 * A payment flow's stepper: where the buyer is, the steps before it ticked. `linkTo` gives the
 * path of a step that may be opened from here (null: not a link); `compact` is the narrower one
 * of a flow with fewer steps.
 */
export function StepIndicator<R extends string>({
  steps,
  current,
  linkTo = () => null,
  compact = false,
}: {
  steps: readonly FlowStep<R>[];
  current: R;
  linkTo?: (route: R) => string | null;
  compact?: boolean;
}) {
  const index = steps.findIndex((s) => s.route === current);
  return (
    <nav aria-label="支払の手順" className={compact ? 'mb-6 sm:mb-8' : 'mb-8'}>
      <ol className={cn('mx-auto flex items-center justify-between', compact ? 'max-w-md' : 'max-w-xl')}>
        {steps.map((step, i) => {
          const active = i === index;
          const completed = i < index;
          const to = linkTo(step.route);
          const body = (
            <>
              <span className="sr-only">{`手順${i + 1} `}</span>
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
              <span className={cn('text-xs whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500')}>
                {step.label}
                {completed ? <span className="sr-only">（完了）</span> : null}
              </span>
            </>
          );
          return (
            <li key={step.route} className="flex flex-1 items-center last:flex-none">
              {to !== null ? (
                <Link to={to} className="flex flex-col items-center gap-1 rounded-lg px-1 hover:opacity-80">
                  {body}
                </Link>
              ) : (
                <span className="flex flex-col items-center gap-1 px-1" aria-current={active ? 'step' : undefined}>
                  {body}
                </span>
              )}
              {i < steps.length - 1 ? (
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
