import type { ComponentProps } from 'react';
import { FormDialog as ConsoleFormDialog } from '../../components/form-dialog.tsx';

/**
 * The console's form dialog (ops/components/form-dialog.tsx) with the server's refusal shown
 * inside it, above the buttons: the operator reads why (本人は承認できません, someone acted first…)
 * without losing what they typed.
 */
export function FormDialog({
  error,
  children,
  ...rest
}: ComponentProps<typeof ConsoleFormDialog> & { error?: string | null | undefined }) {
  return (
    <ConsoleFormDialog {...rest}>
      {children}
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium whitespace-pre-line text-red-800"
        >
          {error}
        </p>
      ) : null}
    </ConsoleFormDialog>
  );
}
