import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { requestMeta, requireOperator } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { opsLogIn } from './log-in.ts';
import { opsLogOut } from './log-out.ts';
import { findOperatorById, rolesOf } from './repository.ts';
import { OPERATOR_IDLE_MS } from './sessions.ts';
import { opsVerifyTotp } from './verify-totp.ts';

/** The console's login (password → authenticator), logout and who-am-I. */
export function operatorAuthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'opsLogIn', (req) =>
      opsLogIn(deps, { emailAddress: req.body.email_address, password: req.body.password, ip: req.ip }),
    );

    serveRoute(app, 'opsVerifyTotp', (req) =>
      opsVerifyTotp(deps, { loginToken: req.body.login_token, code: req.body.code, meta: requestMeta(req) }),
    );

    serveRoute(app, 'opsLogOut', async (req, reply) => {
      await opsLogOut(deps, requireOperator(req), req.ip);
      return reply.code(204).send(null);
    });

    serveRoute(app, 'opsGetMe', async (req) => {
      const { operatorId } = requireOperator(req);
      const operator = await findOperatorById(deps.db, operatorId);
      if (!operator) throw new AppError('not_found');
      return {
        operator: { id: operator.id, name: operator.name, email_address: operator.emailAddress, roles: rolesOf(operator) },
        idle_timeout_seconds: OPERATOR_IDLE_MS / 1000,
      };
    });
  };
}
