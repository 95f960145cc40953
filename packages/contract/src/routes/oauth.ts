/*
 * The OAuth authorization's screens (/oauth/authorize, /oauth/onetime-password, the consent) talk
 * to these: each names the interaction oidc-provider started (`uid`). The interaction's cookie is
 * scoped to /api/v1/oauth/interactions/{uid}, so only the browser that began the authorization can
 * act on it (docs/decisions/0024). "OAuth approve" and "OAuth two-factor approve" are public: they
 * are the login itself (spec §8, exempt from the 401 rules).
 */

/** oidc-provider sends the browser here (303 to the SPA's /oauth/authorize?uid=…): sets nothing, reads nothing. */
export const startOAuthInteraction = {
  name: 'startOAuthInteraction',
  method: 'GET',
  path: '/oauth/interactions/:uid',
  auth: 'public',
} as const;
/** The app asking, the scopes it asks for and what the screen must ask next (login or consent). */
export const getOAuthInteraction = {
  name: 'getOAuthInteraction',
  method: 'GET',
  path: '/oauth/interactions/:uid/details',
  auth: 'public',
} as const;
/** OAuth approve: e-mail and password, answered as POST /login answers (the second factor comes next). */
export const approveOAuth = {
  name: 'approveOAuth',
  method: 'POST',
  path: '/oauth/interactions/:uid/login',
  auth: 'public',
} as const;
/** OAuth two-factor approve: the one-time code; logs the user in (tokens) and into the interaction. */
export const approveOAuthTwoFactor = {
  name: 'approveOAuthTwoFactor',
  method: 'POST',
  path: '/oauth/interactions/:uid/two-factor',
  auth: 'public',
} as const;
/** A user already logged in to the web app goes straight to consent: their session logs in the interaction. */
export const continueOAuthAsBuyer = {
  name: 'continueOAuthAsBuyer',
  method: 'POST',
  path: '/oauth/interactions/:uid/session',
  auth: 'buyer',
} as const;
/** 許可する: grants the scopes shown; answers where the browser goes next (back through oidc-provider). */
export const grantOAuthConsent = {
  name: 'grantOAuthConsent',
  method: 'POST',
  path: '/oauth/interactions/:uid/consent',
  auth: 'buyer',
} as const;
/** 許可しない / キャンセル: the app gets access_denied. */
export const denyOAuthConsent = {
  name: 'denyOAuthConsent',
  method: 'POST',
  path: '/oauth/interactions/:uid/deny',
  auth: 'public',
} as const;

/* Security settings: the apps this user connected. */
export const listOAuthConnections = {
  name: 'listOAuthConnections',
  method: 'GET',
  path: '/oauth/connections',
  auth: 'buyer',
} as const;
/** Disconnects the app: its grant and every token issued under it are revoked at once. */
export const revokeOAuthConnection = {
  name: 'revokeOAuthConnection',
  method: 'DELETE',
  path: '/oauth/connections/:clientId',
  auth: 'buyer',
} as const;
