import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth } from '../../platform/http/request-auth.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { disableTotpLogin } from './disable-totp.ts';
import { getSecuritySettings } from './get-security-settings.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { revokeOneSession, revokeOtherSessions } from './revoke-sessions.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';
import { updateSecuritySettings } from './update-security-settings.ts';

// Any string (the router caps its length): a malformed id is answered 404 by the use case, like an unknown one.

/** セキュリティ設定: second factor (e-mail or TOTP), recovery codes, login alert, sessions. */
export function securityRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'getSecuritySettings', (req) => {
      const auth = requireAuth(req);
      return getSecuritySettings(deps.db, { userId: auth.userId, currentSessionId: auth.sessionId, now: deps.clock.now() });
    });

    serveRoute(app, 'updateSecuritySettings', (req) => {
      const auth = requireAuth(req);
      return updateSecuritySettings(deps, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        loginAlertEnabled: req.body.login_alert_enabled,
        ip: req.ip,
      });
    });

    serveRoute(app, 'startTotpEnrolment', (req) =>
      startTotpEnrolment(deps, { userId: requireAuth(req).userId, password: req.body.password, ip: req.ip }),
    );

    serveRoute(app, 'confirmTotpEnrolment', (req) =>
      confirmTotpEnrolment(deps, { userId: requireAuth(req).userId, code: req.body.code, ip: req.ip }),
    );

    serveRoute(app, 'disableTotp', (req) => {
      const auth = requireAuth(req);
      return disableTotpLogin(deps, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        password: req.body.password,
        ip: req.ip,
      });
    });

    serveRoute(app, 'regenerateRecoveryCodes', (req) =>
      regenerateRecoveryCodes(deps, { userId: requireAuth(req).userId, password: req.body.password, ip: req.ip }),
    );

    serveRoute(app, 'revokeSession', async (req, reply) => {
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
    });

    serveRoute(app, 'revokeOtherSessions', (req) => {
      const auth = requireAuth(req);
      return revokeOtherSessions(deps, { userId: auth.userId, currentSessionId: auth.sessionId, ip: req.ip });
    });
  };
}
