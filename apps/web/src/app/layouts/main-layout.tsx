import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Outlet } from 'react-router';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { ConfirmDialogHost } from '../../components/ui/confirm.tsx';
import { userStatsQueryOptions } from '../../lib/session/user-stats.ts';
import { AppHeader } from '../shell/app-header.tsx';
import { Drawers, useCloseDrawersOnNavigate } from '../shell/lazy-drawers.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';

/** Logged-in screens: header, content column, footer; stats load once per shell (spec §7). */
export function Component() {
  return (
    <QueryProvider>
      <MainShell />
    </QueryProvider>
  );
}

function MainShell() {
  useQuery(userStatsQueryOptions());
  useCloseDrawersOnNavigate();
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[120] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          メインコンテンツへ移動
        </a>
        <div className="flex min-h-dvh flex-col">
          <AppHeader />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-10">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <Drawers />
        <ConfirmDialogHost />
      </>
    </Tooltip.Provider>
  );
}
