import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { useLogin2Auth } from '../api/login-2auth.ts';
import { useResendLoginCode } from '../api/login-2auth-resend.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CodeEntryForm } from '../components/code-entry-form.tsx';
import { loginFlow } from '../stores/login-flow.ts';

/** Login step 2: the code e-mailed for this login attempt. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const [pending] = useState(() => loginFlow.read());
  const verify = useLogin2Auth();
  const resend = useResendLoginCode();

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
      <CodeEntryForm
        codeLabel="認証コード"
        submitLabel="認証する"
        resendLabel="認証コードを再送信"
        verify={(code) => verify.mutateAsync({ login_token: pending.loginToken, code })}
        verifying={verify.isPending}
        resend={() => resend.mutateAsync({ login_token: pending.loginToken })}
        resending={resend.isPending}
        onVerified={async (tokens) => {
          loginFlow.clear();
          navigate(await destinationAfterLogin(tokens, redirect), { replace: true });
        }}
      />
    </AuthCard>
  );
}
