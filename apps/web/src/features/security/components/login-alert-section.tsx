import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import { useUpdateLoginAlert } from '../api/update-login-alert.ts';

/** ログイン通知メール: a switch that saves at once (PUT) and says so. */
export function LoginAlertSection({ enabled }: { enabled: boolean }) {
  const update = useUpdateLoginAlert();
  const onChange = (next: boolean) => {
    // Not disabled while saving: a disabled button would drop keyboard focus.
    if (update.isPending) return;
    update.mutate(next, {
      onSuccess: () => showSuccess(next ? 'ログイン通知メールをオンにしました。' : 'ログイン通知メールをオフにしました。'),
      onError: (e) => showError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE, '設定を変更できませんでした'),
    });
  };
  return (
    <Card>
      <section aria-labelledby="security-login-alert">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <CardTitle>
              <span id="security-login-alert">ログイン通知メール</span>
            </CardTitle>
            <p id="security-login-alert-desc" className="mt-1 text-sm text-slate-600">
              ログインがあったとき、日時・端末・IPアドレスを登録メールアドレスにお知らせします。心当たりのないログインにすぐ気づけます。
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 pt-1">
            <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
              {enabled ? 'オン' : 'オフ'}
            </span>
            <Switch
              checked={enabled}
              onCheckedChange={onChange}
              aria-busy={update.isPending || undefined}
              aria-labelledby="security-login-alert"
              aria-describedby="security-login-alert-desc"
            />
          </div>
        </div>
      </section>
    </Card>
  );
}
