import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { escapeHtml } from '../../platform/escape.ts';
import { listMailsTo } from '../../platform/mail/outbox.ts';

const mailboxQuery = z.object({
  to: z.string().trim().max(254).default(''),
  /** Newest first; scripts that only need the latest code ask for 1. */
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

/**
 * The development mailbox: in embedded mode mail is not sent, it is read here. Never registered
 * when NODE_ENV=production (buildApp refuses).
 */
export function devMailboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (req) => {
      const rows = req.query.to ? await listMailsTo(deps.db, req.query.to, req.query.limit) : [];
      return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
    });

    app.get('/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (req, reply) => {
      const to = req.query.to;
      const rows = to ? await listMailsTo(deps.db, to) : [];
      const items = rows
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">宛先: ${escapeHtml(m.to)} ／ ${m.created_at.toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })}</p><pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('');
      const body = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>開発用メールボックス｜請求書カード払い</title>
<style>body{font-family:"Hiragino Sans","Noto Sans JP","Noto Sans CJK JP",sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#6b7280;font-size:.875rem}input{padding:.5rem;width:60%}button{padding:.5rem 1rem}</style></head>
<body><h1>開発用メールボックス</h1><p>組み込みモードではメールは送信されず、ここで読めます（本番環境では無効）。</p>
<form method="get"><label>宛先メールアドレス <input name="to" type="email" value="${escapeHtml(to)}" required></label> <button type="submit">表示</button></form>
${to ? items || '<p>メールはありません。</p>' : ''}</body></html>`;
      return reply.type('text/html; charset=utf-8').send(body);
    });
  };
}
