import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { SecondFactorStep } from '../../../components/auth/second-factor-step.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { useResendLoginCode } from '../../../lib/api/resend-login-code.ts';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { loginFlow } from '../../../lib/session/login-flow.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { useLogin2Auth } from '../api/login-2auth.ts';

/** Login step 2: the code e-mailed for this login attempt, or (TOTP users) the authenticator app's code. */
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
    <SecondFactorStep
      pending={pending}
      verify={(code) => verify.mutateAsync({ login_token: pending.loginToken, code })}
      verifying={verify.isPending}
      resend={() => resend.mutateAsync({ login_token: pending.loginToken })}
      resending={resend.isPending}
      onVerified={async (tokens) => {
        loginFlow.clear();
        void navigate(await destinationAfterLogin(tokens, redirect), { replace: true });
      }}
      footer={
        <p>
          <TextLink to={paths.signin(redirect ?? undefined)}>ログイン画面に戻る</TextLink>
        </p>
      }
    />
  );
}
