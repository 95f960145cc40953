import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { LoginForm } from '../../../components/auth/login-form.tsx';
import { TextLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { loginFlow } from '../../../lib/session/login-flow.ts';
import { login } from '../api/login.ts';

/** /signin: e-mail and password, then the second factor at /onetime-password. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));

  return (
    <AuthCard
      title="ログイン"
      lead="登録したメールアドレスとパスワードを入力してください。"
      footer={
        <p>
          アカウントをお持ちでない方は <TextLink to={paths.signup()}>新規登録</TextLink>
        </p>
      }
    >
      <LoginForm
        submit={login}
        onResult={(result) => {
          if (result.next === 'two_factor') {
            loginFlow.save(result.login_token, result.masked_email_address, result.method);
            void navigate(paths.onetimePassword(redirect ?? undefined));
          } else {
            void navigate(paths.passwordReregistration(result.reregistration_token));
          }
        }}
      />
    </AuthCard>
  );
}
