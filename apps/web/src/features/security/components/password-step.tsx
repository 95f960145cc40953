import { zodResolver } from '@hookform/resolvers/zod';
import { currentPasswordSchema } from '@icp/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ButtonVariant } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';

const schema = z.object({ password: currentPasswordSchema });

export interface PasswordStepProps {
  /** The h3 of this step. */
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Resolves when done; a rejection with incorrect_password goes under the field. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Re-authentication before a security change: the current password, checked by the server. */
export function PasswordStep({ title, description, submitLabel, submitVariant, onSubmit, onCancel }: PasswordStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSubmit(password);
    } catch (e) {
      if (isApiError(e) && (e.status === 'incorrect_password' || e.errors.some((fe) => fe.field === 'password'))) {
        const message = e.errors.find((fe) => fe.field === 'password')?.message ?? e.message;
        setError('password', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFormError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6">
      <div>
        <h3 className="text-base font-bold text-slate-900">{title}</h3>
        <div className="mt-1 text-sm text-slate-600">{description}</div>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="sm:max-w-sm">
        <PasswordField
          {...register('password')}
          label="現在のパスワード"
          autoComplete="current-password"
          required
          autoFocus
          error={formState.errors.password?.message}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
          キャンセル
        </Button>
        <Button type="submit" variant={submitVariant ?? 'primary'} pending={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
