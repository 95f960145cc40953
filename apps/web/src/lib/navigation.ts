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
