import { session, SESSION_KEYS } from '../lib/storage.ts';

/**
 * Spec §2/§8: when a code chunk fails to load during navigation (typically an old tab after a
 * deploy), reload the target page once. A sessionStorage flag stops a reload loop; it is cleared
 * once a page has loaded completely.
 */
let pendingTarget: string | null = null;

/** The location the router is navigating to (null when idle). */
export function setPendingTarget(target: string | null): void {
  pendingTarget = target;
}

type Reload = (target: string) => void;
let reloadImpl: Reload = (target) => {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target === here) window.location.reload();
  else window.location.assign(target);
};

/** For tests. */
export function setReloadImpl(fn: Reload): void {
  reloadImpl = fn;
}

/** Reloads (to the navigation target) unless this tab already did; returns whether it did. */
export function reloadOnce(target?: string | null): boolean {
  if (session.get(SESSION_KEYS.chunkReload)) return false;
  session.set(SESSION_KEYS.chunkReload, String(Date.now()));
  reloadImpl(target ?? pendingTarget ?? `${window.location.pathname}${window.location.search}${window.location.hash}`);
  return true;
}

export function markPageLoaded(): void {
  session.remove(SESSION_KEYS.chunkReload);
}

const never = <T>() => new Promise<T>(() => {});

/**
 * Wraps a route's `lazy` import: a failed import reloads the target page once (the promise then
 * never settles, as the page is going away); a second failure reaches the error boundary.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    let mod: T;
    try {
      mod = await load();
    } catch (error) {
      if (reloadOnce()) return never<T>();
      throw error;
    }
    // Vite resolves to undefined when our vite:preloadError handler took over (page reloading).
    if (mod === undefined || mod === null) return never<T>();
    return mod;
  };
}

/** Vite's own preload failure event (CSS or a dependency chunk of a dynamic import). */
export function installPreloadErrorHandler(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
