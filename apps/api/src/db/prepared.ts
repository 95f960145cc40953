import type { Db } from './client.ts';

/**
 * Prepared statements for the calls every page makes (the session check, the lists and their
 * counts). Drizzle builds the SQL text once instead of on every call (building it was about a
 * tenth of a list call's CPU, issue 13 profile), and PostgreSQL parses each named statement once
 * per connection. A statement belongs to the database handle it was prepared on, so each handle
 * gets its own; `shape` names the variant when optional filters change the SQL text (its
 * parameters never do: lists go in as one array parameter).
 */
export function preparedStatements<S>(name: string, prepare: (db: Db, statementName: string, shape: string) => S) {
  const byDb = new WeakMap<Db, Map<string, S>>();
  return (db: Db, shape = ''): S => {
    let statements = byDb.get(db);
    if (!statements) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = prepare(db, shape ? `${name}_${shape}` : name, shape);
      statements.set(shape, statement);
    }
    return statement;
  };
}
