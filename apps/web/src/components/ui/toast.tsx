import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@icp/domain';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from './cn.ts';

import { dismissToast, useToastStore } from './toast-store.ts';

const accent = { info: 'border-l-brand-500', success: 'border-l-emerald-500', error: 'border-l-red-500' } as const;

/**
 * Spec §4/§9: 5000 ms, top centre, no progress bar, swipe right 50 px, F8 focuses the viewport.
 * Radix pauses the countdown while the pointer or focus is inside the viewport.
 */
export function RadixToastHost() {
  const items = useToastStore((s) => s.items);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="通知">
      {items.map((t) => (
        <Toast.Root
          key={t.id}
          duration={t.duration}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'flex items-start gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-lg',
            'data-[state=open]:animate-[icp-fade-in_150ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-[icp-slide-in-right_150ms_ease-out_reverse]',
            accent[t.tone ?? 'info'],
          )}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-semibold text-slate-900">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="mt-1 text-sm text-slate-600">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="閉じる">
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="通知 ({hotkey})"
        className="fixed top-4 left-1/2 z-[95] flex w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
