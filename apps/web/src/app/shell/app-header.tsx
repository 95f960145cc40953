import { Bell, CircleHelp, Menu } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useStatsStore } from '../../lib/session/stats-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { HelpMenu, UserMenu } from './menus.tsx';
import { useNavItems } from './nav-items.ts';

export function Dot({ label }: { label?: string }) {
  return (
    <span
      className="inline-block size-2 shrink-0 rounded-full bg-red-500 ring-2 ring-white"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

function BellLink() {
  const unread = useStatsStore((s) => s.stats.notificationUnreadCount);
  return (
    <NavLink
      to={paths.notifications()}
      className="relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      aria-label={unread > 0 ? `お知らせ（未読${unread}件）` : 'お知らせ'}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span className="absolute top-2 right-2" data-testid="unread-dot">
          <Dot />
        </span>
      ) : null}
    </NavLink>
  );
}

/** Spec §2 header: logo, nav items with the action dot, help, bell, user menu; a hamburger below 1024 px. */
export function AppHeader() {
  const items = useNavItems();
  const { pathname } = useLocation();
  const openNav = useUiStore((s) => s.setNavDrawerOpen);
  const openHelp = useUiStore((s) => s.setHelpDrawerOpen);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <button
          type="button"
          className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          onClick={() => openNav(true)}
          aria-label="メニューを開く"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Logo to={paths.toppage()} className="mr-4" />
        <nav aria-label="メインメニュー" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => {
              const active = pathname.startsWith(item.match);
              return (
                <li key={item.label}>
                  <NavLink
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'relative flex h-16 items-center gap-1.5 px-3 text-[15px] font-medium transition-colors',
                      active ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900',
                    )}
                  >
                    {item.label}
                    {item.dot ? <Dot label={item.dotLabel} /> : null}
                    {active ? (
                      <span className="absolute inset-x-3 bottom-0 h-0.5 rounded-full bg-brand-600" aria-hidden="true" />
                    ) : null}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden lg:block">
            <HelpMenu />
          </div>
          <button
            type="button"
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            onClick={() => openHelp(true)}
            aria-label="ヘルプを開く"
          >
            <CircleHelp className="size-5" aria-hidden="true" />
          </button>
          <BellLink />
          <div className="hidden lg:block">
            <UserMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
