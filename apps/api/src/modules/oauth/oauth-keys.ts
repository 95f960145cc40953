import { createHash, createPrivateKey, hkdfSync } from 'node:crypto';

/**
 * The authorization server's keys, derived from the server secret (JWT_SECRET) with HKDF: every
 * replica given the same secret computes the same cookie keys and signing key, so nothing is
 * stored and nothing has to be shared besides the secret production already requires.
 */
export interface OAuthKeys {
  /** Keygrip keys of oidc-provider's cookies (_interaction, _interaction_resume, _session). */
  cookieKeys: string[];
  /** A private JWKS with one Ed25519 key (the library signs nothing we offer with it today, but needs a key). */
  jwks: { keys: Record<string, string>[] };
}

const SALT = 'invoice-card-pay/oauth';
/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function derive(secret: string, label: string, bytes = 32): Buffer {
  // The info label names the purpose: no other key in the app derives the same bytes.
  return Buffer.from(hkdfSync('sha256', secret, SALT, `icp:oauth:${label}`, bytes));
}

export function deriveOAuthKeys(secret: string): OAuthKeys {
  const seed = derive(secret, 'signing-key:v1');
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = key.export({ format: 'jwk' }) as { kty: string; crv: string; x: string; d: string };
  // RFC 7638 thumbprint as kid: stable for the same secret, changes with it.
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
    .digest('base64url');
  return {
    cookieKeys: [derive(secret, 'cookie-key:v1').toString('base64url')],
    jwks: { keys: [{ kty: jwk.kty, crv: jwk.crv, x: jwk.x, d: jwk.d, kid, alg: 'EdDSA', use: 'sig' }] },
  };
}
