/**
 * Who may call a route. Deny by default: the server attaches the guard of the route's kind, and a
 * route is reachable without tokens only when this table says `public` (or `signed`: the signed
 * URL in the path is the credential, as with presigned storage URLs).
 */
export type RouteAuth = 'public' | 'signed' | 'buyer' | 'operator' | 'partner';
/** The operator console's roles: 審査, 送金, 管理者 (admin implies neither of the others). */
export type OperatorRoleName = 'examiner' | 'treasurer' | 'admin';
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What a partner app's OAuth access token may be granted (docs/decisions/0024). */
export type PartnerScopeName = 'payments:write' | 'payments:read' | 'suppliers:read';

export interface RouteMeta {
  /** The route's key in ROUTES (the web passes the route object; its name carries the types). */
  name: string;
  method: RouteMethod;
  /** Below API_PREFIX, with `:name` parameters. */
  path: string;
  auth: RouteAuth;
  /**
   * Operator routes only, and required there: the roles any one of which opens the route. The
   * server refuses the rest with 403 before the handler runs (deny by default, as for `auth`).
   */
  roles?: readonly OperatorRoleName[];
  /**
   * Partner routes only, and required there: the scopes the access token must all hold. The server
   * refuses a token without them with 403 insufficient_scope before the handler runs.
   */
  scopes?: readonly PartnerScopeName[];
  /** The call must carry an Idempotency-Key header (money moves). */
  idempotent?: true;
}
