// Preload for the built app (`NODE_OPTIONS=--import …/capture-sql.mjs CAPTURE_SQL_FILE=…`): appends
// every statement the pg driver sends, with its parameters, to CAPTURE_SQL_FILE as JSON lines.
// bench/invoice-list.mjs uses it to learn the exact SQL behind one HTTP call, so its bare
// Fastify + pg handler replays what the app really runs rather than a hand-copied version that
// drifts as repository.ts changes. Only for a setup run: a synchronous file write per query would
// distort any timing.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.CAPTURE_SQL_FILE;
if (file) {
  // The app loads `pg` from the same node_modules, so patching the shared prototype sees every
  // query its Pool makes (pool.query → client.query).
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function captured(config, values, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : (config?.values ?? []);
    if (text) appendFileSync(file, JSON.stringify({ text, values: params }) + '\n');
    return query.call(this, config, values, ...rest);
  };
}
