import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { showSuccess } from '../../../lib/ui-store.ts';

const formSchema = z
  .object({
    password: passwordSchema,
    password_confirmation: z.string().min(1, '確認のため、もう一度入力してください。'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'パスワードが一致しません。',
    path: ['password_confirmation'],
  });

interface NewPasswordFormProps {
  token: string | null;
  submit: (body: { token: string; password: string }) => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
}

/** New password twice → the token-bound endpoint → /signin with a success snackbar. */
export function NewPasswordForm({ token, submit, pending, submitLabel }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  if (!token || tokenInvalid) {
    return (
      <div className="space-y-6">
        <Alert tone="error">{formError ?? 'リンクの有効期限が切れているか、無効です。もう一度お手続きください。'}</Alert>
        <ButtonLink to={paths.passwordSendEmail()} block>
          再設定メールを送り直す
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await submit({ token, password });
      showSuccess('新しいパスワードでログインしてください。', 'パスワードを設定しました');
      void navigate(paths.signin(), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.status === 'invalid_token') {
        setFormError(e.message);
        setTokenInvalid(true);
        return;
      }
      applyApiError(e, setError, ['password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <NewPasswordFields
        password={{ error: errors.password?.message, ...register('password', { deps: ['password_confirmation'] }) }}
        confirmation={{ error: errors.password_confirmation?.message, ...register('password_confirmation') }}
      />
      <Button type="submit" size="lg" block pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
