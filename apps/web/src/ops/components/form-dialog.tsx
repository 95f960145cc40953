import { Dialog } from 'radix-ui';
import type { FormEventHandler, ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';

/**
 * A modal with a form (a reason to give before an action). Radix traps focus inside and gives it
 * back to the button that opened it; Esc and キャンセル close it.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  submitLabel,
  tone = 'primary',
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  pending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-[81] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:w-[540px]',
          )}
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm whitespace-pre-line text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
            {children}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClass('secondary')} disabled={pending}>
                キャンセル
              </Dialog.Close>
              <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} pending={pending}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
