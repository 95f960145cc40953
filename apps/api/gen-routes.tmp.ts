import { PGlite } from '@electric-sql/pglite';
import * as contract from '@icp/contract';
import { buildApp } from './src/app.ts';
import { loadConfig } from './src/config.ts';
import { openDatabase } from './src/db/client.ts';
import { routesOf } from './src/platform/http/route-table.ts';

const names = new Map<unknown, string>();
for (const [k, v] of Object.entries(contract)) if (v && typeof v === 'object') names.set(v, k);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/gen' } as never);
const database = await openDatabase({ pglite: new PGlite() });
const { app } = await buildApp({ config, database, jwtSecret: 'x'.repeat(40), logger: false });
await app.ready();
const rows: string[] = [];
for (const r of routesOf(app)) {
  if (!r.url.startsWith('/api/v1')) continue;
  const s: any = r.schema ?? {};
  const nm = (o: unknown) => (o === undefined ? '-' : names.get(o) ?? 'LOCAL');
  const resp = s.response ? Object.entries(s.response).filter(([k]) => Number(k) < 300).map(([k, v]) => `${k}:${nm(v)}`).join(',') : '-';
  rows.push([[r.method].flat().join('|'), r.url, `p=${nm(s.params)}`, `q=${nm(s.querystring)}`, `b=${nm(s.body)}`, `r=${resp}`, `h=${nm(s.headers)}`, JSON.stringify(s.summary), (s.tags ?? []).join()].join('\t'));
}
console.log(rows.join('\n'));
await app.close();
