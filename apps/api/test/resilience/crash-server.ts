// One API process for the crash battery (crash.test.ts), killed with SIGKILL and started again many
// times. Like support/api-process.ts, but on a fixed PORT (clients retry the same address across
// restarts) and with the push worker running every PUSH_EVERY_MS, so kills also land inside its passes,
// sending to the battery's local push service (loopback endpoints allowed, tests only).
import { buildApi } from '../../src/app/build';
import { envDefaults } from '../../src/config/env';
import { openPostgres } from '../../src/db/client';
import { resolvePush } from '../../src/push/config';
import { startPushWorker } from '../../src/push/worker';
import { TEST_ENV } from '../support/test-env';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
const port = Number(process.env.PORT);
if (!url || !dataDir || !port) throw new Error('DATABASE_URL, DATA_DIR and PORT are required');
const push = { worker: false, allowLoopbackEndpoints: true };
const env = TEST_ENV;

const handle = openPostgres(url, 6);
// The built-in worker is off: the same worker is started below at a shorter interval than its 5 s.
const app = await buildApi({
  db: handle.db,
  env,
  dataDir,
  mailer: { send: async () => {} },
  logger: false,
  push,
});
const settings = await resolvePush({ dataDir, env: envDefaults(), push });
const worker = startPushWorker(
  app,
  { db: handle.db, push: settings },
  Number(process.env.PUSH_EVERY_MS ?? 200),
);
app.addHook('onClose', () => worker.stop());
const address = await app.listen({ host: '127.0.0.1', port });
console.log(`listening ${address}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
