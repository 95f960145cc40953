/*
 * The part of oidc-provider 9's API this app uses (the package ships no types, and
 * @types/oidc-provider lags the major versions). Kept narrow on purpose: what is not declared
 * here is not used.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    status: number;
    body: unknown;
    path: string;
    method: string;
    type: string;
    redirect(url: string): void;
    oidc: {
      route: string;
      client?: Client;
      params?: Record<string, unknown>;
      session?: unknown;
    };
  }

  export interface Client {
    clientId: string;
    clientAuthMethod: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    jti: string;
    exp: number;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; redirect_uri?: string; scope?: string; state?: string };
    result?: InteractionResults;
    lastSubmission?: InteractionResults;
    grantId?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    getOIDCScope(): string;
    save(ttl?: number): Promise<string>;
    destroy(): Promise<void>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export class AccessToken {
    jti: string;
    accountId: string;
    clientId: string;
    grantId: string;
    scope?: string;
    exp: number;
    isExpired: boolean;
    static find(value: string, options?: { ignoreExpiration?: boolean }): Promise<AccessToken | undefined>;
  }

  export type Adapter = unknown;
  export type Configuration = Record<string, unknown>;

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    readonly issuer: string;
    Grant: typeof Grant;
    AccessToken: typeof AccessToken;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: never[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  class OIDCProviderError extends Error {
    constructor(description?: string);
    status: number;
    statusCode: number;
    error: string;
    error_description?: string;
  }

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    InvalidGrant: typeof OIDCProviderError;
    SessionNotFound: typeof OIDCProviderError;
    AccessDenied: typeof OIDCProviderError;
    InvalidScope: typeof OIDCProviderError;
  };
}
