import { Check } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';

const STEPS = ['情報の入力', '内容の確認', '登録完了'] as const;

/** 1 入力 → 2 確認 → 3 完了 */
export function RegistrationSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="mx-auto mb-8 flex max-w-md items-center justify-between" aria-label="登録の手順">
      {STEPS.map((label, i) => {
        const step = i + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li key={label} className="flex flex-1 items-center last:flex-none" aria-current={active ? 'step' : undefined}>
            <span className="flex flex-col items-center gap-1">
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                  done
                    ? 'bg-brand-600 text-white'
                    : active
                      ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                      : 'bg-slate-200 text-slate-500',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : step}
              </span>
              <span className={cn('text-xs whitespace-nowrap', active ? 'font-semibold text-slate-900' : 'text-slate-500')}>
                {label}
              </span>
            </span>
            {step < STEPS.length ? (
              <span className={cn('mx-2 mb-5 h-0.5 flex-1', done ? 'bg-brand-600' : 'bg-slate-200')} aria-hidden="true" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
