import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveOAuthKeys } from './oauth-keys.ts';

describe('the OAuth server keys', () => {
  it('are the same for the same secret (every replica), and differ for another', () => {
    const a = deriveOAuthKeys('s'.repeat(40));
    expect(deriveOAuthKeys('s'.repeat(40))).toEqual(a);
    const b = deriveOAuthKeys('t'.repeat(40));
    expect(b.cookieKeys).not.toEqual(a.cookieKeys);
    expect(b.jwks.keys[0]!.kid).not.toBe(a.jwks.keys[0]!.kid);
    // Nothing is the secret itself or another purpose's key.
    expect(a.cookieKeys[0]).not.toContain('sss');
    expect(a.cookieKeys[0]).not.toBe(a.jwks.keys[0]!.d);
  });

  it('give a working Ed25519 signing key', () => {
    const [jwk] = deriveOAuthKeys('s'.repeat(40)).jwks.keys;
    const privateKey = createPrivateKey({ key: jwk!, format: 'jwk' });
    const publicKey = createPublicKey({ key: { kty: jwk!.kty!, crv: jwk!.crv!, x: jwk!.x! }, format: 'jwk' });
    const signature = sign(null, Buffer.from('hello'), privateKey);
    expect(verify(null, Buffer.from('hello'), publicKey, signature)).toBe(true);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });
});
