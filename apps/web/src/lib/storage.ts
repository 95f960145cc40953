/**
 * sessionStorage access that never throws (private modes and full quotas do throw), with the
 * app's keys named once. Tokens live in localStorage through the auth store; everything else
 * that belongs to one tab's session lives here (spec §4).
 */
export const SESSION_KEYS = {
  signupEmail: 'icp.signup.email',
  loginToken: 'icp.login.token',
  loginMaskedEmail: 'icp.login.masked-email',
  loginMethod: 'icp.login.method',
  registrationDraft: 'icp.registration.draft',
  chunkReload: 'icp.chunk-reload',
  user: 'icp.user',
  stats: 'icp.stats',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export const session = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch {
      // Storage full or blocked: the flow still works within this page view.
    }
  },
  remove(key: string): void {
    try {
      store()?.removeItem(key);
    } catch {
      // ignore
    }
  },
  getJson<T>(key: string): T | null {
    const raw = session.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    session.set(key, JSON.stringify(value));
  },
};
