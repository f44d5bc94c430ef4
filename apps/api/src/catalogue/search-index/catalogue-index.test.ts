import type { ItemFilters } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import type { MarketScope } from '../../platform/headers';
import type { ItemOrder } from '../items/item-filters';
import { CatalogueIndex } from './catalogue-index';
import type { ItemDoc } from './item-docs';
import { domainLexicon } from './live-index';

const item = (d: Partial<ItemDoc> & Pick<ItemDoc, 'id' | 'name'>): ItemDoc => ({
  slug: d.name.toLowerCase().replace(/\W+/g, '-'),
  image: null,
  extra: '',
  storeId: 1,
  zoneId: 1,
  moduleId: 1,
  categoryId: 10,
  categoryPath: [10],
  veg: null,
  salePrice: 1000,
  avgRating: 0,
  ratingCount: 0,
  orderCount: 0,
  popularity: 0,
  discount: 0,
  stock: 5,
  createdAt: d.id * 1000,
  ...d,
});

const phones = 'Smartphones Mobiles Hafeez Centre Mobiles';
const rice = 'Rice Groceries Karachi Kiryana';
const watches = 'Watches & Accessories Time Square';

function catalogue() {
  const index = new CatalogueIndex(domainLexicon);
  index.setCategories([
    { id: 1, name: 'Groceries', slug: 'groceries', image: null, parentId: null, position: 1, moduleId: null },
    { id: 2, name: 'Rice', slug: 'rice', image: null, parentId: 1, position: 1, moduleId: null },
    {
      id: 3,
      name: 'Smartphones',
      slug: 'smartphones',
      image: null,
      parentId: null,
      position: 2,
      moduleId: 2,
    },
  ]);
  index.upsertStore({
    id: 1,
    name: 'Hafeez Centre Mobiles',
    slug: 'hafeez',
    logo: null,
    address: 'Gulberg, Lahore',
    zoneId: 1,
    moduleId: 2,
    cityId: 1,
    orderCount: 50,
  });
  index.upsertStore({
    id: 2,
    name: 'Karachi Kiryana',
    slug: 'kiryana',
    logo: null,
    address: 'Saddar, Karachi',
    zoneId: 2,
    moduleId: 1,
    cityId: 2,
    orderCount: 80,
  });
  index.upsertStore({
    id: 3,
    name: 'Time Square',
    slug: 'time-square',
    logo: null,
    address: 'Hafeez Centre',
    zoneId: 1,
    moduleId: 2,
    cityId: 1,
    orderCount: 5,
  });
  const docs: ItemDoc[] = [
    item({
      id: 1,
      name: 'Samsung Galaxy A15',
      extra: phones,
      moduleId: 2,
      categoryId: 3,
      categoryPath: [3],
      salePrice: 40_000,
      popularity: 10,
    }),
    item({
      id: 2,
      name: 'Samsung Galaxy S24',
      extra: phones,
      moduleId: 2,
      categoryId: 3,
      categoryPath: [3],
      salePrice: 250_000,
      popularity: 50,
      discount: 5,
    }),
    item({
      id: 3,
      name: 'Apple iPhone 15',
      extra: phones,
      moduleId: 2,
      categoryId: 3,
      categoryPath: [3],
      salePrice: 300_000,
      popularity: 100,
      stock: 0,
    }),
    item({
      id: 4,
      name: 'Super Kernel Basmati Chawal',
      extra: rice,
      storeId: 2,
      zoneId: 2,
      categoryId: 2,
      categoryPath: [1, 2],
      popularity: 5,
      veg: true,
    }),
    item({
      id: 5,
      name: 'Sella Basmati Rice',
      extra: rice,
      storeId: 2,
      zoneId: 2,
      categoryId: 2,
      categoryPath: [1, 2],
      popularity: 8,
      veg: true,
      avgRating: 4.5,
    }),
    item({ id: 6, name: 'Casio Watch', extra: watches, storeId: 3, popularity: 1 }),
    item({ id: 7, name: 'Leather Strap', extra: watches, storeId: 3, popularity: 100 }),
    item({ id: 8, name: 'Watch', extra: watches, storeId: 3, popularity: 0 }),
    item({
      id: 9,
      name: 'Tapal Danedar 950g',
      extra: 'Tea Groceries Karachi Kiryana',
      storeId: 2,
      zoneId: 2,
      popularity: 3,
    }),
    item({
      id: 10,
      name: 'Samsung Galaxy A15',
      extra: 'Smartphones Mobiles Time Square',
      storeId: 3,
      moduleId: 2,
      popularity: 2,
    }),
    item({
      id: 11,
      name: 'Fresh Doodh 1 Litre',
      extra: 'Dairy Karachi Kiryana',
      storeId: 2,
      zoneId: 2,
      popularity: 4,
    }),
    item({
      id: 12,
      name: 'Olpers Milk 1 Litre',
      extra: 'Dairy Karachi Kiryana',
      storeId: 2,
      zoneId: 2,
      popularity: 4,
    }),
  ];
  for (const d of docs) index.upsertItem(d);
  return index;
}

const whole: MarketScope = { zoneIds: null, moduleId: null, latitude: null, longitude: null };
const all: ItemFilters = { type: 'all' };

function search(
  index: CatalogueIndex,
  text: string,
  more: { filters?: Partial<ItemFilters>; scope?: Partial<MarketScope>; order?: ItemOrder } = {},
) {
  const read = index.read(text);
  const found = index.searchItems(read, {
    filters: { ...all, ...more.filters },
    scope: { ...whole, ...more.scope },
    order: more.order ?? 'search_rank',
    skip: 0,
    limit: 100,
  });
  return { terms: read.terms, ...found };
}

describe('the search index: matching, typos, prefixes and synonyms', () => {
  const index = catalogue();
  it.each([
    ['samsung galaxy', ['samsung', 'galaxy'], [2, 1, 10]],
    ['samsng galaxy', ['samsung', 'galaxy'], [2, 1, 10]],
    ['samsung gal', ['samsung', 'gal'], [2, 1, 10]],
    ['SAMSUNG  Galaxy!', ['samsung', 'galaxy'], [2, 1, 10]],
    ['galaxy a15', ['galaxy', 'a15'], [1, 10]],
    ['tapal dane', ['tapal', 'dane'], [9]],
    // every word must match: no phone is a 'rice'
    ['samsung rice', ['samsung', 'rice'], []],
    // synonyms both ways, Urdu script, and a Roman-Urdu prefix standing for its words; the word as
    // typed in a name ranks above a synonym in a name
    ['chawal', ['chawal'], [4, 5]],
    ['rice', ['rice'], [5, 4]],
    ['چاول', ['چاول'], [5, 4]],
    ['chaw', ['chaw'], [4, 5]],
    ['basmati chawal', ['basmati', 'chawal'], [4, 5]],
    ['doodh', ['doodh'], [11, 12]],
    ['milk', ['milk'], [12, 11]],
    // a typo of a synonym word is read as that word
    ['basmatti chawal', ['basmati', 'chawal'], [4, 5]],
    // a store's name and a category's name find their items
    ['hafeez', ['hafeez'], [3, 2, 1]],
    ['smartphones', ['smartphones'], [3, 2, 1, 10]],
    // nothing close to it: nothing found
    ['xqzv', ['xqzv'], []],
  ])('%s reads as %j and finds %j', (text, terms, ids) => {
    const found = search(index, text);
    expect(found.terms).toEqual(terms);
    expect(found.ids).toEqual(ids);
    expect(found.total).toBe(ids.length);
  });

  it('ranks an exact name first, then names with the words, then category or store matches; ties by popularity then id', () => {
    // 8 is exactly "Watch"; 6 has it in its name; 7 only through its category.
    expect(search(index, 'watch').ids).toEqual([8, 6, 7]);
    // same rank and popularity (11, 12 both 4): the newer id first
    expect(search(index, 'litre').ids).toEqual([12, 11]);
    // a word as typed in a category outranks a synonym in a name; a store called "… Mobiles" is no synonym of phones
    index.upsertItem(
      item({
        id: 20,
        name: 'Magnetic Phone Holder',
        extra: 'Accessories Hafeez Centre Mobiles',
        popularity: 500,
      }),
    );
    expect(search(index, 'smartphones').ids).toEqual([3, 2, 1, 10, 20]);
    // 'mobile', the last word, is the start of the store's name: a match as typed
    expect(search(index, 'mobile').ids).toEqual([20, 3, 2, 1, 10]);
    index.removeItem(20);
  });

  it.each<[string, Partial<ItemFilters>, Partial<MarketScope>, ItemOrder, number[]]>([
    ['samsung', { max_price: 60_000 }, {}, 'search_rank', [1, 10]],
    ['samsung', { min_price: 60_000 }, {}, 'search_rank', [2]],
    ['mobiles', {}, {}, 'price_asc', [10, 1, 2, 3]],
    ['mobiles', {}, {}, 'price_desc', [3, 2, 1, 10]],
    ['mobiles', {}, {}, 'newest', [10, 3, 2, 1]],
    ['mobiles', { in_stock: true }, {}, 'search_rank', [2, 1, 10]],
    ['mobiles', { discounted: true }, {}, 'search_rank', [2]],
    ['mobiles', { store_id: 3 }, {}, 'search_rank', [10]],
    ['basmati', { rating: 4 }, {}, 'search_rank', [5]],
    ['groceries', { category_id: 1 }, {}, 'search_rank', [5, 4]],
    ['groceries', { category_id: 2 }, {}, 'popularity', [5, 4]],
    ['basmati', { type: 'non_veg' }, {}, 'search_rank', []],
    ['samsung', {}, { zoneIds: [2] }, 'search_rank', []],
    ['samsung', {}, { moduleId: 1 }, 'search_rank', []],
    ['samsung', {}, { zoneIds: [1, 2], moduleId: 2 }, 'search_rank', [2, 1, 10]],
  ])('%s with %j in %j by %s finds %j', (text, filters, scope, order, ids) => {
    expect(search(index, text, { filters, scope, order }).ids).toEqual(ids);
  });

  it('pages with skip and limit and counts every match', () => {
    const read = index.read('mobiles');
    const page = index.searchItems(read, {
      filters: all,
      scope: whole,
      order: 'price_asc',
      skip: 1,
      limit: 2,
    });
    expect(page).toEqual({ ids: [1, 2], total: 4 });
  });

  it('reads at most 8 words', () => {
    expect(index.read('a b c d e f g h i j').terms).toHaveLength(8);
  });
});

describe('the search index: changes', () => {
  it('a renamed item is found by its new name only; a removed one is gone; the vocabulary follows', () => {
    const index = catalogue();
    index.upsertItem(item({ id: 9, name: 'Tapal Family Mixture', extra: 'Tea Groceries Karachi Kiryana' }));
    expect(search(index, 'danedar').ids).toEqual([]);
    expect(search(index, 'family mixtre').ids).toEqual([9]);
    index.removeItem(6);
    expect(search(index, 'casio').ids).toEqual([]);
    // 'casio' has left the vocabulary: it is no longer a known word a typo is corrected to
    expect(index.read('casoi').terms).not.toContain('casio');
  });

  it('a search answered again after a change is computed again (no stale answer kept)', () => {
    const index = catalogue();
    const q = { filters: all, scope: whole, order: 'search_rank' as const, skip: 0, limit: 10 };
    expect(index.findItems('danedar', q).ids).toEqual([9]);
    expect(index.findItems('danedar', q).ids).toEqual([9]);
    index.upsertItem(item({ id: 9, name: 'Tapal Family Mixture', extra: 'Tea Groceries Karachi Kiryana' }));
    expect(index.findItems('danedar', q).ids).toEqual([]);
    index.upsertItem(
      item({ id: 30, name: 'Danedar Chai', extra: 'Tea Groceries Karachi Kiryana', stock: 0 }),
    );
    expect(index.findItems('danedar', q)).toEqual({ terms: ['danedar'], ids: [30], total: 1 });
    expect(index.findItems('danedar', { ...q, filters: { ...all, in_stock: true } }).total).toBe(0);
    // a price change reorders a kept answer; a change of an item the search does not hold keeps it
    const cheap = { ...q, order: 'price_asc' as const };
    expect(index.findItems('samsung', cheap).ids).toEqual([10, 1, 2]);
    index.upsertItem(item({ id: 2, name: 'Samsung Galaxy S24', extra: phones, moduleId: 2, salePrice: 5 }));
    expect(index.findItems('samsung', cheap).ids).toEqual([2, 10, 1]);
    index.upsertItem(item({ id: 5, name: 'Sella Basmati Rice', extra: rice, storeId: 2, salePrice: 1 }));
    expect(index.findItems('samsung', cheap).ids).toEqual([2, 10, 1]);
  });

  it('when nothing matches, the last word is read again as a whole word: dinner sett is a dinner set', () => {
    const index = catalogue();
    index.upsertItem(item({ id: 31, name: 'Melamine Dinner Set', extra: 'Kitchen' }));
    index.upsertItem(item({ id: 32, name: 'Wooden Settee', extra: 'Furniture' }));
    const q = { filters: all, scope: whole, order: 'search_rank' as const, skip: 0, limit: 10 };
    expect(index.findItems('dinner sett', q)).toEqual({ terms: ['dinner', 'set'], ids: [31], total: 1 });
    // several words as close: the one the best result has is shown
    index.upsertItem(item({ id: 33, name: 'Pressure Cooker 7L', extra: 'Kitchen' }));
    index.upsertItem(item({ id: 34, name: 'Gold Choker', extra: 'Jewellery', popularity: 50 }));
    expect(index.findItems('pressure coker', q)).toEqual({
      terms: ['pressure', 'cooker'],
      ids: [33],
      total: 1,
    });
    // two letters swapped are one edit: bera is bear
    index.upsertItem(item({ id: 35, name: 'Teddy Bear 2ft', extra: 'Toys' }));
    expect(index.findItems('teddy bera', q)).toEqual({ terms: ['teddy', 'bear'], ids: [35], total: 1 });
  });

  it('a renamed store is found by its new name', () => {
    const index = catalogue();
    index.upsertStore({
      id: 3,
      name: 'Anarkali Watch Co',
      slug: 'time-square',
      logo: null,
      address: null,
      zoneId: 1,
      moduleId: 2,
      cityId: 1,
      orderCount: 5,
    });
    const read = index.read('anarkli');
    expect(read.terms).toEqual(['anarkali']);
    expect(index.searchStores(read, whole, undefined, { skip: 0, limit: 10 }).ids).toEqual([3]);
  });
});

describe('the search index: stores and suggestions', () => {
  const index = catalogue();
  it('finds stores by name before address, then the most ordered', () => {
    const read = index.read('hafeez');
    expect(index.searchStores(read, whole, undefined, { skip: 0, limit: 10 })).toEqual({
      ids: [1, 3],
      total: 2,
    });
    expect(index.searchStores(read, whole, 2, { skip: 0, limit: 10 }).ids).toEqual([]);
  });

  it('suggests distinct item names (best match, then popularity), stores, and categories (synonyms too)', () => {
    const s = index.suggest(index.read('sams'), whole);
    expect(s.items.map((i) => i.id)).toEqual([2, 1]);
    const chaw = index.suggest(index.read('chaw'), whole);
    expect(chaw.categories.map((c) => c.name)).toEqual(['Rice']);
    // the word as typed before its synonyms, then popularity
    expect(chaw.items.map((i) => i.id)).toEqual([4, 5]);
    expect(index.suggest(index.read('smart'), whole).categories.map((c) => c.name)).toEqual(['Smartphones']);
    expect(index.suggest(index.read('smart'), { ...whole, moduleId: 1 }).categories).toEqual([]);
    expect(index.suggest(index.read('kiry'), whole).stores.map((c) => c.name)).toEqual(['Karachi Kiryana']);
  });
});

describe('category and store lists from memory (decision 214)', () => {
  const ANY: MarketScope = { zoneIds: null, moduleId: null, latitude: null, longitude: null };
  /** 450 items in category 2 (under 1), two stores, prices and stock varying. */
  function market() {
    const index = new CatalogueIndex(domainLexicon);
    for (let id = 1; id <= 450; id++)
      index.upsertItem(
        item({
          id,
          name: `Item ${id}`,
          storeId: 1 + (id % 2),
          categoryId: 2,
          categoryPath: [1, 2],
          salePrice: (id * 37) % 500,
          stock: id % 5,
        }),
      );
    return index;
  }
  const list = (index: CatalogueIndex, f: Partial<ItemFilters>, order: ItemOrder, skip: number, limit = 50) =>
    index.listItems({ filters: { type: 'all', ...f } as ItemFilters, scope: ANY, order, skip, limit })!;
  const byPriceThenId = (ids: number[]) => ids.sort((a, b) => ((a * 37) % 500) - ((b * 37) % 500) || a - b);

  it('pages past the first ordering (100 items) continue in order to the end', () => {
    const index = market();
    const all = byPriceThenId(Array.from({ length: 450 }, (_, i) => i + 1));
    const paged: number[] = [];
    for (let skip = 0; skip < 450; skip += 50) {
      const page = list(index, { category_id: 1 }, 'price_asc', skip);
      expect(page.total).toBe(450);
      paged.push(...page.ids);
    }
    expect(paged).toEqual(all);
    // A deep page asked first is right too.
    expect(list(market(), { category_id: 2 }, 'price_asc', 400).ids).toEqual(all.slice(400, 450));
  });

  it('a change to an item of the list reorders it; lists it is not in are kept', () => {
    const index = market();
    const before = list(index, { category_id: 2 }, 'price_asc', 0, 5).ids;
    index.upsertItem(
      item({ id: 7, name: 'Item 7', storeId: 2, categoryId: 2, categoryPath: [1, 2], salePrice: -1 }),
    );
    expect(list(index, { category_id: 2 }, 'price_asc', 0, 5).ids).toEqual([
      7,
      ...before.filter((id) => id !== 7).slice(0, 4),
    ]);
    expect(list(index, { store_id: 2 }, 'price_asc', 0, 1).ids).toEqual([7]);
    index.removeItem(7);
    expect(list(index, { category_id: 1 }, 'price_asc', 0, 450).ids).not.toContain(7);
    expect(list(index, { category_id: 1, in_stock: true }, 'newest', 0, 450).total).toBe(
      Array.from({ length: 450 }, (_, i) => i + 1).filter((id) => id !== 7 && id % 5 > 0).length,
    );
  });

  it('lists naming neither a category nor a store are left to the database', () => {
    expect(
      market().listItems({
        filters: { type: 'all' } as ItemFilters,
        scope: ANY,
        order: 'newest',
        skip: 0,
        limit: 5,
      }),
    ).toBeNull();
  });
});
