import { useRef, useState } from 'react';
import { PartnerAppLogo } from '../../../components/partner-app/partner-app-logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { confirmDialog } from '../../../components/ui/confirm.tsx';
import { Badge, ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import { useOAuthConnections } from '../api/list-oauth-connections.ts';
import type { OAuthConnection } from '../api/list-oauth-connections.ts';
import { useRevokeOAuthConnection } from '../api/revoke-oauth-connection.ts';

function ConnectionRow({
  connection,
  busy,
  onRevoke,
}: {
  connection: OAuthConnection;
  busy: boolean;
  onRevoke: (connection: OAuthConnection) => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4" data-testid="oauth-connection-row">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <PartnerAppLogo name={connection.name} logoDataUri={connection.logo_data_uri} size="sm" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{connection.name}</p>
          <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">許可した内容</dt>
            <dd>
              <ul className="flex flex-wrap gap-1.5" aria-label={`${connection.name}に許可した内容`}>
                {connection.scopes.map((s) => (
                  <li key={s.scope}>
                    <Badge tone="blue">{s.title}</Badge>
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-slate-500">連携日</dt>
            <dd>
              <time dateTime={connection.connected_at}>{formatDate(connection.connected_at)}</time>
            </dd>
          </dl>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-end text-red-700 sm:self-center"
        onClick={() => onRevoke(connection)}
        pending={busy}
        aria-label={`${connection.name}の連携を解除`}
      >
        連携を解除
      </Button>
    </li>
  );
}

/** 連携中のアプリ: the partner apps this user allowed (issue 16 §1); disconnecting one ends its tokens at once. */
export function ConnectedAppsSection() {
  const query = useOAuthConnections();
  const revoke = useRevokeOAuthConnection();
  const [revoking, setRevoking] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onRevoke = async (connection: OAuthConnection) => {
    if (revoking) return;
    const ok = await confirmDialog({
      title: `「${connection.name}」との連携を解除しますか？`,
      description:
        'このアプリは、請求書の送信や支払状況の確認ができなくなります。もう一度使うには、アプリから改めて連携してください。',
      confirmLabel: '連携を解除する',
      cancelLabel: 'キャンセル',
      tone: 'danger',
    });
    if (!ok) return;
    setRevoking(connection.client_id);
    try {
      await revoke.mutateAsync(connection.client_id);
      showSuccess(`「${connection.name}」との連携を解除しました。`);
      // The row (and its button) is gone: keep the keyboard in this section.
      headingRef.current?.focus();
    } catch (e) {
      showError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE, '連携を解除できませんでした');
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card>
      <section aria-labelledby="security-oauth-connections">
        <h2
          ref={headingRef}
          id="security-oauth-connections"
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 focus:outline-none"
        >
          連携中のアプリ
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          会計ソフトなど、請求書カード払いとの連携を許可したアプリです。心当たりのないアプリや使わなくなったアプリは、連携を解除してください。
        </p>
        {query.isPending ? (
          <ListLoading label="連携中のアプリを読み込み中です" />
        ) : query.isError ? (
          <ListError
            message="連携中のアプリを取得できませんでした。時間をおいて再度お試しください。"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.connections.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
            連携中のアプリはありません。
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100" aria-label="連携中のアプリの一覧">
            {query.data.connections.map((c) => (
              <ConnectionRow
                key={c.client_id}
                connection={c}
                busy={revoking === c.client_id}
                onRevoke={(x) => void onRevoke(x)}
              />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
