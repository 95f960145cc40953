import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';
import type { DbTemplate } from './db-template.ts';

/**
 * Migrates one template database per test run; every test file clones it (docs/design.md §4), so
 * files start from a clean schema in milliseconds instead of migrating each time.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const templateName = `icp_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, templateName) });
    await prepareDatabase(database);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl: url, templateName } satisfies DbTemplate);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [templateName, `${templateName}_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  await prepareDatabase(database);
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'icp-test-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('dbTemplate', { kind: 'pglite', path } satisfies DbTemplate);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
