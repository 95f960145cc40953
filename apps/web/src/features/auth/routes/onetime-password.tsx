import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { sanitizeRedirect } from '../../../lib/redirect.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { showSnackbar } from '../../../lib/ui-store.ts';
import { useLogin2Auth } from '../api/login-2auth.ts';
import { useResendLoginCode } from '../api/login-2auth-resend.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CodeEntryForm } from '../components/code-entry-form.tsx';
import { loginFlow } from '../stores/login-flow.ts';
import type { TotpMode } from '../components/totp-entry-form.tsx';

// Only TOTP users need it: the e-mail step does not load it.
const TotpEntryForm = lazy(() => import('../components/totp-entry-form.tsx').then((m) => ({ default: m.TotpEntryForm })));

// Kept here (not imported from the lazy form) so the lead shows before the form's chunk arrives.
const TOTP_LEAD: Record<TotpMode, { title: string; lead: string }> = {
  app: {
    title: '認証コードの入力',
    lead: 'スマートフォンの認証アプリ（Google Authenticator など）を開き、表示されている6桁のコードを入力してください。',
  },
  recovery: {
    title: 'リカバリーコードの入力',
    lead: '認証アプリを設定したときに保存しておいたリカバリーコード（10文字）を入力してください。一度使ったリカバリーコードは使えなくなります。',
  },
};

/** Login step 2: the code e-mailed for this login attempt, or (TOTP users) the authenticator app's code. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = sanitizeRedirect(params.get('redirect'));
  const [pending] = useState(() => loginFlow.read());
  const verify = useLogin2Auth();
  const resend = useResendLoginCode();
  const [totpMode, setTotpMode] = useState<TotpMode>('app');

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

  const footer = (
    <p>
      <TextLink to={paths.signin(redirect ?? undefined)}>ログイン画面に戻る</TextLink>
    </p>
  );

  if (pending.method === 'totp') {
    return (
      <AuthCard title={TOTP_LEAD[totpMode].title} lead={<p>{TOTP_LEAD[totpMode].lead}</p>} footer={footer}>
        <Suspense fallback={<ListLoading label="読み込み中です" />}>
          <TotpEntryForm
            mode={totpMode}
            onModeChange={setTotpMode}
            verify={(code) => verify.mutateAsync({ login_token: pending.loginToken, code })}
            verifying={verify.isPending}
            onVerified={async (tokens, usedRecoveryCode) => {
              loginFlow.clear();
              const to = await destinationAfterLogin(tokens, redirect);
              if (usedRecoveryCode) {
                showSnackbar({
                  color: 'info',
                  title: 'リカバリーコードでログインしました',
                  text: '使用したコードは今後使えません。残りの数はセキュリティ設定で確認できます。',
                });
              }
              void navigate(to, { replace: true });
            }}
          />
        </Suspense>
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
      footer={footer}
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
          void navigate(await destinationAfterLogin(tokens, redirect), { replace: true });
        }}
      />
    </AuthCard>
  );
}
