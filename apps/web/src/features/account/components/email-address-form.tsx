import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeRequestSchema } from '@icp/contract';
import { maskEmail } from '@icp/domain';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useUserStore } from '../../../lib/session/user-store.ts';
import { useChangeEmailAddress } from '../api/change-email-address.ts';
import { emailChangeFlow } from '../stores/email-change-flow.ts';

const FIELDS = ['email_address', 'password'] as const;

/** Which field an error code is about: shown under it as well as above the form. */
const FIELD_OF_STATUS: Readonly<Record<string, (typeof FIELDS)[number]>> = {
  email_taken: 'email_address',
  incorrect_password: 'password',
};

function formSchemaFor(currentEmail: string | undefined) {
  return emailChangeRequestSchema.refine((v) => v.email_address !== currentEmail?.toLowerCase(), {
    message: '現在のメールアドレスと同じです。新しいメールアドレスを入力してください。',
    path: ['email_address'],
  });
}

/** The form of /myaccount/edit-email-address: new address + current password → a code to the new address. */
export function EmailAddressForm() {
  const navigate = useNavigate();
  const user = useUserStore((s) => s.user);
  const change = useChangeEmailAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const [schema] = useState(() => formSchemaFor(user?.emailAddress));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { email_address: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await change.mutateAsync(values);
      emailChangeFlow.save({
        emailAddress: values.email_address,
        maskedEmailAddress: res.masked_email_address,
        expiresInSeconds: res.expires_in,
      });
      void navigate(paths.editEmailAuth());
    } catch (e) {
      const field = isApiError(e) ? FIELD_OF_STATUS[e.status] : undefined;
      if (isApiError(e) && field) {
        setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
        setFormError(e.message);
        return;
      }
      applyApiError(e, setError, FIELDS, { onUnmatched: setFormError });
    }
  });

  const current = user ? (maskEmail(user.emailAddress) ?? user.emailAddress) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {current ? (
        <p className="text-sm text-slate-600">
          現在のメールアドレス：<span className="font-mono text-slate-900">{current}</span>
        </p>
      ) : null}
      <TextField
        label="新しいメールアドレス"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email_address?.message}
        {...register('email_address')}
      />
      <PasswordField
        label="現在のパスワード"
        autoComplete="current-password"
        required
        hint="ご本人確認のため、現在のパスワードを入力してください。"
        error={errors.password?.message}
        {...register('password')}
      />
      <Alert tone="info">
        変更が完了すると、すべての端末からログアウトします。新しいメールアドレスで再度ログインしてください。
      </Alert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.myaccount()} variant="secondary">
          キャンセル
        </ButtonLink>
        <Button type="submit" pending={change.isPending}>
          認証コードを送信
        </Button>
      </div>
    </form>
  );
}
