import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { items, stores, users, walletTransactions } from '../src/db/schema';
import { DEMO_CUSTOMER } from '../src/seed/data/marketing';
import { seedDemoMarket } from '../src/seed/demo';
import { createTestApp, type TestApp } from './support/test-app';

describe('demo market seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('makes a realistic market', () => {
    expect(t.seeded).not.toBeNull();
    expect(t.seeded!.stores).toBeGreaterThanOrEqual(10);
    expect(t.seeded!.items).toBeGreaterThanOrEqual(250);
    expect(t.seeded!.items).toBeLessThanOrEqual(400);
    expect(t.seeded!.variations).toBeGreaterThan(0);
  });

  it('never seeds twice', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(items);
    expect(await seedDemoMarket(t.db, t.dataDir)).toBeNull();
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(items);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('puts stores in at least Islamabad, Rawalpindi, Lahore and Karachi', async () => {
    const rows = await t.db.execute(
      sql`select distinct c.name from ${stores} s join cities c on c.id = s.city_id`,
    );
    const names = (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Islamabad', 'Rawalpindi', 'Lahore', 'Karachi']));
  });

  it('gives every item a PKR price, stock, weight and dimensions', async () => {
    const bad = await t.db
      .select({ id: items.id })
      .from(items)
      .where(
        sql`${items.price} <= 0 or ${items.stock} < 0 or ${items.weight} <= 0 or ${items.length} <= 0 or ${items.image} is null`,
      );
    expect(bad).toEqual([]);
  });

  it('has the demo customer with the README password and wallet balance', async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(customer).toBeDefined();
    expect(await verifyPassword(customer!.passwordHash!, DEMO_CUSTOMER.password)).toBe(true);
    const [balance] = await t.db
      .select({ n: sql<number>`sum(${walletTransactions.credit} - ${walletTransactions.debit})::int` })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, customer!.id));
    expect(balance!.n).toBe(DEMO_CUSTOMER.walletCredit);
  });
});
