import type { UserInformation } from '@icp/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_KEYS } from '../storage.ts';

/** The logged-in user as the screens need it (mapped from GET /users/information). */
export interface UserInfo {
  emailAddress: string;
  userLastName: string | null;
  userFirstName: string | null;
  buyerId: number | null;
  businessForm: 1 | 2 | null;
  corporation: UserInformation['corporation'];
  soleProprietor: UserInformation['sole_proprietor'];
  phoneNumber: string | null;
  externalIntegrationClientIds: string[];
  acceptedTermsVersion: string | null;
  currentTermsVersion: string;
  collectionEnabled: boolean;
}

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
