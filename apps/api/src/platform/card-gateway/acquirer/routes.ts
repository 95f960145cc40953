import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../escape.ts';
import { veritransSimulatorPlugin } from '../veritrans-simulator/plugin.ts';
import { challengePagePolicy, isReturnPath, withAuthId } from './challenge-page.ts';
import { CHALLENGE_PAGE_PATH, CHALLENGE_RETURN_PATH, type CardAcquirer, GATEWAY_PREFIX } from './create-acquirer.ts';

/** Where the acquirer sends the browser back: our return route, which knows the flow's step. */
export function challengeReturnUrl(returnPath: string): string {
  return `${CHALLENGE_RETURN_PATH}?to=${encodeURIComponent(returnPath)}`;
}

const closedPage = (message: string) =>
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>本人認証｜請求書カード払い</title></head><body><h1>本人認証</h1><p>${escapeHtml(message)}</p><p><a href="/">トップへ戻る</a></p></body></html>`;

/**
 * The acquirer's browser-facing side on our origin: the page that hands the buyer to the issuer
 * (3-D Secure), the route the issuer sends them back through, and — embedded mode only — the
 * simulator's token endpoint, connection API and issuer pages under /gateway. Not /api/v1: these
 * are pages a browser navigates to, with no buyer token (it is in sessionStorage, not a cookie).
 */
export async function mountAcquirerRoutes(app: FastifyInstance, acquirer: CardAcquirer): Promise<void> {
  if (acquirer.embeddedSimulator) {
    await app.register(veritransSimulatorPlugin(acquirer.embeddedSimulator), { prefix: GATEWAY_PREFIX });
  }

  // The orderId is a random UUID (approvals.ts): knowing it is what opens the page.
  app.get<{ Params: { orderId: string } }>(`${CHALLENGE_PAGE_PATH}/:orderId`, async (req, reply) => {
    const html = await acquirer.challengeStore.get(req.params.orderId);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!html) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(closedPage('この本人認証は見つからないか、すでに終わっています。お支払いの画面からもう一度お試しください。'));
    }
    return reply
      .header('content-security-policy', challengePagePolicy(html, acquirer.browserOrigins.threeDs))
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // VeriTrans returns the browser to redirectionUri by GET or by a form POST; either way the
  // flow's own page (`to`) asks our API how the challenge ended (?auth_id=), never this route.
  const back = async (req: { query: { to?: unknown; orderId?: unknown }; body?: unknown }, reply: FastifyReply) => {
    const posted = (req.body ?? {}) as { orderId?: unknown };
    const orderId = typeof req.query.orderId === 'string' ? req.query.orderId : posted.orderId;
    const to = req.query.to;
    reply.header('cache-control', 'no-store');
    if (!isReturnPath(to) || typeof orderId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(orderId)) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(closedPage('本人認証から戻る先が分かりませんでした。お支払いの画面からもう一度お試しください。'));
    }
    return reply.redirect(withAuthId(to, orderId), 303);
  };
  app.get<{ Querystring: { to?: string; orderId?: string } }>(CHALLENGE_RETURN_PATH, back);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post<{ Querystring: { to?: string; orderId?: string } }>(CHALLENGE_RETURN_PATH, back);
  });
}
