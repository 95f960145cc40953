import { hkdfSync, createHmac, type webcrypto } from 'node:crypto';
import { type JWTPayload, SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from './clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * How far a token's `iat`/`nbf` may lie ahead of our clock. Only our own instances sign tokens and
 * their clocks agree within seconds, so a token "issued" further in the future did not come from a
 * healthy instance and is refused.
 */
export const CLOCK_LEEWAY_SECONDS = 30;
const ISSUER = 'invoice-card-pay';
const SUCCESSOR_HKDF_SALT = 'invoice-card-pay/refresh-token-successor';
const ACCESS_AUDIENCE = 'icp-api';
const ID_AUDIENCE = 'icp-web';
const ACCESS_TYP = 'at+jwt';
const ID_TYP = 'id+jwt';
/** Operator console tokens: their own type and audience, so no buyer token passes as one or the reverse. */
const OPERATOR_AUDIENCE = 'icp-ops';
const OPERATOR_TYP = 'ops+jwt';
/**
 * An operator token lives as long as the longest operator session (12 h): idleness (15 min) and
 * logout are decided by the operator_sessions row it names, which the guard reads on every call.
 */
export const OPERATOR_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/**
 * How many verified tokens to remember. Every signed-in tab sends the same two tokens for their
 * 15 minutes, so a few thousand entries cover every active session of a process; the oldest go first.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export interface SessionClaims {
  userId: number;
  sessionId: string;
}

export interface OperatorClaims {
  operatorId: number;
  sessionId: string;
}

export type OperatorTokenCheck = { ok: true; claims: OperatorClaims } | { ok: false; reason: 'expired' | 'invalid' };

export type TokenCheck =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: 'expired'; claims?: SessionClaims }
  | { ok: false; reason: 'invalid' };

/**
 * Signs and checks the short-lived id and access tokens (HS256 only: the allowlist stops
 * alg=none and key-confusion tricks). Each has its own `typ` and `aud`, so one can never be used
 * as the other, and both carry the session id so a request's two headers must match.
 */
/** What a token proved when its signature, type, issuer and audience were checked. */
interface VerifiedToken {
  claims: SessionClaims;
  exp: number;
}

export class TokenService {
  /** Imported once: jose would import raw key bytes again on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  private readonly successorKey: Buffer;
  /**
   * Tokens whose signature and claims have been checked, by type and exact token text. Checking an
   * HMAC through WebCrypto was the largest share of an authenticated request's CPU (issue 13
   * profile); a token that differs by one character misses, and expiry is still checked on every
   * use, so remembering the result changes no decision.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    this.successorKey = Buffer.from(hkdfSync('sha256', secret, SUCCESSOR_HKDF_SALT, 'icp:refresh-token-successor:v1', 32));
  }

  /**
   * The refresh token that replaces `parent` when it is rotated: an HMAC of the parent under a key
   * derived for this purpose alone. Only its hash is stored, yet a second refresh racing the first
   * (two tabs) can be handed the very same successor (ADR 0011); without the server secret nobody
   * can compute it, not even from the parent or the database.
   */
  refreshTokenSuccessor(parent: string): string {
    return createHmac('sha256', this.successorKey).update(parent, 'utf8').digest('base64url');
  }

  async issue(claims: SessionClaims): Promise<{ idToken: string; accessToken: string; expiresIn: number }> {
    const [idToken, accessToken] = await Promise.all([
      this.sign(claims, ID_TYP, ID_AUDIENCE),
      this.sign(claims, ACCESS_TYP, ACCESS_AUDIENCE),
    ]);
    return { idToken, accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** The single bearer token of an operator session; `ttlSeconds` never exceeds the session's remaining life. */
  async issueOperator(
    claims: OperatorClaims,
    ttlSeconds: number = OPERATOR_TOKEN_TTL_SECONDS,
  ): Promise<{ token: string; expiresIn: number }> {
    const expiresIn = Math.max(1, Math.min(ttlSeconds, OPERATOR_TOKEN_TTL_SECONDS));
    const token = await this.sign(
      { userId: claims.operatorId, sessionId: claims.sessionId },
      OPERATOR_TYP,
      OPERATOR_AUDIENCE,
      expiresIn,
    );
    return { token, expiresIn };
  }

  async verifyOperator(token: string): Promise<OperatorTokenCheck> {
    const check = await this.verify(token, OPERATOR_TYP, OPERATOR_AUDIENCE);
    if (!check.ok) return { ok: false, reason: check.reason };
    return { ok: true, claims: { operatorId: check.claims.userId, sessionId: check.claims.sessionId } };
  }

  private async sign(
    claims: SessionClaims,
    typ: string,
    audience: string,
    ttlSeconds: number = ACCESS_TOKEN_TTL_SECONDS,
  ): Promise<string> {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const key = await this.key;
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttlSeconds)
      .setJti(crypto.randomUUID())
      .sign(key);
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
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const cacheKey = `${typ} ${token}`;
    const known = this.verified.get(cacheKey);
    if (known) {
      if (!options.ignoreExpiry && known.exp <= nowSeconds) return { ok: false, reason: 'expired' };
      return { ok: true, claims: known.claims };
    }
    let payload: JWTPayload;
    let expired = false;
    try {
      // The tolerance gives `nbf` its leeway; `exp` is checked strictly below, without it.
      ({ payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        typ,
        requiredClaims: ['exp', 'iat', 'sub', 'sid', 'jti'],
        currentDate: this.clock.now(),
        clockTolerance: CLOCK_LEEWAY_SECONDS,
      }));
    } catch (error) {
      // Thrown only after the signature, type, issuer, audience and `nbf` have passed,
      // so its claims can be trusted as far as the expiry decision below goes.
      if (!(error instanceof joseErrors.JWTExpired) || error.claim !== 'exp') return { ok: false, reason: 'invalid' };
      payload = error.payload;
      expired = true;
    }
    // A token issued "in the future" was not issued by us: our instances' clocks agree within the leeway.
    if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_LEEWAY_SECONDS)
      return { ok: false, reason: 'invalid' };
    const userId = Number(payload.sub);
    const sessionId = payload['sid'];
    if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') return { ok: false, reason: 'invalid' };
    if (typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    const claims = { userId, sessionId };
    // Only a token that passed every check while still valid is remembered.
    if (!expired) this.remember(cacheKey, { claims, exp: payload.exp });
    if (!options.ignoreExpiry && payload.exp <= nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  private remember(cacheKey: string, token: VerifiedToken): void {
    if (this.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(cacheKey, token);
  }
}

function sameSession(a: SessionClaims, b: SessionClaims): boolean {
  return a.userId === b.userId && a.sessionId === b.sessionId;
}
