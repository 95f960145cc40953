/**
 * Lets non-React code (the API client on a dead session) navigate through the router once it
 * exists, and fall back to a full page load before that.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let impl: Navigate = (to, opts) => {
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  impl = navigate;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  impl(to, opts);
}

let pendingTarget: string | null = null;

/** Set by the router while it navigates: the location it is going to (null when idle). */
export function setPendingNavigation(target: string | null): void {
  pendingTarget = target;
}

/**
 * Where the router is going, if it is navigating. A session that ends inside a route guard
 * must send the user back to that page after login, not to the one they are leaving.
 */
export function pendingNavigation(): string | null {
  return pendingTarget;
}
