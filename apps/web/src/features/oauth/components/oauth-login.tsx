import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { LoginForm } from '../../../components/auth/login-form.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { loginFlow } from '../../../lib/session/login-flow.ts';
import { approveOAuth } from '../api/approve-oauth.ts';
import type { InteractionDetails } from '../api/get-oauth-interaction.ts';
import { AppHeader } from './app-header.tsx';
import { isInteractionMissing } from './interaction.ts';

/**
 * The authorization's login, headed by the app asking: e-mail and password as on /signin, then
 * the second factor at /oauth/onetime-password (the login token waits in sessionStorage, as there).
 */
export function OAuthLogin({
  uid,
  details,
  onGone,
}: {
  uid: string;
  details: InteractionDetails;
  /** The interaction ended meanwhile (expired, or finished in another tab). */
  onGone: () => void;
}) {
  const navigate = useNavigate();
  const [reregistrationToken, setReregistrationToken] = useState<string | null>(null);
  const header = <AppHeader client={details.client} />;

  if (reregistrationToken) {
    return (
      <AuthCard title="パスワードの再設定が必要です" header={header} focusHeading>
        <div className="space-y-6">
          <Alert tone="info">
            安全のため、このアカウントはパスワードの再設定が必要です。新しいパスワードを設定してログインしたあと、連携元のアプリからもう一度連携をお試しください。
          </Alert>
          <ButtonLink to={paths.passwordReregistration(reregistrationToken)} block>
            パスワードを再設定する
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="ログイン"
      header={header}
      focusHeading
      lead={
        <p>
          「<span className="font-semibold break-words text-slate-900">{details.client.name}</span>
          」と連携するためにログインしてください。
        </p>
      }
    >
      <LoginForm
        submit={async (body) => {
          try {
            return await approveOAuth(uid, body);
          } catch (e) {
            if (isInteractionMissing(e)) onGone();
            throw e;
          }
        }}
        onResult={(result) => {
          if (result.next === 'two_factor') {
            loginFlow.save(result.login_token, result.masked_email_address, result.method);
            void navigate(paths.oauthOnetimePassword(uid));
          } else {
            setReregistrationToken(result.reregistration_token);
          }
        }}
      />
    </AuthCard>
  );
}
