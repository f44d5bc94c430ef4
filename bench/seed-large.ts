// `npm run seed:bench`: a large market for the load benchmark — 100,000 items across 1,000 stores and
// 200 categories (by default), the same on every run for the same --seed. Into DATA_DIR (default
// ./data-bench, embedded PGlite) or the PostgreSQL server named by DATABASE_URL.
//
//   npm run seed:bench -- [--items 100000] [--stores 1000] [--categories 200] [--reviews 30000] [--seed 7]
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { cities, modules, settings, zones } from '../apps/api/src/db/schema/index.ts';
import { SETTINGS } from '../apps/api/src/seed/data/marketing.ts';
import { CITIES, MODULES, ZONES } from '../apps/api/src/seed/data/places.ts';
import { createRandom } from '../apps/api/src/seed/random.ts';
import { makeCategories, makeItems, makeStores } from './market/catalogue.ts';
import { SharedImages } from './market/images.ts';
import { makeMarketing, makeReviews } from './market/marketing.ts';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    stores: { type: 'string', default: '1000' },
    categories: { type: 'string', default: '200' },
    reviews: { type: 'string', default: '30000' },
    seed: { type: 'string', default: '7' },
    reset: { type: 'boolean', default: false },
  },
});
const MARKER = 'bench_seeded_at';
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data-bench');
const databaseUrl = process.env.DATABASE_URL;

const elapsed = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

async function places(handle: DatabaseHandle) {
  const { db } = handle;
  const zoneIds = new Map<string, number>();
  for (const z of ZONES) {
    const [row] = await db
      .insert(zones)
      .values({ name: z.name, coordinates: z.corners })
      .returning({ id: zones.id });
    zoneIds.set(z.name, row!.id);
  }
  const cityRows = await db
    .insert(cities)
    .values(
      CITIES.map((c) => ({ name: c.name, latitude: c.lat, longitude: c.lng, zoneId: zoneIds.get(c.zone) })),
    )
    .returning({ id: cities.id, name: cities.name, zoneId: cities.zoneId });
  const moduleRows = await db
    .insert(modules)
    .values(MODULES.map((m) => ({ name: m.name, slug: m.slug, moduleType: m.type })))
    .returning({ id: modules.id, slug: modules.slug });
  return {
    city: new Map(cityRows.map((c) => [c.name, c.id])),
    zoneOfCity: new Map(cityRows.map((c) => [c.name, c.zoneId!])),
    module: new Map(moduleRows.map((m) => [m.slug, m.id])),
  };
}

async function main() {
  if (args.reset && !databaseUrl) await rm(dataDir, { recursive: true, force: true });
  const handle = openDatabase({ databaseUrl, dataDir });
  const t0 = Date.now();
  await handle.migrate();
  const { db } = handle;
  if ((await db.select().from(settings).where(eq(settings.key, MARKER))).length) {
    console.log(
      `The large market is already in ${databaseUrl ? 'the database' : dataDir}; --reset (PGlite) starts over.`,
    );
    return handle.close();
  }
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(zones);
  if (n > 0)
    throw new Error('This database already holds a market (zones exist): use an empty database or DATA_DIR.');

  const rnd = createRandom(Number(args.seed));
  const images = new SharedImages(path.join(dataDir, 'uploads'));
  const ids = await places(handle);
  const { leaves } = await makeCategories(db, Number(args.categories), ids, images);
  const plans = await makeStores(db, rnd, Number(args.stores), ids, images);
  console.log(`${Number(args.categories)} categories, ${plans.length} stores (${elapsed(t0)})`);
  const { variations } = await makeItems(db, rnd, Number(args.items), plans, leaves, ids, images);
  console.log(`${args.items} items, ${variations} variations (${elapsed(t0)})`);
  await makeMarketing(
    db,
    rnd,
    plans.map((p) => p.id),
    images,
  );
  await makeReviews(db, rnd, Number(args.reviews));
  await db.insert(settings).values([
    ...Object.entries(SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    // The demo seed must not add its market on top when the server starts on this database.
    { key: 'demo_seeded_at', value: JSON.stringify('bench') },
    { key: MARKER, value: JSON.stringify({ at: new Date().toISOString(), ...args }) },
  ]);
  const files = await images.flush();
  // Fresh statistics and visibility map: plans as in production, index-only scans possible.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `reviews, marketing, ${files} shared pictures, vacuum analyze: done in ${elapsed(t0)} → ${databaseUrl ? databaseUrl.replace(/:[^:@/]*@/, ':***@') : dataDir}`,
  );
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
