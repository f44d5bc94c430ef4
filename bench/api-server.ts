// The API alone (no storefront build, no demo seed) on the benchmark market: what bench/api-load.ts
// spawns. Same code and the same DEFAULT settings as the real server (loadEnv: the catalogue answer
// cache on unless CATALOGUE_CACHE=off): migrate, buildApi, listen. PORT, HOST, DATA_DIR, DATABASE_URL.
//
// With BENCH_WRITE_TOKEN set (api-load.ts --writes), one extra route stands in for the seller's
// catalogue edit the staff API does not have yet: PUT /__bench/staff/item {item_id, price_delta?,
// stock_delta?}, for a signed-in staff member (a staff bearer token from /staff/auth/login) who must also
// send the token as x-bench-token. It makes the same UPDATE of `items` a seller's edit would, through this
// process's own database handle, so its commit invalidates cached answers exactly like any write
// (the catalogue triggers, decision 209), on the embedded database too.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApi } from '../apps/api/src/app/build.ts';
import { findStaffSession } from '../apps/api/src/auth/staff.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { items } from '../apps/api/src/db/schema/index.ts';
import { useWasmTiers } from '../scripts/wasm-tiers.mjs';

// As npm start runs PGlite's WebAssembly (decision 208), before PGlite compiles it in openDatabase.
useWasmTiers(process.env);

const env = loadEnv();
const dataDir = path.resolve(import.meta.dirname, '..', process.env.DATA_DIR ?? 'data-bench');
const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
await handle.migrate();
const app = await buildApi({
  db: handle.db,
  env,
  dataDir,
  logger: { level: process.env.LOG_LEVEL ?? 'silent' },
});

const writeToken = process.env.BENCH_WRITE_TOKEN;
if (writeToken) {
  type Body = { item_id?: unknown; price_delta?: unknown; stock_delta?: unknown };
  app.put('/__bench/staff/item', async (req, reply) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const who = bearer ? await findStaffSession(handle.db, bearer) : null;
    if (!who || req.headers['x-bench-token'] !== writeToken)
      return reply.status(401).send({ errors: [{ code: 'unauthorized', message: 'staff only' }] });
    const body = (req.body ?? {}) as Body;
    const id = Number(body.item_id);
    const price = Number(body.price_delta ?? 0);
    const stock = Number(body.stock_delta ?? 0);
    if (!Number.isInteger(id) || !Number.isFinite(price) || !Number.isInteger(stock))
      return reply.status(403).send({ errors: [{ code: 'validation', message: 'bad body' }] });
    const done = await handle.db
      .update(items)
      .set({
        ...(price ? { price: sql`greatest(${items.price} + ${price}, 1)` } : {}),
        ...(stock ? { stock: sql`greatest(${items.stock} + ${stock}, 0)` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(items.id, id))
      .returning({ id: items.id, price: items.price, stock: items.stock });
    if (!done[0]) return reply.status(404).send({ errors: [{ code: 'not_found', message: 'no item' }] });
    return done[0];
  });
}

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
