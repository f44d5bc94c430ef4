import { priceUnit } from '@bazaar/domain';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * One rule, two evaluations: the domain's priceUnit is the discount rule; the generated column
 * items.sale_price (which price filters and sorts read) is its SQL form. This property test writes
 * generated prices and discounts into real item rows and checks the database agrees with the domain
 * on every one, the awkward cases included (half rupees, over-100 % and over-price discounts, negatives).
 */

/** mulberry32: a small seeded generator, so a failure names a case that can be replayed. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Case = { price: number; discount: number; discountType: 'percent' | 'amount' };

function generatedCases(count: number, seed: number): Case[] {
  const random = generator(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  const fixed: Case[] = [
    { price: 1, discount: 50, discountType: 'percent' }, // half a rupee off
    { price: 3, discount: 50, discountType: 'percent' }, // 1.5
    { price: 999, discount: 12.5, discountType: 'percent' }, // 124.875
    { price: 1000, discount: 150, discountType: 'percent' }, // over 100 %
    { price: 500, discount: 800, discountType: 'amount' }, // over the price
    { price: 500, discount: -20, discountType: 'amount' }, // negative counts as none
    { price: 0, discount: 10, discountType: 'percent' },
    { price: 250, discount: 0.5, discountType: 'amount' },
    { price: 250, discount: 1.5, discountType: 'amount' },
  ];
  const generated = Array.from({ length: count - fixed.length }, (): Case => {
    const discountType = pick(['percent', 'amount'] as const);
    const price = pick([
      Math.floor(random() * 100),
      Math.floor(random() * 10_000),
      Math.floor(random() * 1_000_000),
    ]);
    const cents = Math.floor(random() * 10_000) / 100; // two decimals, as the column keeps
    const discount = discountType === 'percent' ? pick([cents % 100, cents, 0]) : pick([cents, price, 0]);
    return { price, discount, discountType };
  });
  return [...fixed, ...generated];
}

describe('sale_price (SQL) equals the domain priceUnit new_price', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it.each([20261123, 7, 424242])('over generated items (seed %i)', async (seed) => {
    const rows = await t.db.select({ id: items.id }).from(items).orderBy(items.id).limit(200);
    const cases = generatedCases(rows.length, seed);
    await t.db.transaction(async (tx) => {
      for (const [i, row] of rows.entries()) {
        const c = cases[i]!;
        await tx
          .update(items)
          .set({ price: c.price, discount: c.discount, discountType: c.discountType })
          .where(sql`${items.id} = ${row.id}`);
      }
    });
    const stored = await t.db
      .select({ id: items.id, salePrice: items.salePrice })
      .from(items)
      .where(
        inArray(
          items.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(stored.map((s) => [s.id, s.salePrice]));
    const disagreements = rows
      .map((row, i) => {
        const c = cases[i]!;
        const expected = priceUnit({
          price: c.price,
          discount: c.discount,
          discount_type: c.discountType,
        }).new_price;
        return { ...c, expected, actual: byId.get(row.id) };
      })
      .filter((d) => d.actual !== d.expected);
    expect(rows.length).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});
