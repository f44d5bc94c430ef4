import { type Database, pgliteStatementsOf } from '../../src/db/client';

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * Counts the statements a database handle sends, by wrapping what Drizzle calls `query` on (PGlite's
 * named statements, or the node-postgres pool). `during(fn)` answers how many statements `fn` caused.
 */
export function countQueries(db: Database) {
  const client = (pgliteStatementsOf(db) ?? (db as unknown as { $client: Queryable }).$client) as Queryable;
  const original = client.query.bind(client);
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return original(...args);
  };
  return {
    async during(fn: () => Promise<unknown>): Promise<number> {
      const before = count;
      await fn();
      return count - before;
    },
    restore() {
      client.query = original;
    },
  };
}
