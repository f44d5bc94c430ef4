// The API alone (no storefront build, no demo seed) on the benchmark market: what bench/api-load.ts
// spawns. Same code as the real server: migrate, buildApi, listen. PORT, HOST, DATA_DIR, DATABASE_URL,
// CATALOGUE_CACHE_MS (the opt-in micro-cache of public catalogue answers; 0 = off).
import path from 'node:path';
import { buildApi } from '../apps/api/src/app/build.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';

const dataDir = path.resolve(import.meta.dirname, '..', process.env.DATA_DIR ?? 'data-bench');
const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await handle.migrate();
const app = await buildApi({
  db: handle.db,
  env: { GOOGLE_CLIENT_ID: undefined, PUBLIC_URL: undefined, SELLER_HOST: 'https://admin.bazaar.pk' },
  dataDir,
  logger: { level: process.env.LOG_LEVEL ?? 'silent' },
  catalogueCacheMs: Number(process.env.CATALOGUE_CACHE_MS ?? 0),
});
const address = await app.listen({
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3400),
});
console.log(`listening ${address}`);

const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
