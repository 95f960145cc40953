import { isRouteErrorResponse, Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router';
import { DocumentTitle } from '../components/ui/document-title.tsx';
import { ErrorView } from '../components/ui/error-view.tsx';
import { LoadingOverlay } from '../components/ui/loading-overlay.tsx';
import { Snackbar } from '../components/ui/snackbar.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { paths } from '../lib/paths.ts';
import { isLoggedIn } from '../lib/session/auth-store.ts';
import { useUiStore } from '../lib/ui-store.ts';

/** A thin bar at the top while a navigation loads code or data. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[110] h-0.5 overflow-hidden bg-brand-100" role="progressbar" aria-label="読み込み中">
      <div className="h-full w-1/3 animate-[icp-progress_1s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}

/** Wraps every layout: navigation progress, the snackbar and the loading overlay (spec §2). */
export function RootShell() {
  const loading = useUiStore((s) => s.loadingCount > 0);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <Snackbar />
      <LoadingOverlay open={loading} />
      <ScrollRestoration />
    </>
  );
}

export function RootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-600">
      <Spinner className="size-8" label="読み込み中です" />
    </div>
  );
}

/** Anything a screen throws ends here, shown like the error page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'ページが見つかりません' : 'エラーが発生しました';
  const message = notFound
    ? 'お探しのページは移動または削除された可能性があります。'
    : '画面を表示できませんでした。時間をおいて再度お試しください。\n解決しない場合は、ページを再読み込みしてください。';
  const loggedIn = isLoggedIn();
  return (
    <main className="flex min-h-dvh items-center px-4 py-12">
      <DocumentTitle title={title} />
      <div className="w-full">
        <ErrorView
          title={title}
          message={message}
          backTo={loggedIn ? paths.toppage() : paths.signin()}
          backLabel={loggedIn ? 'トップページへ戻る' : 'ログイン画面へ'}
        />
      </div>
    </main>
  );
}
