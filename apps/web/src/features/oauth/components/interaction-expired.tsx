import { AuthCard } from '../../../components/auth/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useIsLoggedIn } from '../../../lib/session/auth-store.ts';

/**
 * The interaction cannot go on (no uid, unknown, expired or finished). Only the app can start a
 * new one, so the screen says so and offers our own start page instead of a dead end.
 */
export function InteractionExpired() {
  const loggedIn = useIsLoggedIn();
  return (
    <AuthCard title="連携を続けられません" focusHeading>
      <div className="space-y-6">
        <Alert tone="error">連携の手続きの有効期限が切れました。連携元のアプリからもう一度お試しください。</Alert>
        <p className="text-sm text-slate-600">
          連携の手続きは、開始してから一定時間が過ぎるか、別のブラウザで開くと続けられなくなります。お手数ですが、連携元のアプリの画面に戻り、「請求書カード払いと連携」などのボタンからもう一度始めてください。
        </p>
        {loggedIn ? (
          <ButtonLink to={paths.toppage()} variant="secondary" block>
            請求書カード払いのトップページへ
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.signin()} variant="secondary" block>
            請求書カード払いにログイン
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
