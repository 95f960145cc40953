import { zodResolver } from '@hookform/resolvers/zod';
import { otpCodeSchema } from '@icp/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { PinInput } from '../../../components/ui/pin-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import { useCertification } from '../api/certification.ts';
import { useResignUp } from '../api/resignup.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { signupFlow } from '../stores/login-flow.ts';

const formSchema = z.object({ code: otpCodeSchema });

export function Component() {
  const navigate = useNavigate();
  const [email] = useState(() => signupFlow.read());
  const certify = useCertification();
  const resend = useResignUp();
  const [finishing, setFinishing] = useState(false);
  const { control, handleSubmit, setError } = useForm({
    mode: 'onChange',
    resolver: zodResolver(formSchema),
    defaultValues: { code: '' },
  });

  if (!email) {
    return (
      <AuthCard title="確認コードの入力">
        <div className="space-y-6">
          <Alert tone="error">登録の手続きが見つかりません。お手数ですが、最初からやり直してください。</Alert>
          <ButtonLink to={paths.signup()} block>
            新規登録へ
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ code }) => {
    let tokens;
    try {
      tokens = await certify.mutateAsync({ email_address: email, code });
    } catch (e) {
      if (isApiError(e) && (e.status === 'invalid_code' || e.status === 'code_expired')) {
        setError('code', { type: 'server', message: e.message }, { shouldFocus: true });
      } else {
        applyApiError(e, setError, ['code']);
      }
      return;
    }
    setFinishing(true);
    signupFlow.clear();
    // Now logged in; a new account has no business info yet, so this lands on /registration.
    navigate(await destinationAfterLogin(tokens, null), { replace: true });
  });

  const onResend = async () => {
    try {
      const res = await resend.mutateAsync({ email_address: email });
      showSuccess(res?.message ?? '確認コードを再送信しました。');
    } catch (e) {
      // 429 resend_too_soon carries its own Japanese message.
      showError(isApiError(e) ? e.message : '確認コードを再送信できませんでした。');
    }
  };

  return (
    <AuthCard
      title="確認コードの入力"
      lead={
        <p>
          <span className="font-semibold break-all text-slate-900">{email}</span> に確認コードを送信しました。
          <br />
          メールに記載された6桁のコードを入力してください。
        </p>
      }
      footer={
        <p>
          メールアドレスを間違えた場合は <TextLink to={paths.signup()}>新規登録をやり直す</TextLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <div className="flex justify-center">
          <Controller
            control={control}
            name="code"
            render={({ field, fieldState }) => (
              <PinInput
                label="確認コード"
                hint="コードの有効期限は10分です。"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
                autoFocus
              />
            )}
          />
        </div>
        <Button type="submit" size="lg" block pending={certify.isPending || finishing}>
          認証して次へ
        </Button>
        <div className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
          <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={onResend} pending={resend.isPending}>
            コードを再送信
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
