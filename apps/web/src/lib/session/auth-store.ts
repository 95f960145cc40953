import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

interface AuthState {
  tokens: AuthTokens | null;
  setTokens: (tokens: AuthTokens) => void;
  clearTokens: () => void;
}

export const AUTH_STORAGE_KEY = 'icp.auth';

/** Tokens survive tab closes (localStorage, spec §4); "logged in" means they exist. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      tokens: null,
      setTokens: (tokens) => set({ tokens }),
      clearTokens: () => set({ tokens: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ tokens: s.tokens }),
      version: 1,
    },
  ),
);

export const getTokens = (): AuthTokens | null => useAuthStore.getState().tokens;
export const isLoggedIn = (): boolean => getTokens() !== null;
export const useIsLoggedIn = (): boolean => useAuthStore((s) => s.tokens !== null);

/**
 * Another tab that refreshed (rotated) or cleared the tokens writes localStorage; pick that up
 * so this tab never sends a refresh token that has already been used.
 */
export function syncTokensAcrossTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === AUTH_STORAGE_KEY) void useAuthStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The token response of login_2auth / certification / token refresh, as stored. */
export function storeTokenResponse(body: { id_token: string; access_token: string; refresh_token: string }): void {
  useAuthStore.getState().setTokens({
    idToken: body.id_token,
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
  });
}
