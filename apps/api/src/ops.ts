import { parseArgs } from 'node:util';
import type { AppDeps } from './app-deps.ts';
import { type Config, loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { type Database, openDatabase } from './db/client.ts';
import { OPS_COMMANDS, OPS_FLAGS, OPS_LIST_OPTIONS, OPS_OPTIONS, opsUsage } from './ops-commands.ts';
import { AppError } from './platform/app-error.ts';
import { resolveJwtSecret } from './platform/jwt-secret.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { oneStarterAtATime } from './seed/startup-lock.ts';

export interface RunOpsOptions {
  /** Tests pass their own database and configuration; the CLI opens the configured one. */
  config?: Config;
  database?: Database;
  write?: (text: string) => void;
  writeError?: (text: string) => void;
}

/** Operator commands (ops-commands.ts): the same use cases the operator console calls. */
export async function runOps(argv: string[], options: RunOpsOptions = {}): Promise<number> {
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  const writeError = options.writeError ?? ((text: string) => void process.stderr.write(text));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean' },
      ...Object.fromEntries(OPS_OPTIONS.map((name) => [name, { type: 'string' }])),
      ...Object.fromEntries(OPS_LIST_OPTIONS.map((name) => [name, { type: 'string', multiple: true }])),
      ...Object.fromEntries(OPS_FLAGS.map((name) => [name, { type: 'boolean' }])),
    },
  });
  const [name, arg] = positionals;
  const optionValues = values as Record<string, string | undefined>;
  if (!name || values.help) {
    write(`${opsUsage()}\n`);
    return name ? 0 : 1;
  }
  const command = OPS_COMMANDS.find((c) => c.name === name);
  if (!command) {
    writeError(`Unknown command: ${name}\n\n${opsUsage()}\n`);
    return 1;
  }
  const config = options.config ?? loadConfig();
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  let deps: AppDeps | undefined;
  try {
    // Never migrating at the same moment as a server that is starting (seed/startup-lock.ts).
    if (!options.database) await oneStarterAtATime(database, () => prepareDatabase(database));
    return await command.run({
      arg,
      values: optionValues,
      lists: values as Record<string, string[] | undefined>,
      flags: values as Record<string, boolean | undefined>,
      database,
      // The server's dependencies without its HTTP server, only for commands that need them.
      deps: () =>
        (deps ??= createDeps({
          config,
          database,
          jwtSecret: resolveJwtSecret(config),
          logLevel: 'warn',
          // The embedded simulator's authorisations live in the running server (npm start).
          embeddedAcquirerAccess: 'running-server',
        }).deps),
      operator: optionValues.operator ?? process.env['USER'] ?? 'operator',
      write,
    });
  } catch (error) {
    writeError(`${error instanceof AppError ? error.userMessage : error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    if (!options.database) await database.close();
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) process.exitCode = await runOps(process.argv.slice(2));
