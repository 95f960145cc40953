import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { SecondFactorStep } from '../../../components/auth/second-factor-step.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink, TextLink } from '../../../components/ui/button.tsx';
import { useResendLoginCode } from '../../../lib/api/resend-login-code.ts';
import { paths } from '../../../lib/paths.ts';
import { loginFlow } from '../../../lib/session/login-flow.ts';
import { destinationAfterLogin } from '../../../lib/session/post-login.ts';
import { useApproveOAuthTwoFactor } from '../api/approve-oauth-two-factor.ts';
import { useOAuthInteraction } from '../api/get-oauth-interaction.ts';
import { AppHeader } from '../components/app-header.tsx';
import { InteractionExpired } from '../components/interaction-expired.tsx';
import { isInteractionGone, isInteractionMissing, parseUid } from '../components/interaction.ts';

/**
 * /oauth/onetime-password?uid= (public layout): the second factor of the authorization's login,
 * as /onetime-password asks it. The answer logs the user in to the web app too; then back to
 * /oauth/authorize, which now asks for the consent.
 */
export function Component() {
  const [params] = useSearchParams();
  const uid = parseUid(params.get('uid'));
  if (!uid) return <InteractionExpired />;
  return <OAuthSecondFactor key={uid} uid={uid} />;
}

function OAuthSecondFactor({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const [pending] = useState(() => loginFlow.read());
  // Only for the app's name and logo above the form: the form does not wait for it.
  const details = useOAuthInteraction(uid);
  const verify = useApproveOAuthTwoFactor();
  const resend = useResendLoginCode();
  const [gone, setGone] = useState(false);

  if (gone || (details.isError && isInteractionGone(details.error))) return <InteractionExpired />;

  const header = details.data ? <AppHeader client={details.data.client} /> : undefined;

  if (!pending) {
    return (
      <AuthCard title="認証コードの入力" header={header} focusHeading>
        <div className="space-y-6">
          <Alert tone="error">ログインの手続きが見つかりません。お手数ですが、もう一度ログインしてください。</Alert>
          <ButtonLink to={paths.oauthAuthorize(uid)} block>
            ログイン画面へ
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <SecondFactorStep
      pending={pending}
      header={header}
      verify={async (code) => {
        try {
          return await verify.mutateAsync({ uid, login_token: pending.loginToken, code });
        } catch (e) {
          if (isInteractionMissing(e)) setGone(true);
          throw e;
        }
      }}
      verifying={verify.isPending}
      resend={() => resend.mutateAsync({ login_token: pending.loginToken })}
      resending={resend.isPending}
      onVerified={async (tokens) => {
        loginFlow.clear();
        // Stores the tokens and loads the user exactly as the normal login does; the page to go
        // to is the consent, whatever the normal login would pick.
        await destinationAfterLogin(tokens, null);
        void navigate(paths.oauthAuthorize(uid), { replace: true });
      }}
      footer={
        <p>
          <TextLink to={paths.oauthAuthorize(uid)}>ログイン画面に戻る</TextLink>
        </p>
      }
    />
  );
}
