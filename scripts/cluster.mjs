// `npm run cluster [-- --processes=N --port=P]`: N API processes (default 3), one VeriTrans4G
// simulator (the acquirer they share, unless VERITRANS_API_URL names another) and a round-robin
// load balancer on PORT (default 3000), all on the PostgreSQL of DATABASE_URL.
// Builds first if sources changed, like `npm start`. Ctrl-C (or SIGTERM) stops every process.
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './build-if-needed.mjs';
import { requirePostgres, startCluster } from './cluster/launcher.mjs';

const { values } = parseArgs({
  options: { processes: { type: 'string', default: '3' }, port: { type: 'string' }, help: { type: 'boolean' } },
});
if (values.help) {
  process.stdout.write('DATABASE_URL=postgres://… npm run cluster -- [--processes=3] [--port=3000]\n');
  process.exit(0);
}
try {
  requirePostgres(process.env.DATABASE_URL);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

buildIfNeeded();
let cluster;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('cluster: stopping every process…\n');
  await cluster?.stop();
  process.exit(code);
}
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

try {
  cluster = await startCluster({
    processes: Number(values.processes),
    ...(values.port !== undefined ? { port: Number(values.port) } : {}),
    runtime: 'built',
    onExit(name, code, signal) {
      process.stdout.write(`cluster: ${name} exited (${signal ?? code})\n`);
      // The balancer routes around a lost API process; without the simulator or any API there is no service.
      if (!cluster) return; // still starting: startCluster reports a process that fails to start
      const apisLeft = cluster.apis.some((api) => api.process.exitCode === null && api.process.signalCode === null);
      if (name === 'simulator' || !apisLeft) void stopAll(1);
    },
  });
} catch (error) {
  process.stderr.write(`cluster: ${error.message}\n`);
  process.exit(1);
}

process.stdout.write(
  [
    '',
    `請求書カード払い cluster is ready on ${cluster.url.replace('://127.0.0.1:', '://localhost:')}`,
    ...cluster.apis.map((api) => `  ${api.name}: ${api.url} (pid ${api.process.pid})`),
    cluster.simulator
      ? `  VeriTrans4G simulator: ${cluster.simulator.url} (pid ${cluster.simulator.process.pid}; token endpoint and 3-D Secure pages on this origin)`
      : `  card acquirer: ${process.env.VERITRANS_API_URL ?? '(none: production needs VERITRANS_*)'}`,
    `  shared DATA_DIR: ${cluster.dataDir}`,
    '',
  ].join('\n') + '\n',
);
