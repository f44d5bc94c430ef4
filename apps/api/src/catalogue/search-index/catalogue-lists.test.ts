import { describe, expect, it } from 'vitest';
import { firstInOrder, KeptLists } from './catalogue-lists';
import type { ItemDoc } from './item-docs';

describe('firstInOrder: the first k of a list without sorting all of it', () => {
  /** A deterministic list with repeated values (ties broken by the second field, like ids). */
  const list = (n: number, seed: number) =>
    Array.from({ length: n }, (_, i) => ({ v: (i * 7919 + seed * 104729) % 97, id: i }));
  const byValueThenId = (a: { v: number; id: number }, b: { v: number; id: number }) =>
    a.v - b.v || a.id - b.id;
  const desc = (a: { v: number; id: number }, b: { v: number; id: number }) => b.v - a.v || b.id - a.id;
  it.each([
    { n: 0, k: 10, seed: 1 },
    { n: 5, k: 10, seed: 2 },
    { n: 10, k: 10, seed: 3 },
    { n: 11, k: 10, seed: 4 },
    { n: 1_000, k: 1, seed: 5 },
    { n: 1_000, k: 60, seed: 6 },
    { n: 5_000, k: 100, seed: 7 },
    { n: 5_000, k: 4_999, seed: 8 },
  ])('n $n, k $k: the same as sorting everything and taking k', ({ n, k, seed }) => {
    const items = list(n, seed);
    for (const order of [byValueThenId, desc])
      expect(firstInOrder(items, order, k)).toEqual([...items].sort(order).slice(0, k));
  });
});

describe('KeptLists: a list is computed once and dropped when one of its items changes', () => {
  const doc = (id: number, storeId: number, categoryPath: number[], salePrice: number): ItemDoc => ({
    id,
    name: `Item ${id}`,
    slug: `item-${id}`,
    image: null,
    extra: '',
    storeId,
    zoneId: 1,
    moduleId: 1,
    categoryId: categoryPath.at(-1) ?? null,
    categoryPath,
    veg: null,
    salePrice,
    avgRating: 0,
    ratingCount: 0,
    orderCount: 0,
    popularity: 0,
    discount: 0,
    stock: 1,
    createdAt: id,
  });
  const docs = [doc(1, 1, [10, 11], 300), doc(2, 1, [10, 12], 100), doc(3, 2, [10, 11], 200)];
  const lists = [
    { key: 'category 11', categoryId: 11, storeId: undefined },
    { key: 'category 12', categoryId: 12, storeId: undefined },
    { key: 'store 2', categoryId: undefined, storeId: 2 },
  ];
  const members = (of: (typeof lists)[number]) =>
    docs.filter((d) => (of.categoryId ? d.categoryPath.includes(of.categoryId) : d.storeId === of.storeId));

  function kept() {
    const finds = new Map<string, number>();
    const kl = new KeptLists<ItemDoc>();
    const page = (of: (typeof lists)[number], version = 0) =>
      kl.page(
        version,
        of,
        () => {
          finds.set(of.key, (finds.get(of.key) ?? 0) + 1);
          return members(of);
        },
        { order: 'price_asc', skip: 0, limit: 10 },
      );
    for (const of of lists) page(of);
    return { kl, page, finds };
  }

  it('orders a list and answers it again without finding its items again', () => {
    const { page, finds } = kept();
    expect(page(lists[0]!)).toEqual({ ids: [3, 1], total: 2 });
    expect(finds.get('category 11')).toBe(1);
  });

  it.each([
    { changed: doc(2, 1, [10, 12], 100), dropped: ['category 12'] },
    { changed: doc(3, 2, [10, 11], 200), dropped: ['category 11', 'store 2'] },
    { changed: doc(9, 3, [10, 13], 5), dropped: [] },
  ])('a change to item $changed.id drops exactly $dropped', ({ changed, dropped }) => {
    const { kl, page, finds } = kept();
    kl.forget(changed);
    for (const of of lists) page(of);
    for (const of of lists) expect(finds.get(of.key), of.key).toBe(dropped.includes(of.key) ? 2 : 1);
  });

  it('a new version (a store or category changed) drops every list', () => {
    const { page, finds } = kept();
    for (const of of lists) page(of, 1);
    for (const of of lists) expect(finds.get(of.key)).toBe(2);
  });
});
