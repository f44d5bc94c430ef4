import { createHash } from 'node:crypto';
import { type Database, pgliteStatementsOf } from './client';

/** At most this many statement shapes are kept per database handle; rarer shapes are built per call. */
const MAX_SHAPES = 2_000;
const byDatabase = new WeakMap<Database, Map<string, unknown>>();

/** A statement name from a shape key: stable, short, unique enough (PostgreSQL allows 63 bytes). */
export const statementName = (key: string) =>
  `bz_${createHash('sha1').update(key).digest('base64url').slice(0, 27)}`;

/**
 * A prepared query per shape (decision 202). `build` runs once per shape and database handle: it
 * builds the SQL with placeholders and prepares it under a name derived from the key. Later calls
 * only bind values, so no SQL text is built per request, and on a PostgreSQL server each pooled
 * connection parses and plans the statement once; PGlite keeps it named too (decision 219).
 */
export function prepared<Q>(
  db: Database,
  key: string,
  build: (name: string) => Q,
  /**
   * `per-call`: the SQL is still built once, but runs as an unnamed statement that PostgreSQL
   * plans with each call's values — for shapes whose best plan depends on the value (a search
   * term, a price range), where a cached generic plan measured 10–20× slower.
   */
  plan: 'cached' | 'per-call' = 'cached',
): Q {
  let shapes = byDatabase.get(db);
  if (!shapes) {
    shapes = new Map();
    byDatabase.set(db, shapes);
  }
  const hit = shapes.get(`${plan}|${key}`) as Q | undefined;
  if (hit) return hit;
  const query = build(plan === 'cached' ? statementName(key) : '');
  if (plan === 'cached') {
    const text = (query as { getQuery?: () => { sql: string } }).getQuery?.().sql;
    if (text) pgliteStatementsOf(db)?.keep(text);
  }
  if (shapes.size < MAX_SHAPES) shapes.set(`${plan}|${key}`, query);
  return query;
}
