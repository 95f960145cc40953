import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentTerms } from '../terms/terms.ts';

const JST_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Public reference data: the server clock (cut-off times are judged by it, not the browser's) and the terms. */
export function systemRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'getSystemTime', async () => {
      const now = deps.clock.now();
      const [jstDate = '', jstTime = ''] = JST_FORMAT.format(now).split(' ');
      return { now: now.toISOString(), jst_date: jstDate, jst_time: jstTime, timezone: 'Asia/Tokyo' as const };
    });

    serveRoute(app, 'getTerms', async () => {
      const terms = await currentTerms(deps.db, deps.clock.now());
      return { version: terms.version, effective_date: terms.effectiveDate, body: terms.body };
    });
  };
}
