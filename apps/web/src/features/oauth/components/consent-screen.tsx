import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { useDenyOAuthConsent } from '../api/deny-oauth-consent.ts';
import type { InteractionDetails } from '../api/get-oauth-interaction.ts';
import { useGrantOAuthConsent } from '../api/grant-oauth-consent.ts';
import { AppHeader } from './app-header.tsx';
import { isInteractionGone } from './interaction.ts';

/** Leaving the SPA for oidc-provider, which sends the browser back to the app; replaceable in tests (jsdom cannot navigate). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

/** Only an http(s) address (oidc-provider's resume URL) is followed, never a script URL. */
function leaveTo(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  browser.assign(url);
  return true;
}

/**
 * The consent: the app, what each scope lets it do, the account and where the browser returns.
 * 許可する / 許可しない both answer where to go next; the buttons stay busy until the page is left.
 */
export function ConsentScreen({
  uid,
  details,
  onGone,
}: {
  uid: string;
  details: InteractionDetails;
  /** The interaction ended meanwhile (expired, or finished in another tab). */
  onGone: () => void;
}) {
  const grant = useGrantOAuthConsent();
  const deny = useDenyOAuthConsent();
  const [leaving, setLeaving] = useState<'grant' | 'deny' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = leaving !== null || grant.isPending || deny.isPending;
  // State lags a render behind: two quick clicks must still send one decision.
  const deciding = useRef(false);
  const appName = details.client.name;

  const decide = async (choice: 'grant' | 'deny') => {
    if (busy || deciding.current) return;
    deciding.current = true;
    setError(null);
    setLeaving(choice);
    try {
      const { redirect_to } = await (choice === 'grant' ? grant : deny).mutateAsync(uid);
      if (!leaveTo(redirect_to)) {
        deciding.current = false;
        setLeaving(null);
        setError(NETWORK_ERROR_MESSAGE);
      }
    } catch (e) {
      deciding.current = false;
      setLeaving(null);
      if (isInteractionGone(e)) {
        onGone();
        return;
      }
      setError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);
    }
  };

  return (
    <AuthCard
      title="アプリ連携の確認"
      focusHeading
      header={<AppHeader client={details.client} />}
      lead={
        <p>
          「<span className="font-semibold break-words text-slate-900">{appName}</span>
          」が、あなたの請求書カード払いのアカウントへのアクセスを求めています。
        </p>
      }
    >
      <div className="space-y-6">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <section aria-labelledby="oauth-consent-scopes">
          <h2 id="oauth-consent-scopes" className="text-base font-bold break-words text-slate-900">
            {appName} が次のことを行えるようになります
          </h2>
          <ul className="mt-3 space-y-3">
            {details.scopes.map((s) => (
              <li key={s.scope} className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3">
                <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{s.title}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{s.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">連携するアカウント</dt>
          <dd className="font-semibold break-all text-slate-900 max-sm:mb-2">{details.login_email_address ?? '—'}</dd>
          <dt className="text-slate-500">許可後の戻り先</dt>
          <dd className="font-semibold break-all text-slate-900">{details.redirect_host}</dd>
        </dl>

        <p className="text-xs text-slate-500">
          連携はいつでも、請求書カード払いの「セキュリティ設定」の「連携中のアプリ」から解除できます。カード番号などのカードの情報が、このアプリに渡ることはありません。
        </p>

        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button
            size="lg"
            className="sm:flex-1"
            onClick={() => void decide('grant')}
            pending={leaving === 'grant'}
            disabled={busy}
          >
            許可する
          </Button>
          <Button
            size="lg"
            variant="secondary"
            className="sm:flex-1"
            onClick={() => void decide('deny')}
            pending={leaving === 'deny'}
            disabled={busy}
          >
            許可しない
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
