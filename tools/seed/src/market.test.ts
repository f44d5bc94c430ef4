import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  couriers,
  type DatabaseHandle,
  items,
  itemVariations,
  openPglite,
  staff,
  stores,
  users,
  verifyPassword,
  walletTransactions,
} from './api';
import { DEMO_COURIERS } from './couriers';
import { CATEGORIES } from './data/categories';
import { DEMO_CUSTOMER } from './data/marketing';
import { STORES } from './data/places';
import { type MarketSummary, seedDemoMarket } from './market';
import { PRICE_TABLE } from './prices/table';
import { DEMO_SELLERS } from './staff';

/** Every catalogue product's price kind, by name. */
const kindOf = new Map(
  CATEGORIES.flatMap((top) => Object.values(top.children).flatMap((line) => Object.entries(line.products))),
);

describe('demo market seed', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let seeded: MarketSummary | null;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-seed-'));
    handle = openPglite(null);
    await handle.migrate();
    seeded = await seedDemoMarket(handle.db, dataDir);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes a realistic market', () => {
    expect(seeded).not.toBeNull();
    expect(seeded!.size).toBe('demo');
    expect(seeded!.stores).toBe(STORES.length);
    expect(seeded!.items).toBeGreaterThanOrEqual(250);
    expect(seeded!.items).toBeLessThanOrEqual(400);
    expect(seeded!.variations).toBeGreaterThan(0);
    expect(seeded!.reviews).toBeGreaterThan(50);
    expect(seeded!.staff).toBe(1 + DEMO_SELLERS.length);
    expect(seeded!.couriers).toBe(DEMO_COURIERS.length);
  });

  it('never seeds twice', async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(items);
    expect(await seedDemoMarket(handle.db, dataDir)).toBeNull();
    const after = await handle.db.select({ n: sql<number>`count(*)::int` }).from(items);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('puts stores in at least Islamabad, Rawalpindi, Lahore and Karachi', async () => {
    const rows = await handle.db.execute(
      sql`select distinct c.name from ${stores} s join cities c on c.id = s.city_id`,
    );
    const names = (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Islamabad', 'Rawalpindi', 'Lahore', 'Karachi']));
  });

  it('gives every item a PKR price, stock, weight and dimensions', async () => {
    const bad = await handle.db
      .select({ id: items.id })
      .from(items)
      .where(
        sql`${items.price} <= 0 or ${items.stock} < 0 or ${items.weight} <= 0 or ${items.length} <= 0 or ${items.image} is null`,
      );
    expect(bad).toEqual([]);
  });

  it("prices every item inside its kind's range, discounted no more than its kind allows", async () => {
    const rows = await handle.db
      .select({ name: items.name, price: items.price, discount: items.discount, type: items.discountType })
      .from(items);
    for (const row of rows) {
      const range = PRICE_TABLE[kindOf.get(row.name)!];
      expect(range, row.name).toBeDefined();
      expect(row.price, row.name).toBeGreaterThanOrEqual(range.min);
      expect(row.price, row.name).toBeLessThanOrEqual(range.max);
      const off = row.type === 'percent' ? row.discount : (row.discount / row.price) * 100;
      expect(off, row.name).toBeLessThanOrEqual(range.maxOff);
    }
    const bigger = await handle.db
      .select({ id: itemVariations.id })
      .from(itemVariations)
      .innerJoin(items, eq(items.id, itemVariations.itemId))
      .where(sql`${itemVariations.price} < ${items.price}`);
    expect(bigger).toEqual([]);
  });

  it('writes every item picture to the data folder', async () => {
    const rows = await handle.db.select({ image: items.image, images: items.images }).from(items);
    const files = rows.flatMap((r) => [r.image!, ...(r.images as string[])]);
    expect(files.length).toBe(rows.length * 3);
    await Promise.all(files.map((f) => access(path.join(dataDir, 'uploads', 'item', f))));
  });

  it('has the demo customer with the README password and wallet balance', async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(customer).toBeDefined();
    expect(await verifyPassword(customer!.passwordHash!, DEMO_CUSTOMER.password)).toBe(true);
    const [balance] = await handle.db
      .select({ n: sql<number>`sum(${walletTransactions.credit} - ${walletTransactions.debit})::int` })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, customer!.id));
    expect(balance!.n).toBe(DEMO_CUSTOMER.walletCredit);
  });

  it('has the README staff, each seller on their store, and the LAHORE10 coupon', async () => {
    const sellers = await handle.db
      .select({ email: staff.email, slug: stores.slug })
      .from(staff)
      .innerJoin(stores, eq(stores.id, staff.storeId));
    expect(sellers).toEqual(
      expect.arrayContaining(DEMO_SELLERS.map((s) => ({ email: s.email, slug: s.storeSlug }))),
    );
    const [lahore] = await handle.db.select().from(coupons).where(eq(coupons.code, 'LAHORE10'));
    expect(lahore?.zoneIds).toHaveLength(1);
  });

  it('has the README couriers, online, each in the zone of the store it names', async () => {
    const rows = await handle.db
      .select({ email: staff.email, role: staff.role, zoneId: couriers.zoneId, online: couriers.online })
      .from(couriers)
      .innerJoin(staff, eq(staff.id, couriers.staffId));
    for (const courier of DEMO_COURIERS) {
      const [store] = await handle.db
        .select({ zoneId: stores.zoneId })
        .from(stores)
        .where(eq(stores.slug, courier.zoneOfStore));
      expect(rows).toContainEqual({
        email: courier.email,
        role: 'courier',
        zoneId: store!.zoneId,
        online: true,
      });
    }
  });
});
