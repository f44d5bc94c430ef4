import { defineConfig } from 'vitest/config';
import { resolveTestDatabase } from './scripts/test-database.mjs';

const apiProject = (name: string, env: Record<string, string>, include: string[]) => ({
  test: {
    name,
    root: 'apps/api',
    include,
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

// One Vitest run, several projects: pure rules, the contract, and the API against real PostgreSQL —
// embedded PGlite always, and a PostgreSQL server too: TEST_DATABASE_URL, else the local default
// (postgres://postgres@127.0.0.1:5432/test) when it answers. TEST_DATABASE_URL=off leaves it out.
export default defineConfig(async () => {
  const postgres = await resolveTestDatabase();
  if (!postgres.url) console.warn(`\napi-postgres not run: ${postgres.reason}\n`);
  return {
    test: {
      projects: [
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
        { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.mjs'] } },
        apiProject('api-pglite', { TEST_DB: 'pglite' }, ['src/**/*.test.ts', 'test/**/*.test.ts']),
        ...(postgres.url
          ? [
              apiProject('api-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgres.url }, [
                'test/**/*.test.ts',
              ]),
            ]
          : []),
      ],
    },
  };
});
