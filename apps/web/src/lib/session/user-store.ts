import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserInfo } from '../api/get-user-information.ts';
import { SESSION_KEYS } from '../storage.ts';

interface UserState {
  user: UserInfo | null;
  setUser: (user: UserInfo) => void;
  clearUser: () => void;
}

/** The login user, kept per tab in sessionStorage (spec §4). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clearUser: () => set({ user: null }),
    }),
    {
      name: SESSION_KEYS.user,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ user: s.user }),
      version: 1,
    },
  ),
);
