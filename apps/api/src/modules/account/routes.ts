import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireAuth, requireBuyer } from '../../platform/http/request-auth.ts';
import { changePassword } from './change-password.ts';
import { changeTransferPersonName } from './change-transfer-person-name.ts';
import { changeUserName } from './change-user-name.ts';
import { requestEmailChange } from './request-email-change.ts';
import { updateCompany } from './update-company.ts';
import { verifyEmailChange } from './verify-email-change.ts';

/** The logged-in user's own account (ログイン情報, 登録情報): name, e-mail, password, company. */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'updateUserName', (req) =>
      changeUserName(deps, {
        userId: requireAuth(req).userId,
        lastName: req.body.user_last_name,
        firstName: req.body.user_first_name,
        ip: req.ip,
      }),
    );

    serveRoute(app, 'startEmailChange', (req) =>
      requestEmailChange(deps, {
        userId: requireAuth(req).userId,
        newEmailAddress: req.body.email_address,
        password: req.body.password,
        ip: req.ip,
      }),
    );

    serveRoute(app, 'verifyEmailChange', (req) =>
      verifyEmailChange(deps, { userId: requireAuth(req).userId, code: req.body.code, ip: req.ip }),
    );

    serveRoute(app, 'changePassword', (req) => {
      const auth = requireAuth(req);
      return changePassword(deps, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        currentPassword: req.body.current_password,
        newPassword: req.body.new_password,
        ip: req.ip,
      });
    });

    serveRoute(app, 'updateTransferPersonName', (req) => {
      const auth = requireBuyer(req);
      return changeTransferPersonName(deps, {
        userId: auth.userId,
        buyerId: auth.buyerId,
        transferPersonName: req.body.transfer_person_name,
        ip: req.ip,
      });
    });

    serveRoute(app, 'updateCorporation', (req) => {
      const auth = requireBuyer(req);
      return updateCompany(deps, {
        userId: auth.userId,
        buyerId: auth.buyerId,
        ip: req.ip,
        update: { businessForm: 1, corporation: req.body },
      });
    });

    serveRoute(app, 'updateSoleProprietor', (req) => {
      const auth = requireBuyer(req);
      return updateCompany(deps, {
        userId: auth.userId,
        buyerId: auth.buyerId,
        ip: req.ip,
        update: { businessForm: 2, soleProprietor: req.body },
      });
    });
  };
}
