import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * The web project runs its files in one shared jsdom (`isolate: false`): a fresh environment per
 * file cost 200 s of CI against 50 s without. What a fresh environment gave for free is done
 * here instead: every file imports the app's modules afresh (the shared QueryClient, the stores,
 * the caches of categories, card-gateway config and postal codes), and leaves no DOM, stubbed
 * global, spy or storage behind for the next.
 */
vi.resetModules();

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
