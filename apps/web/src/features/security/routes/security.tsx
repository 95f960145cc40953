import { useQuery } from '@tanstack/react-query';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { securitySettingsQueryOptions } from '../api/get-security-settings.ts';
import { ConnectedAppsSection } from '../components/connected-apps-section.tsx';
import { LoginAlertSection } from '../components/login-alert-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/** /myaccount/security (セキュリティ設定): two-factor method, login alert mail, signed-in devices, connected apps. */
export function Component() {
  const query = useQuery(securitySettingsQueryOptions());
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="セキュリティ設定" lead="ログイン時の本人確認、ログイン中の端末、連携中のアプリを管理します。" />
      {query.isPending ? (
        <Card flush>
          <ListLoading label="セキュリティ設定を読み込み中です" />
        </Card>
      ) : query.isError ? (
        <Card flush>
          <ListError
            message="セキュリティ設定を取得できませんでした。時間をおいて再度お試しください。"
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : (
        <div className="space-y-6">
          <TwoFactorSection settings={query.data} />
          <LoginAlertSection enabled={query.data.login_alert_enabled} />
          <SessionsSection sessions={query.data.sessions} />
          <ConnectedAppsSection />
        </div>
      )}
    </div>
  );
}
