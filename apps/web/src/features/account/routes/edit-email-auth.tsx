import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ListLoading } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearAllSessionData } from '../../../lib/session/clear-session.ts';
import { useVerifyEmailAuthCode } from '../api/verify-email-auth-code.ts';
import { BackLink } from '../components/back-link.tsx';
import { emailChangeFlow } from '../stores/email-change-flow.ts';
import type { EmailChangeCompleteState } from '../stores/email-change-flow.ts';

// The code form (react-hook-form, zod) is its own chunk (docs/design.md §9 budget); the loader starts
// fetching it while the page frame already shows.
const loadForm = () => import('../components/email-code-form.tsx');
const EmailCodeForm = lazy(() => loadForm().then((m) => ({ default: m.EmailCodeForm })));

export const loader = () => {
  void loadForm().catch(() => undefined);
  return null;
};

const RETRY_LABEL = 'メールアドレスを入力し直す';

const timeOf = (epochMs: number) =>
  new Intl.DateTimeFormat('ja-JP', { hour: '2-digit', minute: '2-digit' }).format(new Date(epochMs));

/** /myaccount/edit-email-auth: the code sent to the new address → every session ends → complete page. */
export function Component() {
  const navigate = useNavigate();
  const [flow] = useState(() => emailChangeFlow.read());
  const [expired, setExpired] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyEmailAuthCode();

  const header = (
    <>
      <BackLink to={paths.myaccount()} label="ログイン情報へ戻る" />
      <PageHeader title="認証コードの入力" />
    </>
  );

  if (!flow || expired) {
    return (
      <div className="mx-auto max-w-2xl">
        {header}
        <Card className="space-y-6">
          <Alert tone="error" title={expired ? '認証コードの有効期限が切れました' : undefined}>
            {expired ??
              'メールアドレス変更の手続きが見つかりません。お手数ですが、新しいメールアドレスの入力からやり直してください。'}
          </Alert>
          {expired ? (
            <p className="text-sm text-slate-600">新しいメールアドレスと現在のパスワードを入力し、コードを送り直してください。</p>
          ) : null}
          <ButtonLink to={paths.editEmailAddress()} block>
            {RETRY_LABEL}
          </ButtonLink>
        </Card>
      </div>
    );
  }

  const onVerified = async (res: { email_address: string }) => {
    // The server ended every session, this one included: the tokens are dead, so /logout is not
    // called; everything local goes and the public complete page explains the rest.
    emailChangeFlow.clear();
    clearAllSessionData();
    queryClient.clear();
    const state: EmailChangeCompleteState = { emailAddress: res.email_address };
    await navigate(paths.editEmailComplete(), { replace: true, state });
  };

  return (
    <div className="mx-auto max-w-2xl">
      {header}
      <Card className="space-y-6">
        <p className="text-[15px] text-slate-700">
          {/* The owner sees their new address in full: a masked one hides the typo that explains a code never arriving. */}
          <span className="font-mono font-semibold break-all text-slate-900">
            {flow.emailAddress ?? flow.maskedEmailAddress}
          </span>{' '}
          に認証コードを送信しました。メールに記載された6桁のコードを入力してください。
        </p>

        {error ? <Alert tone="error">{error}</Alert> : null}
        <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
          <EmailCodeForm
            hint={`コードの有効期限は${timeOf(flow.expiresAt)}までです。`}
            verify={(code) => verify.mutateAsync(code)}
            verifying={verify.isPending}
            onVerified={onVerified}
            onExpired={(message) => {
              emailChangeFlow.clear();
              setExpired(message);
            }}
            onError={setError}
          />
        </Suspense>
        <div className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
          <p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
          <p className="mt-1">
            アドレスに誤りがある場合や、コードを送り直すには <TextLink to={paths.editEmailAddress()}>{RETRY_LABEL}</TextLink>
          </p>
        </div>
      </Card>
    </div>
  );
}
