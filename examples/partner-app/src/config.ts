/*
 * Everything the demo partner reads from the environment, read once. The defaults match the
 * client the embedded server seeds (`npm start`): client `demo-partner-app`, redirect
 * http://localhost:4100/callback, webhooks to http://localhost:4100/webhooks.
 */

export interface PartnerConfig {
  port: number;
  /** This app's own origin, as the browser and our webhooks reach it. */
  publicUrl: string;
  /** 請求書カード払い's OAuth issuer (RFC 8414 metadata at /.well-known/oauth-authorization-server/oauth). */
  issuer: string;
  /** The API base, e.g. http://localhost:3000/api/v1 (the issuer's origin by default). */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  webhookSecret: string;
}

export const DEFAULT_SCOPES = 'payments:write payments:read suppliers:read';

function port(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > 65_535) throw new Error(`PARTNER_PORT must be a port number, not ${value}`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PartnerConfig {
  const p = port(env['PARTNER_PORT'], 4100);
  const publicUrl = (env['PARTNER_PUBLIC_URL'] ?? `http://localhost:${p}`).replace(/\/$/, '');
  const issuer = (env['ICP_ISSUER'] ?? 'http://localhost:3000/oauth').replace(/\/$/, '');
  return {
    port: p,
    publicUrl,
    issuer,
    apiBase: (env['ICP_API_BASE'] ?? `${new URL(issuer).origin}/api/v1`).replace(/\/$/, ''),
    clientId: env['PARTNER_CLIENT_ID'] ?? 'demo-partner-app',
    clientSecret: env['PARTNER_CLIENT_SECRET'] ?? 'demo-partner-secret-2026',
    redirectUri: `${publicUrl}/callback`,
    scopes: env['PARTNER_SCOPES'] ?? DEFAULT_SCOPES,
    webhookSecret: env['PARTNER_WEBHOOK_SECRET'] ?? 'whsec_ZGVtby1wYXJ0bmVyLXdlYmhvb2stc2VjcmV0LTIwMjY=',
  };
}
