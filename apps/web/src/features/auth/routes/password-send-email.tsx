import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSendEmailRequestSchema } from '@icp/contract';
import { useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useSendPasswordResetEmail } from '../api/password-send-email.ts';
import { AuthCard } from '../../../components/auth/auth-card.tsx';

export function Component() {
  const send = useSendPasswordResetEmail();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAppForm({
    mode: 'onChange',
    resolver: zodResolver(passwordSendEmailRequestSchema),
    defaultValues: { email_address: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await send.mutateAsync(values);
      setSentMessage(res?.message ?? 'パスワード再設定のご案内をメールでお送りしました。');
    } catch (e) {
      applyApiError(e, setError, ['email_address']);
    }
  });

  return (
    <AuthCard
      title="パスワードの再設定"
      lead={sentMessage ? undefined : '登録したメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。'}
      footer={
        <p>
          <TextLink to={paths.signin()}>ログイン画面に戻る</TextLink>
        </p>
      }
    >
      {sentMessage ? (
        <div className="space-y-6">
          <Alert tone="success" title="メールを送信しました">
            {sentMessage}
          </Alert>
          <p className="text-sm text-slate-600">
            メールが届かない場合は、迷惑メールフォルダをご確認のうえ、入力したメールアドレスに誤りがないかお確かめください。
          </p>
          <ButtonLink to={paths.signin()} variant="secondary" block>
            ログイン画面へ
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label="メールアドレス"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email_address?.message}
            {...register('email_address')}
          />
          <Button type="submit" size="lg" block pending={send.isPending}>
            再設定メールを送信
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
