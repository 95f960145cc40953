import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, InteractionResults } from 'oidc-provider';
import { AppError } from '../../platform/app-error.ts';
import type { OAuthServer } from './oauth-server.ts';

/** The raw request and response the provider reads its interaction cookie from. */
export interface InteractionHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

const EXPIRED_MESSAGE =
  '連携の手続きの有効期限が切れたか、別のブラウザで開かれました。連携元のアプリからもう一度お試しください。';

/**
 * The interaction `uid` names, found through its cookie (signed, scoped to
 * /api/v1/oauth/interactions/{uid}): without the cookie of the browser that began the
 * authorization (another browser, a forged link) or after it expired, it is not found (404): nothing
 * can be done to it.
 */
export async function loadInteraction(server: OAuthServer, http: InteractionHttp, uid: string): Promise<Interaction> {
  let interaction: Interaction;
  try {
    interaction = await server.provider.interactionDetails(http.request.raw, http.reply.raw);
  } catch (error) {
    if (error instanceof Error && 'error' in error) throw new AppError('not_found', { userMessage: EXPIRED_MESSAGE });
    throw error;
  }
  if (interaction.uid !== uid) throw new AppError('not_found', { userMessage: EXPIRED_MESSAGE });
  return interaction;
}

/**
 * Stores the outcome in the interaction (it is read when the browser resumes the authorization)
 * and answers the path the browser goes to: same origin, so the SPA can follow it with
 * window.location.
 */
export async function saveInteractionResult(
  server: OAuthServer,
  http: InteractionHttp,
  result: InteractionResults,
): Promise<string> {
  const returnTo = await server.provider.interactionResult(http.request.raw, http.reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  const url = new URL(returnTo);
  return `${url.pathname}${url.search}`;
}

/** The user the interaction is logged in as (by approveOAuthTwoFactor or continueOAuthAsBuyer), if any. */
export function interactionAccountId(interaction: Interaction): number | null {
  const accountId = interaction.result?.login?.accountId;
  const id = Number(accountId);
  return accountId && Number.isSafeInteger(id) ? id : null;
}
