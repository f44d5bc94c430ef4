import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { databaseUrl, untilUnused } from './postgres-admin';

/** What the API projects' global setup made once (global-setup.ts): copies of these start each file. */
export type DatabaseTemplates = {
  kind: 'pglite' | 'postgres';
  /** PGlite: a dumped data folder (tar); PostgreSQL: a template database's name. */
  migrated: string;
  seeded: string;
  /** The seed's pictures (uploads/…), copied into each seeded file's data folder. */
  seededData: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DatabaseTemplates;
  }
}

/** Which database this run of the suite uses: the vitest project sets TEST_DB. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export type FreshDatabase = DatabaseHandle & { url?: string };

/**
 * A database of its own for a test: migrated, and with `seed` the demo market in it too (its pictures
 * copied into `dataDir`, which must then be given). On a PostgreSQL server a database copied from the
 * template and dropped again on close; on PGlite an in-memory copy of the dumped folder, or on disk in
 * `pgDir` (an embedded data folder a CLI or server process opens).
 */
export async function freshDatabase(
  options: { seed?: boolean; dataDir?: string; pgDir?: string } = {},
): Promise<FreshDatabase> {
  const templates = inject('dbTemplates');
  const template = options.seed ? templates.seeded : templates.migrated;
  if (options.seed) {
    if (!options.dataDir) throw new Error('a seeded database needs the data folder its pictures go in');
    if (testDatabaseKind === 'postgres') return freshSeededPostgres(options.dataDir);
    await cp(templates.seededData, options.dataDir, { recursive: true });
  }
  if (testDatabaseKind === 'postgres') return freshPostgres(template);
  return openPglite(options.pgDir ?? null, { loadDataDir: await dumped(template) });
}

/** A PostgreSQL database with the demo market (its pictures copied into `dataDir`), for tests that start API processes on it. */
export async function freshSeededPostgres(dataDir: string) {
  const templates = inject('dbTemplates');
  await cp(templates.seededData, dataDir, { recursive: true });
  return freshPostgres(templates.seeded);
}

const dumps = new Map<string, Promise<Blob>>();
/** Each dumped folder read once per test file, however many databases the file opens from it. */
function dumped(file: string) {
  const read = dumps.get(file) ?? readFile(file).then((bytes) => new Blob([bytes]));
  dumps.set(file, read);
  return read;
}

/** A throwaway database on the PostgreSQL server (a copy of `template`, else empty), dropped again on close. */
export async function freshPostgres(template?: string): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bazaar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const handle = openPostgres(url, 5);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // Wait for the pool's sockets to go, or a forced drop terminates them mid-close and the pool's
      // clients throw 'terminating connection' uncaught.
      await untilUnused(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A new temporary data folder (pictures, mail, keys) for a test's API. */
export const tempDataDir = (prefix = 'bazaar-test-') => mkdtemp(path.join(tmpdir(), prefix));
