import {
  API,
  passwordConfirmationRequestSchema,
  recoveryCodesResponseSchema,
  securitySettingsSchema,
  securitySettingsUpdateSchema,
  totpConfirmRequestSchema,
  totpEnrolRequestSchema,
  totpEnrolResponseSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireAuth } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { disableTotpLogin } from './disable-totp.ts';
import { getSecuritySettings } from './get-security-settings.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { revokeOneSession, revokeOtherSessions } from './revoke-sessions.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';
import { updateSecuritySettings } from './update-security-settings.ts';

// Any string (the router caps its length): a malformed id is answered 404 by the use case, like an unknown one.
const sessionParamsSchema = z.strictObject({ id: z.string() });

/** セキュリティ設定: second factor (e-mail or TOTP), recovery codes, login alert, sessions. */
export function securityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    const tags = ['security'];

    app.get(
      API.securitySettings,
      { schema: { tags, summary: 'セキュリティ設定の取得', response: responses(200, securitySettingsSchema) } },
      (req) => {
        const auth = requireAuth(req);
        return getSecuritySettings(deps.db, { userId: auth.userId, currentSessionId: auth.sessionId, now: deps.clock.now() });
      },
    );

    app.put(
      API.securitySettings,
      {
        schema: {
          tags,
          summary: 'ログイン通知の切り替え',
          body: securitySettingsUpdateSchema,
          response: responses(200, securitySettingsSchema),
        },
      },
      (req) => {
        const auth = requireAuth(req);
        return updateSecuritySettings(deps, {
          userId: auth.userId,
          sessionId: auth.sessionId,
          loginAlertEnabled: req.body.login_alert_enabled,
          ip: req.ip,
        });
      },
    );

    app.post(
      API.totp,
      {
        schema: {
          tags,
          summary: '認証アプリの設定開始（パスワード確認 → シークレットとQRコード）',
          body: totpEnrolRequestSchema,
          response: responses(200, totpEnrolResponseSchema),
        },
      },
      (req) => startTotpEnrolment(deps, { userId: requireAuth(req).userId, password: req.body.password, ip: req.ip }),
    );

    app.post(
      API.totpConfirmation,
      {
        schema: {
          tags,
          summary: '認証アプリの設定確認（認証コード → リカバリーコード）',
          body: totpConfirmRequestSchema,
          response: responses(200, recoveryCodesResponseSchema),
        },
      },
      (req) => confirmTotpEnrolment(deps, { userId: requireAuth(req).userId, code: req.body.code, ip: req.ip }),
    );

    app.post(
      API.totpDisable,
      {
        schema: {
          tags,
          summary: '認証アプリの解除（メールの認証コードに戻す）',
          body: passwordConfirmationRequestSchema,
          response: responses(200, securitySettingsSchema),
        },
      },
      (req) => {
        const auth = requireAuth(req);
        return disableTotpLogin(deps, {
          userId: auth.userId,
          sessionId: auth.sessionId,
          password: req.body.password,
          ip: req.ip,
        });
      },
    );

    app.post(
      API.recoveryCodes,
      {
        schema: {
          tags,
          summary: 'リカバリーコードの再発行',
          body: passwordConfirmationRequestSchema,
          response: responses(200, recoveryCodesResponseSchema),
        },
      },
      (req) => regenerateRecoveryCodes(deps, { userId: requireAuth(req).userId, password: req.body.password, ip: req.ip }),
    );

    app.delete(
      API.session,
      {
        schema: {
          tags,
          summary: '端末のログアウト（現在の端末なら204）',
          params: sessionParamsSchema,
          response: { ...responses(200, securitySettingsSchema), 200: securitySettingsSchema, 204: z.null() },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        const settings = await revokeOneSession(deps, {
          userId: auth.userId,
          currentSessionId: auth.sessionId,
          sessionId: req.params.id,
          ip: req.ip,
        });
        // The caller signed itself out: like logout, nothing is left to show.
        if (settings === null) return reply.code(204).send(null);
        return reply.code(200).send(settings);
      },
    );

    app.post(
      API.otherSessionsRevocation,
      {
        schema: {
          tags,
          summary: 'この端末以外をすべてログアウト',
          response: responses(200, securitySettingsSchema),
        },
      },
      (req) => {
        const auth = requireAuth(req);
        return revokeOtherSessions(deps, { userId: auth.userId, currentSessionId: auth.sessionId, ip: req.ip });
      },
    );
  };
}
