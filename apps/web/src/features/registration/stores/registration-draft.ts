import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerSessionReset } from '../../../lib/session/clear-session.ts';
import { session, SESSION_KEYS } from '../../../lib/storage.ts';
import type { CorporationRegistrationBody } from '../api/register-corporation.ts';
import type { SoleProprietorRegistrationBody } from '../api/register-sole-proprietor.ts';

export type RegistrationDraft =
  | { businessForm: 1; values: CorporationRegistrationBody; termsVersion: string }
  | { businessForm: 2; values: SoleProprietorRegistrationBody; termsVersion: string };

interface DraftState {
  /** Which form the user picked (kept even before a validated draft exists). */
  businessForm: 1 | 2;
  draft: RegistrationDraft | null;
  setBusinessForm: (businessForm: 1 | 2) => void;
  setDraft: (draft: RegistrationDraft) => void;
  clear: () => void;
}

/** Survives /registration ↔ /registration/confirm and reloads (sessionStorage, this tab only). */
export const useRegistrationDraft = create<DraftState>()(
  persist(
    (set) => ({
      businessForm: 1,
      draft: null,
      setBusinessForm: (businessForm) => set({ businessForm }),
      setDraft: (draft) => set({ draft, businessForm: draft.businessForm }),
      clear: () => set({ businessForm: 1, draft: null }),
    }),
    {
      name: SESSION_KEYS.registrationDraft,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ businessForm: s.businessForm, draft: s.draft }),
    },
  ),
);

registerSessionReset(() => {
  useRegistrationDraft.getState().clear();
  session.remove(SESSION_KEYS.registrationDraft);
});
