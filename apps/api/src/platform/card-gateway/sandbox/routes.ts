import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { challengeClosedPage, challengePage } from './challenge-page.ts';
import { isAcceptableReturnUrl } from './sandbox-card-gateway.ts';
import type { SandboxCardGateway } from './sandbox-card-gateway.ts';
import { TOKEN_TTL_SECONDS } from './sandbox-state.ts';
import { tokenizeCard } from './tokenize.ts';

const tokenRequestSchema = z.strictObject({
  card_number: z.string({ error: 'カード番号を入力してください。' }).max(32, { error: 'カード番号が正しくありません。' }),
  card_expire: z
    .string({ error: '有効期限を入力してください。' })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: '有効期限はMM/YYの形式で入力してください。' }),
  security_code: z
    .string({ error: 'セキュリティコードを入力してください。' })
    .regex(/^\d{3,4}$/, { error: 'セキュリティコードは3桁または4桁の数字で入力してください。' }),
  holder_name: z.string().max(45, { error: 'カード名義は45文字以内で入力してください。' }).optional(),
});

const tokenResponseSchema = z.object({
  token: z.string(),
  expires_in: z.number().int(),
  brand: z.string(),
  last4: z.string(),
});

const authParams = z.strictObject({ authId: z.string().min(1).max(100) });
const challengeForm = z.strictObject({
  action: z.enum(['authenticate', 'cancel'], { error: '操作を選択してください。' }),
});

/** Appends the outcome to where the browser goes back; returnUrl was checked at authorize. */
function withOutcome(returnUrl: string, authId: string, passed: boolean): string {
  const relative = returnUrl.startsWith('/');
  const url = new URL(returnUrl, 'http://sandbox.invalid');
  url.searchParams.set('auth_id', authId);
  url.searchParams.set('result', passed ? 'success' : 'failure');
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/**
 * The sandbox's HTTP face, mounted under /gateway (not /api/v1): it stands in for the
 * provider's own servers, so the browser talks to it the way it would talk to VeriTrans.
 * No route here logs a request body (the token request carries a card number).
 */
export function sandboxGatewayRoutes(gateway: SandboxCardGateway): FastifyPluginAsyncZod {
  return async (app) => {
    // Self-contained: works whatever the parent set, and the form parser stays inside this plugin.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/tokens',
      { schema: { hide: true, body: tokenRequestSchema, response: { 200: tokenResponseSchema } } },
      async (req) => {
        const result = tokenizeCard(gateway.state, req.body);
        if (!result.ok) {
          throw new AppError('validation_error', {
            userMessage: result.message,
            errors: [{ field: result.field, message: result.message }],
          });
        }
        return { token: result.token, expires_in: TOKEN_TTL_SECONDS, brand: result.brand, last4: result.last4 };
      },
    );

    app.get('/3ds/:authId', { schema: { hide: true, params: authParams } }, async (req, reply) => {
      const auth = gateway.state.auths.get(req.params.authId);
      if (!auth || auth.challenge === null) throw new AppError('not_found', { userMessage: '認証情報が見つかりません。' });
      // Back from our app lands here again once the challenge is over: send the browser on to where
      // it returned the first time (the app shows the payment's state), never a dead end. Only a
      // return URL that passed authorize's check is used; without one, the closed page says so.
      if (auth.challenge !== 'pending') {
        if (auth.returnUrl && isAcceptableReturnUrl(auth.returnUrl)) {
          return reply.redirect(withOutcome(auth.returnUrl, auth.authId, auth.challenge === 'passed'), 303);
        }
        return reply.code(409).type('text/html; charset=utf-8').send(challengeClosedPage());
      }
      reply.type('text/html; charset=utf-8');
      const card = gateway.state.cards.get(auth.cardRef);
      return reply.send(
        challengePage({ authId: auth.authId, amount: auth.amount, brand: card?.brand ?? '', last4: card?.last4 ?? '' }),
      );
    });

    app.post('/3ds/:authId', { schema: { hide: true, params: authParams, body: challengeForm } }, async (req, reply) => {
      const outcome = gateway.submitChallenge(req.params.authId, req.body.action);
      if (!outcome) throw new AppError('not_found', { userMessage: '認証情報が見つかりません。' });
      return reply.redirect(withOutcome(outcome.returnUrl, req.params.authId, outcome.passed), 303);
    });
  };
}
