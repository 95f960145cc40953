import { session, SESSION_KEYS } from '../storage.ts';

/** How the second factor is asked for: a mailed code, or the authenticator app (or a recovery code). */
export type SecondFactorMethod = 'email' | 'totp';

export interface PendingLogin {
  loginToken: string;
  maskedEmail: string;
  method: SecondFactorMethod;
}

/** The pending two-factor step (spec §4: flow data lives in sessionStorage, per tab). */
export const loginFlow = {
  save(loginToken: string, maskedEmail: string, method: SecondFactorMethod = 'email') {
    session.set(SESSION_KEYS.loginToken, loginToken);
    session.set(SESSION_KEYS.loginMaskedEmail, maskedEmail);
    session.set(SESSION_KEYS.loginMethod, method);
  },
  read(): PendingLogin | null {
    const loginToken = session.get(SESSION_KEYS.loginToken);
    if (!loginToken) return null;
    return {
      loginToken,
      maskedEmail: session.get(SESSION_KEYS.loginMaskedEmail) ?? '',
      method: session.get(SESSION_KEYS.loginMethod) === 'totp' ? 'totp' : 'email',
    };
  },
  clear() {
    session.remove(SESSION_KEYS.loginToken);
    session.remove(SESSION_KEYS.loginMaskedEmail);
    session.remove(SESSION_KEYS.loginMethod);
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
