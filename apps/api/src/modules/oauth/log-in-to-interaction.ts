import type { LoginResponse } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { logIn } from '../auth/log-in.ts';
import { type InteractionHttp, loadInteraction } from './interaction-session.ts';
import type { OAuthServer } from './oauth-server.ts';

/**
 * OAuth approve (POST /oauth/interactions/:uid/login): the password, exactly as POST /login (the
 * same throttling, audit and mailed code); only for a live interaction of this browser, so the
 * screen cannot be used as a second, unthrottled login endpoint detached from an authorization.
 */
export async function logInToInteraction(
  deps: AppDeps,
  server: OAuthServer,
  http: InteractionHttp,
  input: { uid: string; emailAddress: string; password: string; ip: string },
): Promise<LoginResponse> {
  await loadInteraction(server, http, input.uid);
  return logIn(deps, { emailAddress: input.emailAddress, password: input.password, ip: input.ip });
}
