import {
  API,
  corporationUpdateRequestSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  soleProprietorUpdateRequestSchema,
  transferPersonNameRequestSchema,
  userInformationSchema,
  userNameRequestSchema,
  verifyEmailAuthCodeRequestSchema,
  verifyEmailAuthCodeResponseSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireAuth, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { changePassword } from './change-password.ts';
import { changeTransferPersonName } from './change-transfer-person-name.ts';
import { changeUserName } from './change-user-name.ts';
import { requestEmailChange } from './request-email-change.ts';
import { updateCompany } from './update-company.ts';
import { verifyEmailChange } from './verify-email-change.ts';

/** The logged-in user's own account (ログイン情報, 登録情報): name, e-mail, password, company. */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['account'];
    app.addHook('onRequest', authenticate(deps));

    app.put(
      API.userName,
      {
        schema: {
          tags,
          summary: '担当者名の変更',
          body: userNameRequestSchema,
          response: responses(200, userInformationSchema),
        },
      },
      (req) =>
        changeUserName(deps, {
          userId: requireAuth(req).userId,
          lastName: req.body.user_last_name,
          firstName: req.body.user_first_name,
          ip: req.ip,
        }),
    );

    app.put(
      API.emailAddress,
      {
        schema: {
          tags,
          summary: 'メールアドレス変更の開始（新しいアドレスに認証コード、現在のパスワードが必要）',
          body: emailChangeRequestSchema,
          response: responses(200, emailChangeResponseSchema),
        },
      },
      (req) =>
        requestEmailChange(deps, {
          userId: requireAuth(req).userId,
          newEmailAddress: req.body.email_address,
          password: req.body.password,
          ip: req.ip,
        }),
    );

    app.post(
      API.verifyEmailAuthCode,
      {
        schema: {
          tags,
          summary: 'メールアドレス変更の確定（成功するとすべてのセッションが終了）',
          body: verifyEmailAuthCodeRequestSchema,
          response: responses(200, verifyEmailAuthCodeResponseSchema),
        },
      },
      (req) => verifyEmailChange(deps, { userId: requireAuth(req).userId, code: req.body.code, ip: req.ip }),
    );

    app.put(
      API.password,
      {
        schema: {
          tags,
          summary: 'パスワードの変更（他の端末はログアウト）',
          body: passwordChangeRequestSchema,
          response: responses(200, messageResponseSchema),
        },
      },
      (req) => {
        const auth = requireAuth(req);
        return changePassword(deps, {
          userId: auth.userId,
          sessionId: auth.sessionId,
          currentPassword: req.body.current_password,
          newPassword: req.body.new_password,
          ip: req.ip,
        });
      },
    );

    app.put(
      API.transferPersonName,
      {
        schema: {
          tags,
          summary: '振込名義人の変更（全銀半角カナで保存）',
          body: transferPersonNameRequestSchema,
          response: responses(200, userInformationSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return changeTransferPersonName(deps, {
          userId: auth.userId,
          buyerId: auth.buyerId,
          transferPersonName: req.body.transfer_person_name,
          ip: req.ip,
        });
      },
    );

    app.put(
      API.corporation,
      {
        schema: {
          tags,
          summary: '法人の登録情報の変更',
          body: corporationUpdateRequestSchema,
          response: responses(200, userInformationSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return updateCompany(deps, {
          userId: auth.userId,
          buyerId: auth.buyerId,
          ip: req.ip,
          update: { businessForm: 1, corporation: req.body },
        });
      },
    );

    app.put(
      API.soleProprietor,
      {
        schema: {
          tags,
          summary: '個人事業主の登録情報の変更',
          body: soleProprietorUpdateRequestSchema,
          response: responses(200, userInformationSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return updateCompany(deps, {
          userId: auth.userId,
          buyerId: auth.buyerId,
          ip: req.ip,
          update: { businessForm: 2, soleProprietor: req.body },
        });
      },
    );
  };
}
