import type { OperatorInfo, OperatorRoleValue } from '@icp/contract';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session in this tab: the console token (its own audience, never the buyer's)
 * and who is logged in. Kept in sessionStorage, so closing the tab ends it on this machine and
 * another tab logs in on its own; the server also ends it after 15 idle minutes.
 */
export type OperatorRole = OperatorRoleValue;
export type OpsOperator = OperatorInfo;

export interface OpsSession {
  token: string;
  operator: OpsOperator | null;
}

export const OPS_SESSION_KEY = 'icp.ops.session';
/** The login step in progress (login token and, on first login, the enrolment), for a reload. */
export const OPS_LOGIN_KEY = 'icp.ops.login';

// The contract's OPERATOR_ROLE_LABELS, without pulling the contract's zod module into this file.
export const ROLE_LABELS: Record<OperatorRole, string> = {
  examiner: '審査',
  treasurer: '送金',
  admin: '管理者',
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): OpsSession | null {
  try {
    const raw = storage()?.getItem(OPS_SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<OpsSession>;
    return typeof parsed.token === 'string' && parsed.token.length > 0
      ? { token: parsed.token, operator: parsed.operator ?? null }
      : null;
  } catch {
    return null;
  }
}

let current: OpsSession | null | undefined;
/** The last session ended on its own (a 401: idle timeout, revoked), not by ログアウト. */
let endedOnItsOwn = false;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function getOpsSession(): OpsSession | null {
  if (current === undefined) current = read();
  return current;
}

export function setOpsSession(next: OpsSession | null): void {
  current = next;
  if (next) endedOnItsOwn = false;
  try {
    if (next) storage()?.setItem(OPS_SESSION_KEY, JSON.stringify(next));
    else storage()?.removeItem(OPS_SESSION_KEY);
  } catch {
    // Storage blocked: the session lives for this page view only.
  }
  emit();
}

export function setOpsOperator(operator: OpsOperator): void {
  const s = getOpsSession();
  if (s) setOpsSession({ ...s, operator });
}

export function clearOpsSession(options: { expired?: boolean } = {}): void {
  endedOnItsOwn = options.expired === true;
  setOpsSession(null);
}

export const sessionEndedOnItsOwn = () => endedOnItsOwn;

/** For tests: forget the cached value so the next read comes from sessionStorage. */
export function resetOpsSessionCache(): void {
  current = undefined;
  endedOnItsOwn = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpsSession(): OpsSession | null {
  return useSyncExternalStore(subscribe, getOpsSession, () => null);
}

export const hasRole = (operator: OpsOperator | null | undefined, ...anyOf: OperatorRole[]) =>
  !!operator && anyOf.some((r) => operator.roles.includes(r));
