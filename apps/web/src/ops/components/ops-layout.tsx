import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DoorOpen, PanelLeftClose, PanelLeftOpen, ShieldHalf } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { opsGetMeCall, opsLogOutCall } from '../auth/api.ts';
import { opsPaths, sanitizeOpsRedirect } from '../lib/ops-paths.ts';
import {
  clearOpsSession,
  hasRole,
  ROLE_LABELS,
  sessionEndedOnItsOwn,
  setOpsOperator,
  useOpsSession,
} from '../lib/ops-session.ts';
import type { OpsOperator } from '../lib/ops-session.ts';
import { OPS_NAV } from '../nav.ts';

export function OpsPageFallback() {
  return (
    <div className="flex justify-center py-16 text-brand-600">
      <Spinner className="size-7" label="読み込み中です" />
    </div>
  );
}

/** Who is logged in, refreshed once per console visit (roles may have changed). */
function useOperator(initial: OpsOperator | null) {
  const me = useQuery({
    queryKey: ['ops', 'me'],
    queryFn: ({ signal }) => opsGetMeCall(signal),
    staleTime: 5 * 60_000,
  });
  const fresh = me.data?.operator;
  useEffect(() => {
    if (fresh) setOpsOperator(fresh);
  }, [fresh]);
  return fresh ?? initial;
}

function OpsNav({ operator, onNavigate }: { operator: OpsOperator | null; onNavigate?: () => void }) {
  return (
    <nav aria-label="運用コンソールのメニュー" className="space-y-5">
      {OPS_NAV.filter((g) => !g.roles || hasRole(operator, ...g.roles)).map((group) => (
        <div key={group.label}>
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400">{group.label}</p>
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium',
                      isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
                    )
                  }
                >
                  <item.icon className="size-4 shrink-0" aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** 「運用コンソール」: on every console page, so nobody takes it for the buyers' app. */
export function ConsoleMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <ShieldHalf className="size-6 shrink-0 text-amber-400" aria-hidden="true" />
      <span className="leading-tight whitespace-nowrap">
        <span className="block text-[11px] font-medium text-slate-400">請求書カード払い</span>
        <span className="block text-[15px] font-bold text-white">運用コンソール</span>
      </span>
    </span>
  );
}

/**
 * The console's frame: a dark left navigation (desktop) that folds into a menu button below
 * 1024 px, a header with the operator, their roles and ログアウト, and the page.
 */
export function OpsLayout() {
  const session = useOpsSession();
  const location = useLocation();
  if (!session) {
    const here = sanitizeOpsRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={opsPaths.login(here ?? undefined, sessionEndedOnItsOwn())} replace />;
  }
  return <OpsFrame initial={session.operator} />;
}

function OpsFrame({ initial }: { initial: OpsOperator | null }) {
  const operator = useOperator(initial);
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const menuId = useId();

  // A navigation closes the phone menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  const logOut = async () => {
    setLeaving(true);
    try {
      await opsLogOutCall();
    } catch {
      // The session may be dead already; it is forgotten here either way.
    }
    clearOpsSession();
    queryClient.clear();
    void navigate(opsPaths.login(), { replace: true });
  };

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <a
        href="#ops-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[120] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        メインコンテンツへ移動
      </a>
      <aside className="hidden w-60 shrink-0 flex-col bg-slate-900 px-3 py-4 lg:flex">
        <div className="px-2 pb-6">
          <ConsoleMark />
        </div>
        <OpsNav operator={operator} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-800 bg-slate-900 text-white lg:border-slate-200 lg:bg-white lg:text-slate-900">
          <div className="flex h-14 items-center gap-3 px-3 sm:px-5">
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? (
                <PanelLeftClose className="size-5" aria-hidden="true" />
              ) : (
                <PanelLeftOpen className="size-5" aria-hidden="true" />
              )}
              <span className="sr-only">メニュー</span>
            </button>
            <ConsoleMark className="lg:hidden" />
            <span className="hidden rounded-md bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 lg:inline">
              運用コンソール（社内専用）
            </span>
            <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
              {operator ? (
                <div className="min-w-0 max-w-40 text-right leading-tight sm:max-w-none">
                  {/* Spans, not <p>: a bold line above a small one reads as a heading to axe (p-as-heading). */}
                  <span className="block truncate text-sm font-semibold">{operator.name}</span>
                  <span className="block truncate text-[11px] text-slate-400 lg:text-slate-500">
                    <span className="sr-only">役割：</span>
                    {operator.roles.map((r) => ROLE_LABELS[r] ?? r).join('・')}
                  </span>
                </div>
              ) : null}
              <button
                type="button"
                onClick={() => void logOut()}
                disabled={leaving}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border border-slate-600 px-2.5 text-sm font-semibold hover:bg-white/10 disabled:opacity-50 lg:border-slate-300 lg:hover:bg-slate-50"
              >
                <DoorOpen className="size-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">ログアウト</span>
              </button>
            </div>
          </div>
          {menuOpen ? (
            <div
              id={menuId}
              className="max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-slate-800 bg-slate-900 px-3 py-4 lg:hidden"
            >
              <OpsNav operator={operator} onNavigate={() => setMenuOpen(false)} />
            </div>
          ) : null}
        </header>
        <main id="ops-main" className="w-full min-w-0 flex-1 px-3 py-5 sm:px-6 lg:py-7">
          <Suspense fallback={<OpsPageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
