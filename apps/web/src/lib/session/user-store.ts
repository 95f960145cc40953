import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserInfo } from '../api/get-user-information.ts';
import { SESSION_KEYS } from '../storage.ts';

interface UserState {
  user: UserInfo | null;
  /**
   * Whether the server gave this user during this page load. A user restored from sessionStorage
   * after a reload is not: the session may have ended while the tab was away (idle timeout), and
   * the route guard must find that out before the shell starts its calls.
   */
  confirmed: boolean;
  setUser: (user: UserInfo) => void;
  clearUser: () => void;
}

/** The login user, kept per tab in sessionStorage (spec §4). */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      confirmed: false,
      setUser: (user) => set({ user, confirmed: true }),
      clearUser: () => set({ user: null, confirmed: false }),
    }),
    {
      name: SESSION_KEYS.user,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ user: s.user }),
      version: 1,
    },
  ),
);
