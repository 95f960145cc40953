import { ACCESS_TOKEN_HEADER } from '@icp/contract';
import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../platform/http/request-auth.ts';
import { certifySignUp } from './certify-sign-up.ts';
import { checkPassword } from './check-password.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendLoginCode } from './resend-login-code.ts';
import { resendSignUpCode } from './resend-sign-up-code.ts';
import { setPasswordWithToken } from './set-password-with-token.ts';
import { signUp } from './sign-up.ts';
import { verifyLoginCode } from './verify-login-code.ts';

/** Sign-up, login with an e-mailed second factor, token refresh, logout and password recovery. */
export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'signUp', (req) =>
      signUp(deps, { emailAddress: req.body.email_address, password: req.body.password, ip: req.ip }),
    );

    serveRoute(app, 'resendSignUpCode', (req) => resendSignUpCode(deps, { emailAddress: req.body.email_address }));

    serveRoute(app, 'certifySignUp', (req) =>
      certifySignUp(deps, { emailAddress: req.body.email_address, code: req.body.code, meta: requestMeta(req) }),
    );

    serveRoute(app, 'checkPassword', (req) =>
      checkPassword({ emailAddress: req.body.email_address, password: req.body.password }),
    );

    serveRoute(app, 'logIn', (req) =>
      logIn(deps, { emailAddress: req.body.email_address, password: req.body.password, ip: req.ip }),
    );

    serveRoute(app, 'verifyLoginCode', (req) =>
      verifyLoginCode(deps, { loginToken: req.body.login_token, code: req.body.code, meta: requestMeta(req) }),
    );

    serveRoute(app, 'resendLoginCode', (req) => resendLoginCode(deps, { loginToken: req.body.login_token }));

    serveRoute(app, 'refreshTokens', (req) => refreshSession(deps, { refreshToken: req.body.refresh_token, ip: req.ip }));

    serveRoute(app, 'logOut', async (req, reply) => {
      // Logout works with an expired access token too: the user wants out, not a refresh first.
      const idToken = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const accessHeader = req.headers[ACCESS_TOKEN_HEADER];
      const check = await deps.tokens.verifyPair(idToken, typeof accessHeader === 'string' ? accessHeader : '');
      const claims = check.ok ? check.claims : check.reason === 'expired' ? check.claims : undefined;
      if (claims) await logOut(deps, { sessionId: claims.sessionId, userId: claims.userId, ip: req.ip });
      return reply.code(204).send(null);
    });

    serveRoute(app, 'sendPasswordResetEmail', (req) => requestPasswordReset(deps, { emailAddress: req.body.email_address }));

    serveRoute(app, 'resetPassword', (req) =>
      setPasswordWithToken(deps, { purpose: 'password_reset', token: req.body.token, password: req.body.password, ip: req.ip }),
    );

    serveRoute(app, 'reregisterPassword', (req) =>
      setPasswordWithToken(deps, { purpose: 'reregistration', token: req.body.token, password: req.body.password, ip: req.ip }),
    );
  };
}
