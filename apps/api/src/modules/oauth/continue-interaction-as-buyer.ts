import type { InteractionHttp } from './interaction-session.ts';
import { loadInteraction, saveInteractionResult } from './interaction-session.ts';
import type { OAuthServer } from './oauth-server.ts';

/**
 * POST /oauth/interactions/:uid/session: a user already logged in to the web app (the buyer guard
 * checked both tokens and the live session) logs in the interaction and goes straight to consent.
 */
export async function continueInteractionAsBuyer(
  server: OAuthServer,
  http: InteractionHttp,
  input: { uid: string; userId: number },
): Promise<void> {
  await loadInteraction(server, http, input.uid);
  await saveInteractionResult(server, http, { login: { accountId: String(input.userId) } });
}
