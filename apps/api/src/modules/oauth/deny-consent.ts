import { type InteractionHttp, loadInteraction, saveInteractionResult } from './interaction-session.ts';
import type { OAuthServer } from './oauth-server.ts';

/**
 * 許可しない / キャンセル (POST /oauth/interactions/:uid/deny): the app receives access_denied at its
 * redirect URI with its state. Public: leaving is allowed before logging in.
 */
export async function denyConsent(server: OAuthServer, http: InteractionHttp, uid: string): Promise<{ redirect_to: string }> {
  await loadInteraction(server, http, uid);
  const redirectTo = await saveInteractionResult(server, http, {
    error: 'access_denied',
    error_description: 'End-User aborted interaction',
  });
  return { redirect_to: redirectTo };
}
