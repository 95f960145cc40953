import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ExternalLink, LogOut, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications.ts';
import { categoryLabel, unreadFirst } from '../../features/notifications/components/category.tsx';
import { companyNameOf } from '../../lib/api/get-user-information.ts';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useStatsStore } from '../../lib/session/stats-store.ts';
import { useUserStore } from '../../lib/session/user-store.ts';
import { useUiStore } from '../../lib/ui-store.ts';
import { Dot } from './app-header.tsx';
import { HELP_LINKS, USER_MENU_LINKS, useNavItems } from './nav-items.ts';
import type { MenuLink } from './nav-items.ts';
import { useLogout } from './use-logout.ts';

function Drawer({
  open,
  onOpenChange,
  side,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-[icp-fade-in_150ms_ease-out] bg-slate-900/40 lg:hidden" />
        <Dialog.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(88vw,360px)] flex-col bg-white shadow-2xl focus:outline-none lg:hidden',
            side === 'left'
              ? 'left-0 animate-[icp-slide-in-left_200ms_ease-out]'
              : 'right-0 animate-[icp-slide-in-right_200ms_ease-out]',
          )}
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <Dialog.Title className="min-w-0 truncate text-base font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label="閉じる"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-2 py-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const rowClass = 'flex min-h-12 items-center justify-between gap-3 rounded-lg px-3 text-[15px] text-slate-800 hover:bg-slate-50';

function LinkRow({ link }: { link: MenuLink }) {
  return link.external ? (
    <a href={link.to} target="_blank" rel="noopener noreferrer" className={rowClass}>
      {link.label}
      <ExternalLink className="size-4 text-slate-400" aria-label="（新しいタブで開きます）" />
    </a>
  ) : (
    <Link to={link.to} className={rowClass}>
      {link.label}
      <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-500">{children}</h3>;
}

function LatestNotifications() {
  const { data, isPending, isError } = useQuery(notificationsQueryOptions({ from: 0, size: 5 }));
  if (isPending) {
    return (
      <div className="flex justify-center py-4 text-brand-600">
        <Spinner label="お知らせを読み込み中です" />
      </div>
    );
  }
  if (isError) return <p className="px-3 py-2 text-sm text-slate-500">お知らせを取得できませんでした。</p>;
  if (data.notifications.length === 0) return <p className="px-3 py-2 text-sm text-slate-500">お知らせはありません。</p>;
  return (
    <ul>
      {unreadFirst(data.notifications).map((n) => (
        <li key={n.id}>
          <Link to={paths.notification(n.id)} className="flex items-start gap-2 rounded-lg px-3 py-2.5 hover:bg-slate-50">
            <span className="mt-2 w-2">{n.is_read ? null : <Dot label="未読" />}</span>
            <span className="min-w-0">
              <span className={cn('block truncate text-sm text-slate-800', !n.is_read && 'font-semibold')}>{n.title}</span>
              <span className="block text-xs text-slate-500">
                {categoryLabel(n.category)}・{formatDate(n.published_at)}
              </span>
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={paths.notifications()} className="block px-3 py-2 text-sm font-medium text-brand-700">
          すべてのお知らせを見る
        </Link>
      </li>
    </ul>
  );
}

/** Below 1024 px: company name, nav items, the user menu and the latest notifications (spec §2). */
export function NavDrawer() {
  const open = useUiStore((s) => s.navDrawerOpen);
  const setOpen = useUiStore((s) => s.setNavDrawerOpen);
  const user = useUserStore((s) => s.user);
  const unread = useStatsStore((s) => s.stats.notificationUnreadCount);
  const items = useNavItems();
  const logout = useLogout();
  return (
    <Drawer open={open} onOpenChange={setOpen} side="left" title={companyNameOf(user) ?? 'メニュー'}>
      <nav aria-label="メインメニュー">
        {items.map((item) => (
          <Link key={item.label} to={item.to} className={cn(rowClass, 'font-semibold')}>
            <span className="flex items-center gap-2">
              {item.label}
              {item.dot ? <Dot label={item.dotLabel} /> : null}
            </span>
            <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
          </Link>
        ))}
      </nav>
      <SectionTitle>{unread > 0 ? `お知らせ（未読${unread}件）` : 'お知らせ'}</SectionTitle>
      {open ? <LatestNotifications /> : null}
      <SectionTitle>アカウント</SectionTitle>
      {USER_MENU_LINKS.map((l) => (
        <LinkRow key={l.label} link={l} />
      ))}
      <button type="button" onClick={() => void logout()} className={cn(rowClass, 'w-full text-red-700')}>
        ログアウト
        <LogOut className="size-4" aria-hidden="true" />
      </button>
    </Drawer>
  );
}

export function HelpDrawer() {
  const open = useUiStore((s) => s.helpDrawerOpen);
  const setOpen = useUiStore((s) => s.setHelpDrawerOpen);
  return (
    <Drawer open={open} onOpenChange={setOpen} side="right" title="ヘルプ">
      {HELP_LINKS.map((l) => (
        <LinkRow key={l.label} link={l} />
      ))}
    </Drawer>
  );
}
