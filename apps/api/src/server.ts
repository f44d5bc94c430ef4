import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { buildApi } from './http/app';
import { mountStorefront } from './http/storefront';
import { seedDemoMarket } from './seed/demo';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function main() {
  const env = loadEnv();
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await handle.migrate();
  const seeded = await seedDemoMarket(handle.db, dataDir);

  const app = await buildApi({
    db: handle.db,
    env,
    dataDir,
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });
  if (seeded) app.log.info(seeded, 'seeded the demo market');
  await mountStorefront(app, path.join(repoRoot, 'apps', 'web', 'build'));
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

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
