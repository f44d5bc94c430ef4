import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoMarket } from '@bazaar/seed';
import pg from 'pg';
import { type BuildOptions, buildApi } from '../../src/app/build';
import type { AppDeps } from '../../src/areas/area';
import { searchIndexOf } from '../../src/areas/search';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { TEST_ENV } from './test-env';

/** Which database this run of the suite uses: the vitest project sets TEST_DB. */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A throwaway database on the PostgreSQL server, dropped again on close. */
export async function freshPostgres(): Promise<DatabaseHandle & { url: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bazaar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pg's pool.end() resolves before its sockets have closed: wait for them to go, or a forced drop
      // terminates them mid-close and the pool's clients throw 'terminating connection' uncaught.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A migrated database (PGlite in memory, or a fresh database on the server) and the API on it. */
export type TestAppOptions = {
  seed?: boolean;
  googleClientId?: string;
  /** Further configuration (GOOGLE_JWKS_URL, TRUSTED_PROXY, SESSION_TTL_DAYS, …). */
  env?: Partial<AppDeps['env']>;
} & Partial<Pick<BuildOptions, 'mailer' | 'rateLimitStore' | 'rateLimits' | 'logger' | 'push' | 'changes'>>;

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-test-'));
  const handle = testDatabaseKind === 'postgres' ? await freshPostgres() : openPglite(null);
  await handle.migrate();
  const seeded = options.seed ? await seedDemoMarket(handle.db, dataDir) : null;
  const { seed: _seed, googleClientId, env, ...rest } = options;
  const app = await buildApi({
    db: handle.db,
    env: {
      ...TEST_ENV,
      GOOGLE_CLIENT_ID: googleClientId,
      ...env,
    },
    dataDir,
    // Tests never write mail files unless they ask: a mailer that drops everything.
    mailer: { send: async () => {} },
    ...rest,
  });
  await app.ready();
  // Search answers from its in-memory index once built (decision 207): tests start with it ready.
  await searchIndexOf(app)?.settled();
  return {
    app,
    db: handle.db,
    dataDir,
    seeded,
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
