import { asc } from 'drizzle-orm';
import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { businessCategories } from '../../db/schema.ts';
import { requireAuth } from '../../platform/http/request-auth.ts';
import { acceptLicense } from './accept-license.ts';
import { getUserInformation } from './get-user-information.ts';
import { assertRegistrationReferences, registerBuyer } from './registration.ts';

/** The logged-in user: business registration, terms acceptance, profile read. */
export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'getUserInformation', (req) => getUserInformation(deps, requireAuth(req).userId));

    serveRoute(app, 'validateRegistration', async (req) => {
      requireAuth(req);
      const contact = req.body.business_form === 1 ? req.body.corporation : req.body.sole_proprietor;
      await assertRegistrationReferences(deps.db, contact.business_category_id);
      return { message: '入力内容に問題はありません。' };
    });

    serveRoute(app, 'registerCorporation', async (req, reply) => {
      const result = await registerBuyer(deps, {
        userId: requireAuth(req).userId,
        ip: req.ip,
        registration: { businessForm: 1, corporation: req.body },
      });
      return reply.code(201).send(result);
    });

    serveRoute(app, 'registerSoleProprietor', async (req, reply) => {
      const result = await registerBuyer(deps, {
        userId: requireAuth(req).userId,
        ip: req.ip,
        registration: { businessForm: 2, soleProprietor: req.body },
      });
      return reply.code(201).send(result);
    });

    serveRoute(app, 'acceptLicense', (req) =>
      acceptLicense(deps, { userId: requireAuth(req).userId, termsVersion: req.body.terms_version, ip: req.ip }),
    );

    serveRoute(app, 'listBusinessCategories', async () => ({
      business_categories: await deps.db
        .select({ id: businessCategories.id, name: businessCategories.name })
        .from(businessCategories)
        .orderBy(asc(businessCategories.sortOrder)),
    }));
  };
}
