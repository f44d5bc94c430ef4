import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './app/build';
import { mountConsole } from './app/console/mount';
import { mountStorefront } from './app/storefront/mount';
import { loadEnv } from './config/env';
import { type Database, openDatabase } from './db/client';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** What a prepare hook may hand back to be logged once the logger exists. */
export type PrepareReport = { message: string; details?: Record<string, unknown> };

export type StartOptions = {
  /**
   * Runs after the migrations and before the API is built and listens: `npm start` (scripts/start.mjs)
   * seeds the demo market here. The API itself never imports the seed.
   */
  prepare?: (db: Database, dataDir: string) => Promise<PrepareReport | null | undefined>;
};

/** Storefront and API on one port: DATA_DIR and DATABASE_URL as loadEnv reads them. */
export async function startServer(options: StartOptions = {}) {
  const env = loadEnv();
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await handle.migrate();
  const prepared = await options.prepare?.(handle.db, dataDir);

  const app = await buildApi({
    db: handle.db,
    env,
    dataDir,
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });
  if (prepared) app.log.info(prepared.details ?? {}, prepared.message);
  await mountStorefront(app, path.join(repoRoot, 'apps', 'web', 'build'), {
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
  });
  await mountConsole(app, path.join(repoRoot, 'apps', 'console', 'build'));
  await app.listen({ host: env.HOST, port: env.PORT });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Why the server could not start, on stderr, and exit code 1. */
export function exitOnStartFailure(err: unknown): never {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// Run directly (`node --import tsx apps/api/src/server.ts`): the same server without a prepare hook.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer().catch(exitOnStartFailure);
}
