import { lazy, Suspense } from 'react';
import { create } from 'zustand';
import type { ConfirmOptions } from './confirm-dialog.tsx';

export type { ConfirmOptions } from './confirm-dialog.tsx';

interface PendingConfirm extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

const useConfirmStore = create<{ pending: PendingConfirm | null }>()(() => ({ pending: null }));

/** Imperative use: `if (await confirmDialog({ title: '削除しますか？' })) …`. Needs <ConfirmDialogHost/>. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    useConfirmStore.getState().pending?.resolve(false);
    useConfirmStore.setState({ pending: { ...options, resolve } });
  });
}

// The Radix dialog loads with the first confirmation, not with every logged-in page.
const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

export function ConfirmDialogHost() {
  const pending = useConfirmStore((s) => s.pending);
  if (!pending) return null;
  const settle = (ok: boolean) => {
    pending.resolve(ok);
    useConfirmStore.setState({ pending: null });
  };
  const { resolve: _resolve, ...options } = pending;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...options} open onOpenChange={(open) => !open && settle(false)} onConfirm={() => settle(true)} />
    </Suspense>
  );
}
