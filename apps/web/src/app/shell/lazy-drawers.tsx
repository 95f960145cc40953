import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DESKTOP_BREAKPOINT_PX } from '@icp/domain';
import { useUiStore } from '../../lib/ui-store.ts';

// Radix Dialog (focus trap, scroll lock) loads with the first drawer opened: desktop never needs it.
const NavDrawer = lazy(() => import('./drawers.tsx').then((m) => ({ default: m.NavDrawer })));
const HelpDrawer = lazy(() => import('./drawers.tsx').then((m) => ({ default: m.HelpDrawer })));

function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted;
}

/** The main drawer and the help drawer of screens below 1024 px (spec §2). */
export function Drawers() {
  const navOpen = useUiStore((s) => s.navDrawerOpen);
  const helpOpen = useUiStore((s) => s.helpDrawerOpen);
  const navMounted = useMountedOnceOpen(navOpen);
  const helpMounted = useMountedOnceOpen(helpOpen);
  return (
    <Suspense fallback={null}>
      {navMounted ? <NavDrawer /> : null}
      {helpMounted ? <HelpDrawer /> : null}
    </Suspense>
  );
}

function closeDrawers() {
  const { setNavDrawerOpen, setHelpDrawerOpen } = useUiStore.getState();
  setNavDrawerOpen(false);
  setHelpDrawerOpen(false);
}

/** Drawers close when the page changes, and when the window grows to the desktop layout. */
export function useCloseDrawersOnNavigate() {
  const { key } = useLocation();
  useEffect(closeDrawers, [key]);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onChange = (e: MediaQueryListEvent) => e.matches && closeDrawers();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);
}
