import { useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { confirmDialog } from '../../../components/ui/confirm.tsx';
import { Badge } from '../../../components/ui/query-state.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { clearAllSessionData } from '../../../lib/session/clear-session.ts';
import { showError, showSuccess } from '../../../lib/ui-store.ts';
import type { ActiveSession } from '../api/get-security-settings.ts';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { formatRelativeTime } from './format.ts';

const MOBILE_DEVICE = /iphone|ipad|android|mobile|スマートフォン|タブレット/i;

const failed = (e: unknown) => showError(isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE, 'ログアウトできませんでした');

/** This browser first, then the most recently used. */
function ordered(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.last_used_at) - Date.parse(a.last_used_at),
  );
}

function SessionRow({
  session,
  busy,
  onRevoke,
}: {
  session: ActiveSession;
  busy: boolean;
  onRevoke: (session: ActiveSession) => void;
}) {
  const Icon = MOBILE_DEVICE.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4" data-testid="session-row">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {session.device}
            {session.current ? <Badge tone="green">この端末</Badge> : null}
          </p>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">IPアドレス</dt>
            <dd className="font-mono break-all">{session.ip_address ?? '不明'}</dd>
            <dt className="text-slate-500">最終利用</dt>
            <dd>
              <time dateTime={session.last_used_at}>
                {session.current ? '現在利用中' : formatRelativeTime(session.last_used_at)}（
                {formatDateTime(session.last_used_at)}）
              </time>
            </dd>
            <dt className="text-slate-500">ログイン日時</dt>
            <dd>
              <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
            </dd>
          </dl>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-end sm:self-center"
        onClick={() => onRevoke(session)}
        pending={busy}
        aria-label={session.current ? 'この端末からログアウト' : `${session.device}をログアウト`}
      >
        ログアウト
      </Button>
    </li>
  );
}

/** ログイン中の端末: every session of the user; sign one out, or all but this one. */
export function SessionsSection({ sessions }: { sessions: readonly ActiveSession[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [revoking, setRevoking] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  /** This browser's session is gone: forget it locally and go to /signin (nothing left to tell the server). */
  const endLocalSession = () => {
    clearAllSessionData();
    queryClient.clear();
    showSuccess('この端末からログアウトしました。');
    void navigate(paths.signin(), { replace: true });
  };

  const onRevoke = async (session: ActiveSession) => {
    if (
      session.current &&
      !(await confirmDialog({
        title: 'この端末からログアウトしますか？',
        description: 'ログイン画面に戻ります。続けて利用するには、もう一度ログインしてください。',
      }))
    ) {
      return;
    }
    setRevoking(session.id);
    try {
      const settings = await revoke.mutateAsync(session.id);
      if (session.current || !settings) {
        endLocalSession();
        return;
      }
      showSuccess(`${session.device}をログアウトしました。`);
    } catch (e) {
      failed(e);
    } finally {
      setRevoking(null);
    }
  };

  const onRevokeOthers = async () => {
    const ok = await confirmDialog({
      title: '他のすべての端末からログアウトしますか？',
      description: `この端末以外の${others}台の端末でログインが終了します。それらの端末では、もう一度ログインが必要になります。`,
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await revokeOthers.mutateAsync();
      showSuccess('他のすべての端末からログアウトしました。');
    } catch (e) {
      failed(e);
    }
  };

  return (
    <Card>
      <section aria-labelledby="security-sessions">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <CardTitle>
              <span id="security-sessions">ログイン中の端末</span>
            </CardTitle>
            <p className="mt-1 text-sm text-slate-600">
              心当たりのない端末があれば、ログアウトさせたうえでパスワードを変更してください。
            </p>
          </div>
          {others > 0 ? (
            <Button
              variant="secondary"
              className="w-full text-red-700 sm:w-auto"
              onClick={() => void onRevokeOthers()}
              pending={revokeOthers.isPending}
            >
              他のすべての端末からログアウト
            </Button>
          ) : null}
        </div>
        <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100" aria-label="ログイン中の端末の一覧">
          {ordered(sessions).map((s) => (
            <SessionRow key={s.id} session={s} busy={revoking === s.id} onRevoke={(x) => void onRevoke(x)} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
