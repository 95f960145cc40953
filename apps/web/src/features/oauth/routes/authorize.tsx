import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentTitle } from '../../../components/ui/document-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session/auth-store.ts';
import { useContinueOAuthAsBuyer } from '../api/continue-oauth-as-buyer.ts';
import { useOAuthInteraction } from '../api/get-oauth-interaction.ts';
import { ConsentScreen } from '../components/consent-screen.tsx';
import { InteractionExpired } from '../components/interaction-expired.tsx';
import { isInteractionGone, parseUid } from '../components/interaction.ts';
import { OAuthLogin } from '../components/oauth-login.tsx';

/**
 * /oauth/authorize?uid= (public layout): oidc-provider's interaction asks for a login or a
 * consent. Logged out → our login (then /oauth/onetime-password); logged in → the session logs
 * the interaction in, then the consent.
 */
export function Component() {
  const [params] = useSearchParams();
  const uid = parseUid(params.get('uid'));
  if (!uid) return <InteractionExpired />;
  // Keyed: another interaction starts from a clean slate.
  return <Authorize key={uid} uid={uid} />;
}

function Waiting({ label }: { label: string }) {
  return (
    <div className="mx-auto w-full max-w-[440px]">
      <DocumentTitle title="アプリ連携" />
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center text-sm text-slate-600">
        <Spinner className="size-7 text-brand-600" />
        <p role="status">{label}</p>
      </Card>
    </div>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <AuthCard title="アプリ連携" focusHeading>
      <div className="space-y-4">
        <Alert tone="error">{message}</Alert>
        <Button variant="secondary" block onClick={onRetry}>
          再読み込み
        </Button>
      </div>
    </AuthCard>
  );
}

function Authorize({ uid }: { uid: string }) {
  const details = useOAuthInteraction(uid);
  const loggedIn = useIsLoggedIn();
  const continueAsBuyer = useContinueOAuthAsBuyer();
  const [gone, setGone] = useState(false);
  const continued = useRef(false);

  // The consent needs the web app's session; a user who has one is not asked for a password again.
  const needsLogin = details.data ? details.data.prompt === 'login' || !loggedIn : false;
  const continueNow = Boolean(details.data && details.data.prompt === 'login' && loggedIn);

  // Only on fresh details: coming back from the second factor, the cached ones still say 'login'.
  const fresh = !details.isFetching;
  useEffect(() => {
    if (!continueNow || !fresh || continued.current) return;
    continued.current = true;
    continueAsBuyer.mutate(uid);
  }, [continueNow, fresh, continueAsBuyer, uid]);

  if (gone) return <InteractionExpired />;
  if (details.isPending) return <Waiting label="連携の情報を読み込んでいます" />;
  if (details.isError) {
    if (isInteractionGone(details.error)) return <InteractionExpired />;
    return (
      <LoadFailed
        message={isApiError(details.error) ? details.error.message : NETWORK_ERROR_MESSAGE}
        onRetry={() => void details.refetch()}
      />
    );
  }
  if (continueNow) {
    if (continueAsBuyer.isError) {
      if (isInteractionGone(continueAsBuyer.error)) return <InteractionExpired />;
      return (
        <LoadFailed
          message={isApiError(continueAsBuyer.error) ? continueAsBuyer.error.message : NETWORK_ERROR_MESSAGE}
          onRetry={() => continueAsBuyer.mutate(uid)}
        />
      );
    }
    return <Waiting label="ログイン中のアカウントで連携の準備をしています" />;
  }
  if (needsLogin) return <OAuthLogin uid={uid} details={details.data} onGone={() => setGone(true)} />;
  return <ConsentScreen uid={uid} details={details.data} onGone={() => setGone(true)} />;
}
