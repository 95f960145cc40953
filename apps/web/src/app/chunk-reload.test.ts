import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../lib/storage.ts';
import {
  installPreloadErrorHandler,
  lazyRoute,
  markPageLoaded,
  reloadOnce,
  setPendingTarget,
  setReloadImpl,
} from './chunk-reload.ts';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  setReloadImpl(reload);
  setPendingTarget(null);
});
afterEach(() => setPendingTarget(null));

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((r) => setTimeout(r, 0));
  return state;
};

describe('chunk preload failure', () => {
  it('reloads the navigation target once; the flag stops a loop until a page loads', () => {
    setPendingTarget('/payments/review?page=2');
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledWith('/payments/review?page=2');
    expect(sessionStorage.getItem(SESSION_KEYS.chunkReload)).not.toBeNull();
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    markPageLoaded();
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failed lazy import reloads and never settles; a second failure reaches the error boundary', async () => {
    const failing = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await settled(failing())).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(failing()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful lazy import passes the module through', async () => {
    const mod = { Component: () => null };
    await expect(lazyRoute(() => Promise.resolve(mod))()).resolves.toBe(mod);
    expect(reload).not.toHaveBeenCalled();
  });

  it("handles Vite's vite:preloadError event", () => {
    const uninstall = installPreloadErrorHandler();
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    const again = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    uninstall();
  });
});
