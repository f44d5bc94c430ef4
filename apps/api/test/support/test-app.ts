import { rm } from 'node:fs/promises';
import { type BuildOptions, buildApi } from '../../src/app/build';
import type { AppDeps } from '../../src/areas/area';
import { searchIndexOf } from '../../src/areas/search';
import { freshDatabase, tempDataDir } from './db-templates';
import { TEST_ENV } from './test-env';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A migrated database (PGlite in memory, or a database of its own on the server), seeded or not, and the API on it. */
export type TestAppOptions = {
  seed?: boolean;
  googleClientId?: string;
  /** Further configuration (GOOGLE_JWKS_URL, TRUSTED_PROXY, SESSION_TTL_DAYS, …). */
  env?: Partial<AppDeps['env']>;
} & Partial<Pick<BuildOptions, 'mailer' | 'rateLimitStore' | 'rateLimits' | 'logger' | 'push' | 'changes'>>;

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await tempDataDir();
  const handle = await freshDatabase({ seed: options.seed, dataDir });
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
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
