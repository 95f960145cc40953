import {
  API,
  ACCESS_TOKEN_HEADER,
  certificationRequestSchema,
  login2AuthRequestSchema,
  login2AuthResendRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordResetRequestSchema,
  passwordReregistrationRequestSchema,
  passwordSendEmailRequestSchema,
  refreshRequestSchema,
  resignUpRequestSchema,
  signUpRequestSchema,
  tokenResponseSchema,
  userSimpleCheckRequestSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
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
    const tags = ['auth'];

    app.post(
      API.users,
      {
        schema: {
          tags,
          summary: '会員登録（認証コード送信）',
          body: signUpRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => signUp(deps, { emailAddress: req.body.email_address, password: req.body.password, ip: req.ip }),
    );

    app.post(
      API.resignup,
      {
        schema: {
          tags,
          summary: '会員登録の認証コード再送信（1分に1回）',
          body: resignUpRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => resendSignUpCode(deps, { emailAddress: req.body.email_address }),
    );

    app.post(
      API.certification,
      {
        schema: {
          tags,
          summary: '会員登録の認証コード確認（ログイン状態になる）',
          body: certificationRequestSchema,
          response: responses(200, tokenResponseSchema),
        },
      },
      (req) => certifySignUp(deps, { emailAddress: req.body.email_address, code: req.body.code, meta: requestMeta(req) }),
    );

    app.post(
      API.userSimpleCheck,
      {
        schema: {
          tags,
          summary: 'パスワードが使用できるかの確認',
          body: userSimpleCheckRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => checkPassword({ emailAddress: req.body.email_address, password: req.body.password }),
    );

    app.post(
      API.login,
      {
        schema: {
          tags,
          summary: 'ログイン（パスワード確認 → 2段階認証へ）',
          body: loginRequestSchema,
          response: responses(200, loginResponseSchema),
        },
      },
      (req) => logIn(deps, { emailAddress: req.body.email_address, password: req.body.password, ip: req.ip }),
    );

    app.post(
      API.login2Auth,
      {
        schema: {
          tags,
          summary: '2段階認証コードの確認 → トークン発行',
          body: login2AuthRequestSchema,
          response: responses(200, tokenResponseSchema),
        },
      },
      (req) => verifyLoginCode(deps, { loginToken: req.body.login_token, code: req.body.code, meta: requestMeta(req) }),
    );

    app.post(
      API.login2AuthResend,
      {
        schema: {
          tags,
          summary: '2段階認証コードの再送信（1分に1回）',
          body: login2AuthResendRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => resendLoginCode(deps, { loginToken: req.body.login_token }),
    );

    app.post(
      API.token,
      {
        schema: {
          tags,
          summary: 'トークン更新（リフレッシュトークンは毎回交換）',
          body: refreshRequestSchema,
          response: responses(200, tokenResponseSchema),
        },
      },
      (req) => refreshSession(deps, { refreshToken: req.body.refresh_token, ip: req.ip }),
    );

    app.post(
      API.logout,
      { schema: { tags, summary: 'ログアウト（セッションを即時失効）', response: { 204: z.null() } } },
      async (req, reply) => {
        // Logout works with an expired access token too: the user wants out, not a refresh first.
        const idToken = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        const accessHeader = req.headers[ACCESS_TOKEN_HEADER];
        const check = await deps.tokens.verifyPair(idToken, typeof accessHeader === 'string' ? accessHeader : '');
        const claims = check.ok ? check.claims : check.reason === 'expired' ? check.claims : undefined;
        if (claims) await logOut(deps, { sessionId: claims.sessionId, userId: claims.userId, ip: req.ip });
        return reply.code(204).send(null);
      },
    );

    app.post(
      API.passwordSendEmail,
      {
        schema: {
          tags,
          summary: 'パスワード再設定メールの送信',
          body: passwordSendEmailRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => requestPasswordReset(deps, { emailAddress: req.body.email_address }),
    );

    app.post(
      API.passwordReset,
      {
        schema: {
          tags,
          summary: 'パスワード再設定（メールのリンクのトークン）',
          body: passwordResetRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) =>
        setPasswordWithToken(deps, { purpose: 'password_reset', token: req.body.token, password: req.body.password, ip: req.ip }),
    );

    app.post(
      API.passwordReregistration,
      {
        schema: {
          tags,
          summary: 'パスワード強制再登録（ログイン時に求められた場合）',
          body: passwordReregistrationRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) =>
        setPasswordWithToken(deps, { purpose: 'reregistration', token: req.body.token, password: req.body.password, ip: req.ip }),
    );
  };
}
