import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PgliteStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Extensions the schema relies on (pg_trgm for the search vocabulary's trigram index), created before
 * any migration runs: a migration may already use them. Idempotent.
 */
const EXTENSIONS = sql`create extension if not exists pg_trgm`;

/**
 * PostgreSQL settings of the embedded database, on its command line (never written to the data folder's
 * postgresql.conf). initdb's shared_buffers of 128MB is all touched at start inside PGlite's WebAssembly
 * memory; 16MB holds the demo market's hot pages and saves ~110 MiB of resident memory (decision 208).
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

const namedStatements = new WeakMap<Database, PgliteStatements>();

/**
 * The embedded database's named statements behind `db` (decision 219); undefined on a PostgreSQL
 * server, where node-postgres names a prepared query itself.
 */
export const pgliteStatementsOf = (db: Database) => namedStatements.get(db);

/**
 * PGlite in `dataDir` (or in memory when null) — the embedded default. `loadDataDir` starts it from a
 * data folder dumped by `dumpDataDir` instead of creating a new one (the test suite's migrated and
 * seeded templates): about a second instead of five.
 */
export function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // `new PGlite(undefined, options)` ignores its options (extensions included): name memory explicitly.
  const client = new PGlite(dataDir ?? 'memory://', {
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
  });
  const statements = new PgliteStatements(client);
  const db = drizzlePglite({ client: statements as unknown as PGlite, schema, casing: 'snake_case' });
  // Drizzle queries through the named statements; the change feed listens on the PGlite itself.
  db.$client = client;
  namedStatements.set(db as unknown as Database, statements);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await db.execute(EXTENSIONS);
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/** The advisory lock migrations hold on a PostgreSQL server ('bazaar migrate' as a number). */
const MIGRATION_LOCK = 0x62617a6d;

/** A PostgreSQL server through a connection pool. */
export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      // Several processes started together on a new database would each create the extensions and
      // apply the migrations: one at a time, on one connection holding a session lock, the others then
      // find nothing left to do (decision 211).
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePg(client, { schema, casing: 'snake_case' });
        await locked.execute(EXTENSIONS);
        await migratePg(locked, { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): DatabaseHandle {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(`${opts.dataDir}/pg`);
}
