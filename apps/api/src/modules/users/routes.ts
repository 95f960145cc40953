import {
  API,
  businessCategoriesResponseSchema,
  corporationRegistrationSchema,
  licenseRequestSchema,
  messageResponseSchema,
  registrationValidationRequestSchema,
  soleProprietorRegistrationSchema,
  userInformationSchema,
} from '@icp/contract';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { businessCategories } from '../../db/schema.ts';
import { authenticate, requireAuth } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { acceptLicense } from './accept-license.ts';
import { getUserInformation } from './get-user-information.ts';
import { assertRegistrationReferences, registerBuyer } from './registration.ts';

const registeredSchema = z.object({ buyer_id: z.number().int() });

/** The logged-in user: business registration, terms acceptance, profile read. */
export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];
    app.addHook('onRequest', authenticate(deps));

    app.get(
      API.information,
      { schema: { tags, summary: 'ログインユーザー情報', response: responses(200, userInformationSchema) } },
      (req) => getUserInformation(deps, requireAuth(req).userId),
    );

    app.post(
      API.validation,
      {
        schema: {
          tags,
          summary: '事業者登録内容の確認（保存しない）',
          body: registrationValidationRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      async (req) => {
        requireAuth(req);
        const contact = req.body.business_form === 1 ? req.body.corporation : req.body.sole_proprietor;
        await assertRegistrationReferences(deps.db, contact.business_category_id);
        return { message: '入力内容に問題はありません。' };
      },
    );

    app.post(
      API.corporation,
      {
        schema: {
          tags,
          summary: '法人として事業者登録',
          body: corporationRegistrationSchema,
          response: responses(201, registeredSchema),
        },
      },
      async (req, reply) => {
        const result = await registerBuyer(deps, {
          userId: requireAuth(req).userId,
          ip: req.ip,
          registration: { businessForm: 1, corporation: req.body },
        });
        return reply.code(201).send(result);
      },
    );

    app.post(
      API.soleProprietor,
      {
        schema: {
          tags,
          summary: '個人事業主として事業者登録',
          body: soleProprietorRegistrationSchema,
          response: responses(201, registeredSchema),
        },
      },
      async (req, reply) => {
        const result = await registerBuyer(deps, {
          userId: requireAuth(req).userId,
          ip: req.ip,
          registration: { businessForm: 2, soleProprietor: req.body },
        });
        return reply.code(201).send(result);
      },
    );

    app.put(
      API.license,
      {
        schema: {
          tags,
          summary: '利用規約への同意',
          body: licenseRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => acceptLicense(deps, { userId: requireAuth(req).userId, termsVersion: req.body.terms_version, ip: req.ip }),
    );

    app.get(
      API.businessCategories,
      { schema: { tags, summary: '業種一覧', response: responses(200, businessCategoriesResponseSchema) } },
      async () => ({
        business_categories: await deps.db
          .select({ id: businessCategories.id, name: businessCategories.name })
          .from(businessCategories)
          .orderBy(asc(businessCategories.sortOrder)),
      }),
    );
  };
}
