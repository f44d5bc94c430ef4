import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/client';
import { cities, modules, settings, users, walletTransactions, zones } from '../db/schema';
import { appIcon, appLogo } from './art';
import { insertItems, planItems, seedCategories, seedStores } from './catalogue';
import { DEMO_CUSTOMER, SETTINGS } from './data/marketing';
import { CITIES, MODULES, ZONES } from './data/places';
import { ImageWriter } from './images';
import { seedMarketing } from './marketing';
import { createRandom } from './random';
import { seedReviews } from './reviews';
import { seedDemoStaff } from './staff';

const MARKER = 'demo_seeded_at';

/**
 * Seeds the demo market once: an empty database gets it, a seeded one (marker row present) is left
 * alone. Runs in one transaction under an advisory lock, so two processes starting together
 * cannot both seed. Returns what it made, or null when nothing was done.
 */
export async function seedDemoMarket(db: Database, dataDir: string, seed = 2026) {
  const already = await db.select().from(settings).where(eq(settings.key, MARKER));
  if (already.length) {
    await seedDemoStaff(db);
    return null;
  }
  const images = new ImageWriter(path.join(dataDir, 'uploads'));
  const rnd = createRandom(seed);
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    if ((await tx.select().from(settings).where(eq(settings.key, MARKER))).length) return null;

    const zoneIds = new Map<string, number>();
    for (const z of ZONES) {
      const [row] = await tx
        .insert(zones)
        .values({ name: z.name, coordinates: z.corners })
        .returning({ id: zones.id });
      zoneIds.set(z.name, row!.id);
    }
    const cityRows = await tx
      .insert(cities)
      .values(
        CITIES.map((c) => ({ name: c.name, latitude: c.lat, longitude: c.lng, zoneId: zoneIds.get(c.zone) })),
      )
      .returning({ id: cities.id, name: cities.name, zoneId: cities.zoneId });
    const moduleRows = await tx
      .insert(modules)
      .values(MODULES.map((m) => ({ name: m.name, slug: m.slug, moduleType: m.type })))
      .returning({ id: modules.id, slug: modules.slug });
    const ids = {
      city: new Map(cityRows.map((c) => [c.name, c.id])),
      zoneOfCity: new Map(cityRows.map((c) => [c.name, c.zoneId!])),
      module: new Map(moduleRows.map((m) => [m.slug, m.id])),
    };

    const { subIds } = await seedCategories(tx, images, ids.module);
    const storeIds = await seedStores(tx, images, rnd, ids);
    const plan = planItems(rnd, storeIds, subIds, ids.module, images);
    const made = await insertItems(tx, rnd, plan);
    await tx.execute(
      sql`update stores s set rating_sum = round(s.rating_count * (3.6 + (s.id % 7) * 0.2))::int`,
    );
    await tx.execute(
      sql`update stores s set latitude = c.latitude, longitude = c.longitude from cities c where c.id = s.city_id`,
    );
    await seedMarketing(tx, images, rnd, storeIds);
    const reviewed = await seedReviews(tx, rnd);

    const [customer] = await tx
      .insert(users)
      .values({
        fName: DEMO_CUSTOMER.fName,
        lName: DEMO_CUSTOMER.lName,
        email: DEMO_CUSTOMER.email,
        phone: DEMO_CUSTOMER.phone,
        passwordHash,
        isPhoneVerified: true,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await tx.insert(walletTransactions).values({
      userId: customer!.id,
      credit: DEMO_CUSTOMER.walletCredit,
      transactionType: 'add_fund_by_admin',
      reference: 'Welcome credit',
    });

    await tx
      .insert(settings)
      .values([
        ...Object.entries(SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
        { key: MARKER, value: JSON.stringify(new Date().toISOString()) },
      ]);
    // Pictures are on disk before the marker commits: a crash here leaves files, never a market without them.
    images.add('business', 'logo', appLogo());
    images.add('business', 'icon', appIcon());
    const written = await images.flush();
    return { stores: storeIds.size, categories: subIds.size, ...made, reviews: reviewed, images: written };
  });
  const staffMade = await seedDemoStaff(db);
  return summary && { ...summary, staff: staffMade?.staff ?? 0 };
}
