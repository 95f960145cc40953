import { zodResolver } from '@hookform/resolvers/zod';
import { otpCodeSchema } from '@icp/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { PinInput } from '../../../components/ui/pin-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import { useLogin2Auth } from '../api/login-2auth.ts';
import { useResendLoginCode } from '../api/login-2auth-resend.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { loginFlow } from '../stores/login-flow.ts';

const formSchema = z.object({ code: otpCodeSchema });

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const [pending] = useState(() => loginFlow.read());
  const verify = useLogin2Auth();
  const resend = useResendLoginCode();
  const [finishing, setFinishing] = useState(false);

  const { control, handleSubmit, setError } = useForm({
    mode: 'onChange',
    resolver: zodResolver(formSchema),
    defaultValues: { code: '' },
  });

  if (!pending) {
    return (
      <AuthCard title="認証コードの入力">
        <div className="space-y-6">
          <Alert tone="error">ログインの手続きが見つかりません。お手数ですが、もう一度ログインしてください。</Alert>
          <ButtonLink to={paths.signin(redirect ?? undefined)} block>
            ログイン画面へ
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async ({ code }) => {
    let tokens;
    try {
      tokens = await verify.mutateAsync({ login_token: pending.loginToken, code });
    } catch (e) {
      // invalid_code / code_expired describe the code itself: show them under the field.
      if (isApiError(e) && (e.status === 'invalid_code' || e.status === 'code_expired')) {
        setError('code', { type: 'server', message: e.message }, { shouldFocus: true });
      } else {
        applyApiError(e, setError, ['code']);
      }
      return;
    }
    setFinishing(true);
    loginFlow.clear();
    navigate(await destinationAfterLogin(tokens, redirect), { replace: true });
  });

  const onResend = async () => {
    try {
      const res = await resend.mutateAsync({ login_token: pending.loginToken });
      showSuccess(res?.message ?? '認証コードを再送信しました。');
    } catch (e) {
      showError(isApiError(e) ? e.message : '認証コードを再送信できませんでした。');
    }
  };

  return (
    <AuthCard
      title="認証コードの入力"
      lead={
        <p>
          <span className="font-semibold break-all text-slate-900">{pending.maskedEmail}</span> に認証コードを送信しました。
          <br />
          メールに記載された6桁のコードを入力してください。
        </p>
      }
      footer={
        <p>
          <TextLink to={paths.signin(redirect ?? undefined)}>ログイン画面に戻る</TextLink>
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
                label="認証コード"
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
        <Button type="submit" size="lg" block pending={verify.isPending || finishing}>
          認証する
        </Button>
        <div className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
          <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={onResend} pending={resend.isPending}>
            認証コードを再送信
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
