import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useIsLoggedIn } from '../../lib/session/auth-store.ts';
import { RootFallback } from '../root.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';

// Only a logged-in visitor needs the header and its stats: someone reading help before they sign
// up does not download it.
const MainLayout = lazy(() => import('./main-layout.tsx').then((m) => ({ default: m.Component })));

/**
 * The help pages (/help/*) are public: a logged-in user reads them inside the usual header (the
 * help menu links here), anyone else inside a light public frame with a way to log in.
 */
export function Component() {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) {
    return (
      <Suspense fallback={<RootFallback />}>
        <MainLayout />
      </Suspense>
    );
  }
  return <PublicHelpShell />;
}

function PublicHelpShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[120] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        メインコンテンツへ移動
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <ButtonLink to={paths.signin()} variant="secondary" size="sm">
            ログイン
          </ButtonLink>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
