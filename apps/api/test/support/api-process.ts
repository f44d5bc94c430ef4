// One API process on DATABASE_URL, as `npm start` runs it (answer cache on, change feed on its own
// connection): tests that need several processes on one database spawn this file (api-processes.ts).
import { buildApi } from '../../src/app/build';
import { openPostgres } from '../../src/db/client';
import { TEST_ENV } from './test-env';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const handle = openPostgres(url, 4);
const app = await buildApi({
  db: handle.db,
  env: {
    ...TEST_ENV,
    // Set only when the spawner asks (api-processes.ts): shared rate limits, and a trusted proxy.
    REDIS_URL: process.env.REDIS_URL || undefined,
    TRUSTED_PROXY: process.env.TRUSTED_PROXY || undefined,
  },
  dataDir: process.env.DATA_DIR ?? '/tmp',
  mailer: { send: async () => {} },
  logger: false,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${address}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
