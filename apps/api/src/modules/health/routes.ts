import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { migrationsApplied } from '../../db/migrate.ts';

/** /healthz: the process answers. /readyz: it can serve (database reachable, schema current). */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        if (!(await migrationsApplied(deps.database))) {
          return reply.code(503).send({ status: 'migrations_pending', message: 'データベースの更新が完了していません。' });
        }
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database_unavailable', message: 'データベースに接続できません。' });
      }
    });
  };
}
