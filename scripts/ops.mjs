// `npm run ops -- <command>`: operator commands on the built API (builds first if sources changed).
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
const { runOps } = await import('../apps/api/dist/ops.js');
process.exitCode = await runOps(process.argv.slice(2));
