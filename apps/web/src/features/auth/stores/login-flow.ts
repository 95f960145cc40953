import { session, SESSION_KEYS } from '../../../lib/storage.ts';

/** The pending two-factor step (spec §4: flow data lives in sessionStorage, per tab). */
export const loginFlow = {
  save(loginToken: string, maskedEmail: string) {
    session.set(SESSION_KEYS.loginToken, loginToken);
    session.set(SESSION_KEYS.loginMaskedEmail, maskedEmail);
  },
  read(): { loginToken: string; maskedEmail: string } | null {
    const loginToken = session.get(SESSION_KEYS.loginToken);
    if (!loginToken) return null;
    return { loginToken, maskedEmail: session.get(SESSION_KEYS.loginMaskedEmail) ?? '' };
  },
  clear() {
    session.remove(SESSION_KEYS.loginToken);
    session.remove(SESSION_KEYS.loginMaskedEmail);
  },
};

/** The address a sign-up code was sent to, kept for /signup/code and its resend. */
export const signupFlow = {
  save(email: string) {
    session.set(SESSION_KEYS.signupEmail, email);
  },
  read(): string | null {
    return session.get(SESSION_KEYS.signupEmail);
  },
  clear() {
    session.remove(SESSION_KEYS.signupEmail);
  },
};
