import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from './clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'invoice-card-pay';
const ACCESS_AUDIENCE = 'icp-api';
const ID_AUDIENCE = 'icp-web';
const ACCESS_TYP = 'at+jwt';
const ID_TYP = 'id+jwt';

export interface SessionClaims {
  userId: number;
  sessionId: string;
}

export type TokenCheck =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: 'expired'; claims?: SessionClaims }
  | { ok: false; reason: 'invalid' };

/**
 * Signs and checks the short-lived id and access tokens (HS256 only: the allowlist stops
 * alg=none and key-confusion tricks). Each has its own `typ` and `aud`, so one can never be used
 * as the other, and both carry the session id so a request's two headers must match.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: SessionClaims): Promise<{ idToken: string; accessToken: string; expiresIn: number }> {
    const [idToken, accessToken] = await Promise.all([
      this.sign(claims, ID_TYP, ID_AUDIENCE),
      this.sign(claims, ACCESS_TYP, ACCESS_AUDIENCE),
    ]);
    return { idToken, accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  private sign(claims: SessionClaims, typ: string, audience: string): Promise<string> {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
      .setJti(crypto.randomUUID())
      .sign(this.key);
  }

  /** Checks both headers: same subject and session, right type each, access token not expired. */
  async verifyPair(idToken: string, accessToken: string): Promise<TokenCheck> {
    const access = await this.verify(accessToken, ACCESS_TYP, ACCESS_AUDIENCE);
    if (!access.ok) {
      // An expired access token is only "expired" when the id token really belongs to it;
      // otherwise the client must not be told to refresh.
      if (access.reason === 'expired') {
        const id = await this.verify(idToken, ID_TYP, ID_AUDIENCE, { ignoreExpiry: true });
        const expiredClaims = await this.verify(accessToken, ACCESS_TYP, ACCESS_AUDIENCE, { ignoreExpiry: true });
        if (id.ok && expiredClaims.ok && sameSession(id.claims, expiredClaims.claims)) {
          return { ok: false, reason: 'expired', claims: expiredClaims.claims };
        }
      }
      return { ok: false, reason: 'invalid' };
    }
    // The id token may have been issued together with the access token, so it expires with it:
    // accept it within the same window but require the same session.
    const id = await this.verify(idToken, ID_TYP, ID_AUDIENCE, { ignoreExpiry: true });
    if (!id.ok || !sameSession(id.claims, access.claims)) return { ok: false, reason: 'invalid' };
    return access;
  }

  private async verify(
    token: string,
    typ: string,
    audience: string,
    options: { ignoreExpiry?: boolean } = {},
  ): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        typ,
        requiredClaims: ['exp', 'sub', 'sid', 'jti'],
        currentDate: options.ignoreExpiry ? new Date(0) : this.clock.now(),
      });
      const userId = Number(payload.sub);
      const sessionId = payload['sid'];
      if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId, sessionId } };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}

function sameSession(a: SessionClaims, b: SessionClaims): boolean {
  return a.userId === b.userId && a.sessionId === b.sessionId;
}
