import type { TokenResponse } from '@icp/contract';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { PendingLogin } from '../../lib/session/login-flow.ts';
import { showSnackbar } from '../../lib/ui-store.ts';
import { ListLoading } from '../ui/query-state.tsx';
import { AuthCard } from './auth-card.tsx';
import { CodeEntryForm } from './code-entry-form.tsx';
import type { TotpMode } from './totp-entry-form.tsx';

// Only TOTP users need it: the e-mail step does not load it.
const TotpEntryForm = lazy(() => import('./totp-entry-form.tsx').then((m) => ({ default: m.TotpEntryForm })));

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

export interface SecondFactorStepProps {
  pending: PendingLogin;
  verify: (code: string) => Promise<TokenResponse>;
  verifying: boolean;
  resend: () => Promise<{ message?: string } | undefined>;
  resending: boolean;
  /** Runs after a correct code (the button stays busy until it navigates away). */
  onVerified: (tokens: TokenResponse) => Promise<void>;
  footer: ReactNode;
  /** Above the heading (the OAuth login shows the app asking). */
  header?: ReactNode;
}

/**
 * Login step 2 (/onetime-password and /oauth/onetime-password): the code e-mailed for this login
 * attempt, or (TOTP users) the authenticator app's code or a recovery code.
 */
export function SecondFactorStep({
  pending,
  verify,
  verifying,
  resend,
  resending,
  onVerified,
  footer,
  header,
}: SecondFactorStepProps) {
  const [totpMode, setTotpMode] = useState<TotpMode>('app');

  if (pending.method === 'totp') {
    return (
      <AuthCard header={header} title={TOTP_LEAD[totpMode].title} lead={<p>{TOTP_LEAD[totpMode].lead}</p>} footer={footer}>
        <Suspense fallback={<ListLoading label="読み込み中です" />}>
          <TotpEntryForm
            mode={totpMode}
            onModeChange={setTotpMode}
            verify={verify}
            verifying={verifying}
            onVerified={async (tokens, usedRecoveryCode) => {
              if (usedRecoveryCode) {
                showSnackbar({
                  color: 'info',
                  title: 'リカバリーコードでログインしました',
                  text: '使用したコードは今後使えません。残りの数はセキュリティ設定で確認できます。',
                });
              }
              await onVerified(tokens);
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      header={header}
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
        verify={verify}
        verifying={verifying}
        resend={resend}
        resending={resending}
        onVerified={onVerified}
      />
    </AuthCard>
  );
}
