/**
 * Who may call a route. Deny by default: the server attaches the guard of the route's kind, and a
 * route is reachable without tokens only when this table says `public` (or `signed`: the signed
 * URL in the path is the credential, as with presigned storage URLs).
 */
export type RouteAuth = 'public' | 'signed' | 'buyer' | 'operator' | 'partner';
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteMeta {
  /** The route's key in ROUTES (the web passes the route object; its name carries the types). */
  name: string;
  method: RouteMethod;
  /** Below API_PREFIX, with `:name` parameters. */
  path: string;
  auth: RouteAuth;
  /** The call must carry an Idempotency-Key header (money moves). */
  idempotent?: true;
}
