import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { PartnerConfig } from './config.ts';

/*
 * The OAuth 2.0 client side, all through openid-client (a certified library, no hand-written
 * protocol code): authorization code + PKCE (S256) + state, client_secret_basic at the token
 * endpoint, refresh with rotation, revocation (RFC 7009).
 *
 * This demo serves one company, so it keeps one connection (one token set) in memory; a real
 * accounting cloud keeps a token set per customer, encrypted at rest, in its database.
 */

export interface TokenSet {
  accessToken: string;
  /** Rotated: every refresh answers a new one and the old one stops working. */
  refreshToken: string | null;
  /** Epoch ms; null when the server did not say. */
  expiresAt: number | null;
  scope: string;
  connectedAt: string;
  refreshedAt: string | null;
  refreshCount: number;
}

export class NotConnectedError extends Error {
  constructor(message = '請求書カード払いと連携していません。') {
    super(message);
    this.name = 'NotConnectedError';
  }
}

/** The user cancelled, or the server refused (access_denied, invalid_scope …). */
export class AuthorizationRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthorizationRefusedError';
  }
}

interface PendingAuthorization {
  state: string;
  codeVerifier: string;
  expiresAt: number;
}

/** Refresh a little before the token runs out, so a call never carries an expired one. */
const EXPIRY_MARGIN_MS = 30_000;
/** An authorization left half-way (the tab closed) is forgotten after this. */
const PENDING_TTL_MS = 10 * 60_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export class PartnerOAuth {
  #configuration: Promise<client.Configuration> | null = null;
  #tokens: TokenSet | null = null;
  #refreshing: Promise<TokenSet> | null = null;
  /** Keyed by a random id in the browser's cookie: the state and verifier belong to that browser. */
  readonly #pending = new Map<string, PendingAuthorization>();

  constructor(private readonly config: PartnerConfig) {}

  get tokens(): TokenSet | null {
    return this.#tokens;
  }

  /**
   * RFC 8414 discovery of the issuer (/.well-known/oauth-authorization-server/oauth), once; a
   * failure (the server not up yet) is not cached, the next call tries again.
   */
  configuration(): Promise<client.Configuration> {
    if (!this.#configuration) {
      const issuer = new URL(this.config.issuer);
      // Plain http only for a server on this machine (development); anything else must be https.
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      this.#configuration = client
        .discovery(
          issuer,
          this.config.clientId,
          { client_secret: this.config.clientSecret },
          client.ClientSecretBasic(this.config.clientSecret),
          { algorithm: 'oauth2', execute: insecure ? [client.allowInsecureRequests] : [] },
        )
        .catch((error: unknown) => {
          this.#configuration = null;
          throw error;
        });
    }
    return this.#configuration;
  }

  /** Where to send the browser to connect, and the key to keep in its cookie until it comes back. */
  async startAuthorization(): Promise<{ url: URL; browserKey: string }> {
    const configuration = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUri,
      scope: this.config.scopes,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
    });
    this.#sweepPending();
    const browserKey = randomBytes(24).toString('base64url');
    this.#pending.set(browserKey, { state, codeVerifier, expiresAt: Date.now() + PENDING_TTL_MS });
    return { url, browserKey };
  }

  /**
   * The redirect back (/callback?code=…&state=…&iss=…): openid-client checks state and iss and
   * sends the code with the PKCE verifier. Single use: the pending entry is gone either way.
   */
  async finishAuthorization(browserKey: string | undefined, currentUrl: URL): Promise<TokenSet> {
    const pending = browserKey ? this.#pending.get(browserKey) : undefined;
    if (browserKey) this.#pending.delete(browserKey);
    if (!pending || pending.expiresAt < Date.now()) {
      throw new AuthorizationRefusedError(
        'no_pending_authorization',
        '連携の手続きが見つからないか、時間が経ちすぎました。もう一度お試しください。',
      );
    }
    const configuration = await this.configuration();
    try {
      const response = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
      });
      this.#tokens = toTokenSet(response, null);
      return this.#tokens;
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        throw new AuthorizationRefusedError(
          error.error,
          error.error === 'access_denied' ? '連携が許可されませんでした。' : `連携できませんでした（${error.error}）。`,
        );
      }
      throw error;
    }
  }

  /** A live access token, refreshed first when it is about to expire. */
  async accessToken(): Promise<string> {
    const tokens = this.#tokens;
    if (!tokens) throw new NotConnectedError();
    if (tokens.expiresAt !== null && tokens.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) return (await this.refresh()).accessToken;
    return tokens.accessToken;
  }

  /**
   * One refresh at a time: the old refresh token is single use (rotation, and a reused one makes
   * the server revoke the whole grant), so two requests must never refresh with it at once.
   */
  refresh(): Promise<TokenSet> {
    this.#refreshing ??= this.#refreshOnce().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refreshOnce(): Promise<TokenSet> {
    const tokens = this.#tokens;
    if (!tokens) throw new NotConnectedError();
    if (!tokens.refreshToken) {
      this.#tokens = null;
      throw new NotConnectedError('アクセストークンの有効期限が切れました。もう一度連携してください。');
    }
    const configuration = await this.configuration();
    try {
      const response = await client.refreshTokenGrant(configuration, tokens.refreshToken);
      this.#tokens = toTokenSet(response, tokens);
      return this.#tokens;
    } catch (error) {
      // invalid_grant: revoked (the buyer disconnected us), expired or reused. Only a new consent helps.
      if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
        this.#tokens = null;
        throw new NotConnectedError('連携が解除されたか、有効期限が切れました。もう一度連携してください。');
      }
      throw error;
    }
  }

  /** 連携を解除: revokes the refresh token (and with it the grant) and the access token, then forgets both. */
  async disconnect(): Promise<void> {
    const tokens = this.#tokens;
    this.#tokens = null;
    if (!tokens) return;
    const configuration = await this.configuration();
    if (tokens.refreshToken)
      await client.tokenRevocation(configuration, tokens.refreshToken, { token_type_hint: 'refresh_token' });
    await client.tokenRevocation(configuration, tokens.accessToken, { token_type_hint: 'access_token' });
  }

  #sweepPending(): void {
    const now = Date.now();
    for (const [key, pending] of this.#pending) if (pending.expiresAt < now) this.#pending.delete(key);
  }
}

function toTokenSet(
  response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  previous: TokenSet | null,
): TokenSet {
  const expiresIn = response.expiresIn();
  const now = new Date();
  return {
    accessToken: response.access_token,
    // A server that does not rotate answers no new refresh token: the old one stays valid.
    refreshToken: response.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: expiresIn === undefined ? null : now.getTime() + expiresIn * 1000,
    scope: response.scope ?? previous?.scope ?? '',
    connectedAt: previous?.connectedAt ?? now.toISOString(),
    refreshedAt: previous ? now.toISOString() : null,
    refreshCount: previous ? previous.refreshCount + 1 : 0,
  };
}
