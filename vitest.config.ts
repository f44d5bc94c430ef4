import { defineConfig } from 'vitest/config';

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
// embedded PGlite always, the PostgreSQL server too when TEST_DATABASE_URL names one.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      apiProject('api-pglite', { TEST_DB: 'pglite' }, ['src/**/*.test.ts', 'test/**/*.test.ts']),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', { TEST_DB: 'postgres' }, ['test/**/*.test.ts'])]
        : []),
    ],
  },
});
