import { ChevronDown, CircleHelp, ExternalLink, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { companyNameOf } from '../../lib/api/get-user-information.ts';
import { useUserStore } from '../../lib/session/user-store.ts';
import { HELP_LINKS, USER_MENU_LINKS } from './nav-items.ts';
import type { MenuLink } from './nav-items.ts';
import { useLogout } from './use-logout.ts';

const contentClass =
  'z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg animate-[icp-fade-in_120ms_ease-out]';
const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none ' +
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

function MenuLinkItem({ link }: { link: MenuLink }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      {link.external ? (
        <a href={link.to} target="_blank" rel="noopener noreferrer">
          {link.label}
          <ExternalLink className="size-3.5 text-slate-400" aria-label="（新しいタブで開きます）" />
        </a>
      ) : (
        <Link to={link.to}>{link.label}</Link>
      )}
    </DropdownMenu.Item>
  );
}

export function HelpMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100">
        <CircleHelp className="size-5" aria-hidden="true" />
        ヘルプ
        <ChevronDown className="size-4 text-slate-400" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          {HELP_LINKS.map((l) => (
            <MenuLinkItem key={l.label} link={l} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function UserMenu() {
  const user = useUserStore((s) => s.user);
  const logout = useLogout();
  const company = companyNameOf(user);
  const person = user ? [user.userLastName, user.userFirstName].filter(Boolean).join(' ') : '';
  const shown = company ?? 'アカウント';
  return (
    <DropdownMenu.Root modal={false}>
      {/* The name starts with the company name the button shows, so speech input users can say what they see (WCAG 2.5.3). */}
      <DropdownMenu.Trigger
        className="flex h-10 max-w-56 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        aria-label={`${shown}のアカウントメニュー`}
      >
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <UserRound className="size-4" aria-hidden="true" />
        </span>
        <span className="truncate">{shown}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          {user ? (
            <DropdownMenu.Label className="px-3 pt-1.5 pb-2">
              <span className="block truncate text-sm font-semibold text-slate-900">{company ?? '—'}</span>
              <span className="block truncate text-xs text-slate-500">{person || user.emailAddress}</span>
            </DropdownMenu.Label>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {USER_MENU_LINKS.map((l) => (
            <MenuLinkItem key={l.label} link={l} />
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={cn(itemClass, 'text-red-700')} onSelect={() => void logout()}>
            ログアウト
            <LogOut className="size-4" aria-hidden="true" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
