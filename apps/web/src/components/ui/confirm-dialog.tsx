import { CONFIRM_DIALOG_LABELS } from '@icp/domain';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button.tsx';
import { cn } from './cn.ts';

export interface ConfirmOptions {
  title: string;
  description?: ReactNode;
  /** Defaults to はい / いいえ (spec §9). */
  confirmLabel?: string;
  cancelLabel?: string | null;
  tone?: 'primary' | 'danger';
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Radix AlertDialog, 500 px wide on desktop, full width minus margins on phones. */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel = CONFIRM_DIALOG_LABELS.yes,
  cancelLabel = CONFIRM_DIALOG_LABELS.no,
  tone = 'primary',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] animate-[icp-fade-in_150ms_ease-out] bg-slate-900/40" />
        <AlertDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-[81] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl',
            'animate-[icp-fade-in_150ms_ease-out] focus:outline-none lg:w-[500px]',
          )}
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-3 text-[15px] whitespace-pre-line text-slate-600">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {cancelLabel ? <AlertDialog.Cancel className={buttonClass('secondary')}>{cancelLabel}</AlertDialog.Cancel> : null}
            <AlertDialog.Action className={buttonClass(tone === 'danger' ? 'danger' : 'primary')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
