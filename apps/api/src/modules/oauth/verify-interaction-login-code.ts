import type { TokenResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { verifyLoginCode } from '../auth/verify-login-code.ts';
import type { RequestMeta } from '../auth/sessions.ts';
import { type InteractionHttp, loadInteraction, saveInteractionResult } from './interaction-session.ts';
import type { OAuthServer } from './oauth-server.ts';

/**
 * OAuth two-factor approve (POST /oauth/interactions/:uid/two-factor): the second factor, exactly
 * as POST /login_2auth, which starts a web session (its tokens are answered, so the OAuth payment
 * screens work afterwards) and logs the user into the interaction: its details then ask for consent.
 */
export async function verifyInteractionLoginCode(
  deps: AppDeps,
  server: OAuthServer,
  http: InteractionHttp,
  input: { uid: string; loginToken: string; code: string; meta: RequestMeta },
): Promise<TokenResponse> {
  // Checked first: a code is not spent on an interaction this browser cannot finish.
  await loadInteraction(server, http, input.uid);
  const tokens = await verifyLoginCode(deps, { loginToken: input.loginToken, code: input.code, meta: input.meta });
  const check = await deps.tokens.verifyPair(tokens.id_token, tokens.access_token);
  if (!check.ok) throw new AppError('internal_error', { message: 'tokens just issued do not verify' });
  await saveInteractionResult(server, http, { login: { accountId: String(check.claims.userId) } });
  return tokens;
}
