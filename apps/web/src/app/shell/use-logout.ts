import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout.ts';
import { paths } from '../../lib/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearAllSessionData } from '../../lib/session/clear-session.ts';
import { withLoading } from '../../lib/ui-store.ts';

/** POST /logout (204), then clear everything local and go to /signin, even if the call failed. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await withLoading(async () => {
      try {
        await logout();
      } catch (e) {
        console.error('ログアウトの通知に失敗しました', e);
      }
    });
    clearAllSessionData();
    queryClient.clear();
    void navigate(paths.signin(), { replace: true });
  };
}
