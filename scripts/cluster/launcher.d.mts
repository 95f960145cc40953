// Types of launcher.mjs, for the TypeScript tests that start a cluster (apps/api/src/scale-out/).
import type { ChildProcess } from 'node:child_process';

export interface ClusterOptions {
  /** PostgreSQL shared by every process (default: env DATABASE_URL); anything else is refused. */
  databaseUrl?: string;
  /** API processes (default 3). */
  processes?: number;
  /** The balancer's port (default: env PORT, else 3000; 0 = any free port). */
  port?: number;
  /** The balancer's interface (default: env HOST, else 0.0.0.0). */
  host?: string;
  /** 'built' runs apps/api/dist (npm run cluster); 'source' runs the TypeScript through tsx (tests). */
  runtime?: 'built' | 'source';
  /** The environment every process starts from (default: process.env). */
  env?: Record<string, string | undefined>;
  /** Each output line of every process, prefixed with its name (default: stdout). */
  log?: (line: string) => void;
  /** Called when a process exits on its own after it was ready (not during stop()). */
  onExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
  readyTimeoutMs?: number;
}

export interface ClusterProcess {
  name: string;
  /** Where the process itself listens (127.0.0.1, bypassing the balancer). */
  url: string;
  process: ChildProcess;
}

export interface Cluster {
  /** The balancer: the one address clients use. */
  url: string;
  apis: ClusterProcess[];
  /**
   * The VeriTrans4G simulator process: the acquirer of every API process (null in production, or
   * when the environment names an acquirer of its own in VERITRANS_API_URL).
   */
  simulator: ClusterProcess | null;
  /** The VERITRANS_* each API process got to reach the simulator (null without one). */
  veritransEnv: Record<string, string> | null;
  dataDir: string;
  /** SIGTERM to every process (SIGKILL after 15 s), then closes the balancer. */
  stop(): Promise<void>;
}

export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function requirePostgres(databaseUrl: string | undefined): string;
export function sharedJwtSecret(env: Record<string, string | undefined>, dataDir: string): string;
