import { SNACKBAR_CLEAR_DELAY_MS, SNACKBAR_SHOW_DELAY_MS } from '@icp/domain';
import { CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DEFAULT_SNACKBAR_DURATION_MS, useUiStore } from '../../lib/ui-store.ts';
import type { SnackbarColor } from '../../lib/ui-store.ts';
import { cn } from './cn.ts';

type Phase = 'pending' | 'open' | 'closing';

const icons = { success: CircleCheck, error: TriangleAlert, info: Info } as const;
const tones: Record<SnackbarColor, string> = {
  success: 'text-emerald-300',
  error: 'text-amber-300',
  info: 'text-sky-300',
};

/**
 * Spec §4: shows ~100 ms after an item is set, closes on 閉じる or after its duration, and the
 * item is cleared 400 ms after closing (so the fade-out has something to show).
 */
export function Snackbar() {
  const item = useUiStore((s) => s.snackbar);
  const clearSnackbar = useUiStore((s) => s.clearSnackbar);
  const [state, setState] = useState<{ id: number | null; phase: Phase }>({ id: null, phase: 'pending' });
  const id = item?.id ?? null;
  const phase = state.id === id ? state.phase : 'pending';

  useEffect(() => {
    if (id === null) return;
    // A newer item clears this timer (effect cleanup), so it can only open its own item.
    const t = setTimeout(() => setState({ id, phase: 'open' }), SNACKBAR_SHOW_DELAY_MS);
    return () => clearTimeout(t);
  }, [id]);

  const duration = item?.duration ?? DEFAULT_SNACKBAR_DURATION_MS;
  useEffect(() => {
    if (id === null || phase !== 'open' || duration <= 0) return;
    const t = setTimeout(() => setState((s) => (s.id === id ? { id, phase: 'closing' } : s)), duration);
    return () => clearTimeout(t);
  }, [id, phase, duration]);

  useEffect(() => {
    if (id === null || phase !== 'closing') return;
    const t = setTimeout(() => clearSnackbar(id), SNACKBAR_CLEAR_DELAY_MS);
    return () => clearTimeout(t);
  }, [id, phase, clearSnackbar]);

  // Not rendered while pending: the live region must appear with its text to be announced.
  if (!item || phase === 'pending') return null;
  const Icon = icons[item.color];
  const open = phase === 'open';
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[90] flex justify-center px-4 lg:bottom-8">
      <div
        role={item.color === 'error' ? 'alert' : 'status'}
        data-state={phase}
        className={cn(
          'pointer-events-auto flex w-full max-w-[360px] animate-[icp-fade-in_200ms_ease-out] items-start gap-3 rounded-xl bg-slate-900 py-3 pr-2 pl-4 text-white shadow-xl transition-opacity duration-300 lg:max-w-[600px]',
          open ? 'opacity-100' : 'opacity-0',
        )}
      >
        <Icon className={cn('mt-0.5 size-5 shrink-0', tones[item.color])} aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          {item.title ? <p className="font-semibold">{item.title}</p> : null}
          {item.text ? <p className="whitespace-pre-line text-slate-100">{item.text}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => setState({ id, phase: 'closing' })}
          className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-sky-200 hover:bg-white/10"
          tabIndex={open ? 0 : -1}
        >
          <X className="size-4" aria-hidden="true" />
          閉じる
        </button>
      </div>
    </div>
  );
}
