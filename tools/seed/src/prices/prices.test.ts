import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { planCategories } from '../categories';
import { CATEGORIES } from '../data/categories';
import { type ItemSeed, planItems } from '../items';
import { Pictures } from '../pictures';
import type { PlaceIds } from '../places';
import { createRandom } from '../random';
import { BENCH_MARKET, DEMO_MARKET, type MarketSize } from '../sizes';
import { planStores } from '../stores';
import { amountOff, priceStep, shelfPrice } from './shelf';
import { PRICE_KINDS, PRICE_TABLE, type PriceKind } from './table';

/**
 * The items a size writes, as the seed plans them (the same planners, in the same order, from the
 * same seeds), with made-up row ids: ids decide no price. Nothing is written; the pictures stay queued.
 */
function itemsOf(size: MarketSize): ItemSeed[] {
  const rnd = createRandom(size.seed);
  const ids: PlaceIds = { city: new Map(), zoneOfCity: new Map(), module: new Map() };
  const stores = planStores(rnd, ids, size.stores, 0).map((s, i) => ({ ...s, id: i + 1 }));
  const { tops, variants } = planCategories(size.categories);
  const children = [...tops.flatMap((t) => t.children), ...variants];
  const leaves = children.map((c, i) => ({ ...c, id: i + 1, parentId: 0 }));
  const named = new Map(leaves.slice(0, children.length - variants.length).map((l) => [l.name, l]));
  const plan = planItems(rnd, {
    stores,
    leaves,
    named,
    moduleIds: new Map(),
    pictures: new Pictures(tmpdir()),
    variationRnd: createRandom(size.seed + 1),
    total: size.items,
    now: 0,
  });
  return [...plan];
}

/** A shop's price: a multiple of 5 below Rs 100, else one rupee short of a round step. */
const looksLikeAShelfPrice = (price: number) =>
  price < 100 ? price % 5 === 0 : (price + 1) % priceStep(price) === 0;

const sizes = [DEMO_MARKET, BENCH_MARKET].map((size) => ({ size, items: itemsOf(size) }));

describe('the price table', () => {
  it.each(PRICE_KINDS)('%s: a range at least a shelf step wide, a discount cap of 5–40 %%', (kind) => {
    const { min, max, maxOff } = PRICE_TABLE[kind];
    expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
    expect(max - min).toBeGreaterThanOrEqual(priceStep(max));
    expect(maxOff).toBeGreaterThanOrEqual(5);
    expect(maxOff).toBeLessThanOrEqual(40);
  });

  it('prices every product of the catalogue from a kind the table has', () => {
    const kinds = CATEGORIES.flatMap((top) =>
      Object.values(top.children).flatMap((l) => Object.values(l.products)),
    );
    for (const kind of kinds) expect(PRICE_KINDS).toContain(kind);
  });

  it.each([
    ['phone-flagship', 'phone-iphone'],
    ['phone-iphone', 'phone-upper-mid'],
    ['phone-upper-mid', 'phone-mid'],
    ['phone-mid', 'phone-budget'],
    ['laptop-apple', 'laptop-refurbished'],
    ['tv-premium', 'tv-mid'],
    ['tv-mid', 'tv-small'],
    ['headphones-premium', 'headphones-mid'],
    ['watch-luxury', 'watch-budget'],
    ['furniture-large', 'furniture-small'],
  ] satisfies [PriceKind, PriceKind][])('any %s costs more than any %s', (dearer, cheaper) => {
    expect(PRICE_TABLE[dearer].min).toBeGreaterThan(PRICE_TABLE[cheaper].max);
  });

  it('keeps shelf prices and amounts off inside the range, rounded like a shop', () => {
    for (const kind of PRICE_KINDS) {
      const range = PRICE_TABLE[kind];
      for (let k = 0; k <= 100; k++) {
        const price = shelfPrice(range.min + (k / 100) * (range.max - range.min), range);
        expect(price, kind).toBeGreaterThanOrEqual(range.min);
        expect(price, kind).toBeLessThanOrEqual(range.max);
        expect(looksLikeAShelfPrice(price), `${kind} ${price}`).toBe(true);
        const off = amountOff(price, 0.15, range);
        expect(off / price, kind).toBeLessThanOrEqual(range.maxOff / 100);
      }
    }
  });
});

describe.each(sizes)('the $size.name market', ({ size, items }) => {
  it('has the items its size asks for, the catalogue first', () => {
    expect(items.length).toBeGreaterThanOrEqual(size.items);
    expect(items.length).toBeGreaterThan(250);
  });

  it("prices every item inside its kind's range, like a shop, discounted within its kind's cap", () => {
    for (const { row, priceKind, variations } of items) {
      const range = PRICE_TABLE[priceKind];
      const label = `${row.name}: Rs ${row.price} (${priceKind})`;
      expect(row.price, label).toBeGreaterThanOrEqual(range.min);
      expect(row.price, label).toBeLessThanOrEqual(range.max);
      expect(looksLikeAShelfPrice(row.price), label).toBe(true);
      const off = row.discountType === 'percent' ? row.discount : (row.discount / row.price) * 100;
      expect(off, label).toBeLessThanOrEqual(range.maxOff);
      expect(off, label).toBeGreaterThanOrEqual(0);
      for (const v of variations) expect(v.price, `${label} ${v.type}`).toBeGreaterThanOrEqual(row.price);
    }
  });

  it('orders the named phones sensibly: Galaxy S24 Ultra > iPhone 15 > Vivo Y36', () => {
    const pricesOf = (name: string) =>
      items.filter((i) => i.row.name.startsWith(name)).map((i) => i.row.price);
    const ultra = pricesOf('Samsung Galaxy S24 Ultra');
    const iphone = pricesOf('iPhone 15');
    const vivo = pricesOf('Vivo Y36');
    for (const prices of [ultra, iphone, vivo]) expect(prices.length).toBeGreaterThan(0);
    expect(Math.min(...ultra)).toBeGreaterThan(Math.max(...iphone));
    expect(Math.min(...iphone)).toBeGreaterThan(Math.max(...vivo));
    expect(Math.min(...iphone)).toBeGreaterThanOrEqual(230_000);
    expect(Math.max(...vivo)).toBeLessThanOrEqual(80_000);
  });
});
