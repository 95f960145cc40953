import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeRequestSchema } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { showSuccess } from '../../../lib/ui-store.ts';
import { useChangePassword } from '../api/change-password.ts';

const formSchema = passwordChangeRequestSchema
  .extend({ new_password_confirmation: z.string().min(1, '確認のため、もう一度入力してください。') })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: 'パスワードが一致しません。',
    path: ['new_password_confirmation'],
  })
  .refine((v) => v.new_password !== v.current_password, {
    message: '現在のパスワードとは異なるパスワードを入力してください。',
    path: ['new_password'],
  });

const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

const FIELD_OF_STATUS: Readonly<Record<string, (typeof FIELDS)[number]>> = {
  incorrect_password: 'current_password',
  weak_password: 'new_password',
};

const PASSWORD_CHANGED_MESSAGE = 'パスワードを変更しました。他の端末からはログアウトしました。';

/** The form of /myaccount/edit-password: current + new (twice) → other sessions end, this one stays. */
export function PasswordChangeForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(formSchema),
    defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ current_password, new_password });
    } catch (e) {
      const field = isApiError(e) ? FIELD_OF_STATUS[e.status] : undefined;
      // A field-specific code goes under its field even when the body carries no errors[].
      if (isApiError(e) && field && !e.errors.length) {
        setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
        return;
      }
      applyApiError(e, setError, FIELDS, { onUnmatched: setFormError });
      return;
    }
    showSuccess(PASSWORD_CHANGED_MESSAGE);
    void navigate(paths.myaccount(), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <PasswordField
        label="現在のパスワード"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields
        password={{ error: errors.new_password?.message, ...register('new_password', { deps: ['new_password_confirmation'] }) }}
        confirmation={{ error: errors.new_password_confirmation?.message, ...register('new_password_confirmation') }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.myaccount()} variant="secondary">
          キャンセル
        </ButtonLink>
        <Button type="submit" pending={change.isPending}>
          パスワードを変更する
        </Button>
      </div>
    </form>
  );
}
