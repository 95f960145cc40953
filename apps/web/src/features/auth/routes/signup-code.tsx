import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { useCertification } from '../api/certification.ts';
import { useResignUp } from '../api/resignup.ts';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { CodeEntryForm } from '../../../components/auth/code-entry-form.tsx';
import { signupFlow } from '../../../lib/session/login-flow.ts';
import { GLOSSARY } from '../../../lib/glossary.ts';

/** Sign-up step 2: the code proves the e-mail address and logs the new user in. */
export function Component() {
  const navigate = useNavigate();
  const [email] = useState(() => signupFlow.read());
  const certify = useCertification();
  const resend = useResignUp();

  if (!email) {
    return (
      <AuthCard title="認証コードの入力">
        <div className="space-y-6">
          <Alert tone="error">登録の手続きが見つかりません。お手数ですが、最初からやり直してください。</Alert>
          <ButtonLink to={paths.signup()} block>
            新規登録へ
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
          <span className="font-semibold break-all text-slate-900">{email}</span> に認証コードを送信しました。
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
      <CodeEntryForm
        codeLabel={GLOSSARY.verificationCode}
        submitLabel="認証して次へ"
        resendLabel="コードを再送信"
        verify={(code) => certify.mutateAsync({ email_address: email, code })}
        verifying={certify.isPending}
        resend={() => resend.mutateAsync({ email_address: email })}
        resending={resend.isPending}
        onVerified={async (tokens) => {
          signupFlow.clear();
          // Now logged in; a new account has no business info yet, so this lands on /registration.
          void navigate(await destinationAfterLogin(tokens, null), { replace: true });
        }}
      />
    </AuthCard>
  );
}
