import { defineConfig } from 'vitest/config';
import { resolveTestDatabase } from './scripts/test-database.mjs';

/**
 * The long batteries (crash, fuzz, several processes: test/resilience) run in a lane of their own after
 * the fast lane, so a failure of the fast lane shows in minutes. BAZAAR_LANE=fast or batteries picks
 * one (scripts/test.mjs sets it); unset, a plain `vitest run` runs both.
 */
const BATTERIES = ['test/resilience/**/*.test.ts'];
const lane = process.env.BAZAAR_LANE ?? 'all';

const apiProject = (
  name: string,
  env: Record<string, string>,
  include: string[],
  exclude: string[] = [],
) => ({
  test: {
    name,
    root: 'apps/api',
    include,
    exclude,
    env,
    // Migrates and seeds once; each file starts from a copy (test/support/db-templates.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // The files of a worker share one module graph: the API's modules are imported once per worker,
    // not once per file (api-pglite 340 s → 184 s). Each file still builds its own app and database.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

/** The API project on one database, split by lane: the fast files, or the batteries. */
const apiProjects = (suffix: string, env: Record<string, string>, include: string[]) => [
  ...(lane !== 'batteries' ? [apiProject(`api-${suffix}`, env, include, BATTERIES)] : []),
  ...(lane !== 'fast' ? [apiProject(`batteries-${suffix}`, env, BATTERIES)] : []),
];

// One Vitest run, several projects: pure rules, the contract, and the API against real PostgreSQL —
// embedded PGlite always, and a PostgreSQL server too: TEST_DATABASE_URL, else the local default
// (postgres://postgres@127.0.0.1:5432/test) when it answers. TEST_DATABASE_URL=off leaves it out.
export default defineConfig(async () => {
  const postgres = await resolveTestDatabase();
  if (!postgres.url) console.warn(`\napi-postgres not run: ${postgres.reason}\n`);
  const unit =
    lane === 'batteries'
      ? []
      : [
          { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
          { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
          {
            test: {
              name: 'seed',
              root: 'tools/seed',
              include: ['src/**/*.test.ts'],
              testTimeout: 60_000,
              hookTimeout: 120_000,
            },
          },
          { test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.{ts,tsx}', '*.test.ts'] } },
          { test: { name: 'console', root: 'apps/console', include: ['app/**/*.test.{ts,tsx}'] } },
          { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
        ];
  return {
    test: {
      // Two workers on two cores: PGlite runs inside the worker, so one worker leaves a core idle.
      maxWorkers: 2,
      projects: [
        ...unit,
        ...apiProjects('pglite', { TEST_DB: 'pglite' }, ['src/**/*.test.ts', 'test/**/*.test.ts']),
        ...(postgres.url
          ? apiProjects('postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres.url }, [
              'test/**/*.test.ts',
            ])
          : []),
      ],
    },
  };
});
