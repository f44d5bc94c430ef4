import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Database, hashPassword, settings, users, walletTransactions } from './api';
import { appIcon, appLogo } from './art';
import { insertCategories, planCategories } from './categories';
import { seedDemoCouriers } from './couriers';
import { DEMO_CUSTOMER, SETTINGS } from './data/marketing';
import { insertItems, planItems } from './items';
import { seedMarketing } from './marketing';
import { Pictures } from './pictures';
import { insertPlaces } from './places';
import { createRandom } from './random';
import { seedReviews } from './reviews';
import { DEMO_MARKET, type MarketSize } from './sizes';
import { seedDemoStaff } from './staff';
import { insertStores, planStores } from './stores';

/** Set once a market is in the database (named before there were sizes; kept so old data folders stay). */
export const MARKET_MARKER = 'demo_seeded_at';

export type MarketSummary = {
  size: string;
  stores: number;
  categories: number;
  items: number;
  variations: number;
  reviews: number;
  images: number;
  staff: number;
  couriers: number;
};

/**
 * Seeds a market of the given size once: an empty database gets it, a seeded one (marker row
 * present) is left alone. One transaction under an advisory lock, so two processes starting together
 * cannot both seed. The demo staff accounts follow under their own marker. Returns what it made, or
 * null when the market was already there.
 */
export async function seedMarket(
  db: Database,
  dataDir: string,
  size: MarketSize,
): Promise<MarketSummary | null> {
  if ((await db.select().from(settings).where(eq(settings.key, MARKET_MARKER))).length) {
    await seedDemoStaff(db);
    await seedDemoCouriers(db);
    return null;
  }
  const pictures = new Pictures(path.join(dataDir, 'uploads'));
  const rnd = createRandom(size.seed);
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);

  const made = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    if ((await tx.select().from(settings).where(eq(settings.key, MARKET_MARKER))).length) return null;

    const ids = await insertPlaces(tx);
    const { leaves, named } = await insertCategories(
      tx,
      pictures,
      ids.module,
      planCategories(size.categories),
    );
    const stores = await insertStores(tx, pictures, planStores(rnd, ids, size.stores, now));
    const plan = planItems(rnd, {
      stores,
      leaves,
      named,
      moduleIds: ids.module,
      pictures,
      variationRnd: createRandom(size.seed + 1),
      total: size.items,
      now,
    });
    const { offered, ...itemCounts } = await insertItems(tx, plan);
    await seedMarketing(tx, pictures, rnd, { stores, offered, flashDeals: size.flashDeals, now });
    const reviews = await seedReviews(tx, rnd, { reviews: size.reviews, reviewers: size.reviewers, now });
    await insertDemoCustomer(tx, passwordHash);

    const marker = { size: size.name, at: new Date(now).toISOString() };
    await tx
      .insert(settings)
      .values([
        ...Object.entries(SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
        { key: MARKET_MARKER, value: JSON.stringify(marker) },
      ]);
    // Pictures are on disk before the marker commits: a crash here leaves files, never a market without them.
    pictures.own('business', 'logo', appLogo());
    pictures.own('business', 'icon', appIcon());
    const images = await pictures.flush();
    return {
      size: size.name,
      stores: stores.length,
      categories: leaves.length,
      ...itemCounts,
      reviews,
      images,
    };
  });
  const staffMade = await seedDemoStaff(db);
  const couriersMade = await seedDemoCouriers(db);
  return made && { ...made, staff: staffMade?.staff ?? 0, couriers: couriersMade?.couriers ?? 0 };
}

/** What `npm start` and the tests seed: the demo market (README: stores, customer, staff, coupons). */
export function seedDemoMarket(db: Database, dataDir: string, seed = DEMO_MARKET.seed) {
  return seedMarket(db, dataDir, { ...DEMO_MARKET, seed });
}

/** The README's demo customer, signed up and verified, with a welcome credit in the wallet. */
async function insertDemoCustomer(db: Database, passwordHash: string) {
  const [customer] = await db
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
  await db.insert(walletTransactions).values({
    userId: customer!.id,
    credit: DEMO_CUSTOMER.walletCredit,
    transactionType: 'add_fund_by_admin',
    reference: 'Welcome credit',
  });
}
