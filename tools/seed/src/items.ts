import { categoryIdsOf, slugify } from '@bazaar/domain';
import { type Database, items, itemVariations } from './api';
import { type ProductKind, productArt } from './art';
import type { Leaf } from './categories';
import { CATEGORIES, productsOf } from './data/categories';
import { itemDescription, itemTranslations } from './data/item-texts';
import { NAME_ENDINGS } from './data/names';
import type { Pictures } from './pictures';
import { amountOff, percentsOffFor, priceIn, variationPrice } from './prices/shelf';
import { PRICE_TABLE, type PriceKind } from './prices/table';
import type { Random } from './random';
import type { StorePlan } from './stores';

/** One item to insert, with what the seed knows about it beyond its row. */
export type ItemSeed = {
  row: typeof items.$inferInsert & { price: number; discount: number };
  priceKind: PriceKind;
  art: ProductKind;
  variations: { type: string; price: number; stock: number }[];
};

export type ItemPlanInput = {
  stores: StorePlan[];
  leaves: Leaf[];
  /** The named children by name: the catalogue files its items there. */
  named: Map<string, Leaf>;
  moduleIds: Map<string, number>;
  pictures: Pictures;
  /** The variations' stock comes from a stream of its own, so adding variations moves no other draw. */
  variationRnd: Random;
  /** Items in all; never fewer than the catalogue. */
  total: number;
  now: number;
};

const MODULE_OF_TOP = new Map(CATEGORIES.map((c) => [c.name, c.module]));

/**
 * The market's items, in order: first the catalogue — every named store sells its categories'
 * products, a later store selling a category some of them — each with pictures of its own; then
 * generated items ("Vivo Y36 - Blue") over every store, busier stores more, with shared pictures.
 * Lazy, so a large market is planned a batch at a time.
 */
export function* planItems(rnd: Random, input: ItemPlanInput): Generator<ItemSeed> {
  const slugs = new Set<string>();
  const uniqueSlug = (name: string, store: StorePlan, n: number) => {
    let slug = slugify(name);
    if (slugs.has(slug)) slug = `${slug}-${slugify(store.name).split('-')[0]}`;
    if (slugs.has(slug)) slug = `${slug}-${n + 1}`;
    slugs.add(slug);
    return slug;
  };
  let n = 0;

  const sellers = new Map<string, number>();
  for (const store of input.stores.filter((s) => s.named)) {
    for (const topName of store.tops) {
      const top = CATEGORIES.find((c) => c.name === topName)!;
      const seenBefore = sellers.get(topName) ?? 0;
      sellers.set(topName, seenBefore + 1);
      for (const subName of Object.keys(top.children)) {
        const leaf = input.named.get(subName)!;
        for (const product of productsOf(leaf.line)) {
          if (seenBefore > 0 && !rnd.chance(0.45)) continue;
          const slug = uniqueSlug(product.name, store, n);
          const seed = n + 1;
          const kind = product.art;
          const pictures = {
            image: input.pictures.own('item', slug, productArt(kind, seed)),
            images: [1, 2].map((k) =>
              input.pictures.own('item', `${slug}-${k}`, productArt(kind, seed * 7 + k)),
            ),
          };
          yield itemSeed(rnd, input, {
            name: product.name,
            priceKind: product.price,
            art: kind,
            slug,
            store,
            leaf,
            pictures,
          });
          n++;
        }
      }
    }
  }

  const leavesOf = new Map<string, Leaf[]>();
  for (const leaf of input.leaves) leavesOf.set(leaf.topName, [...(leavesOf.get(leaf.topName) ?? []), leaf]);
  const shared = (kind: ProductKind, v: number) =>
    input.pictures.shared('item', `shared-${kind}-${v % 4}`, () => productArt(kind, 1000 + (v % 4) * 37));
  for (; n < input.total; n++) {
    const store = input.stores[Math.floor(rnd.next() ** 1.3 * input.stores.length)]!;
    const leaf = rnd.pick(leavesOf.get(rnd.pick(store.tops))!);
    const product = rnd.pick(productsOf(leaf.line));
    const name = `${product.name}${rnd.pick(NAME_ENDINGS)}`;
    const kind = product.art;
    const pictures = { image: shared(kind, n), images: [shared(kind, n + 1), shared(kind, n + 2)] };
    const slug = uniqueSlug(name, store, n);
    yield itemSeed(rnd, input, { name, priceKind: product.price, art: kind, slug, store, leaf, pictures });
  }
}

/** Everything about one item the dice decide: price in its kind's range, discount, stock, ratings. */
function itemSeed(
  rnd: Random,
  input: ItemPlanInput,
  it: {
    name: string;
    priceKind: PriceKind;
    art: ProductKind;
    slug: string;
    store: StorePlan;
    leaf: Leaf;
    pictures: { image: string; images: string[] };
  },
): ItemSeed {
  const { line, topName } = it.leaf;
  const range = PRICE_TABLE[it.priceKind];
  const price = priceIn(range, rnd.next());
  const discounted = rnd.chance(0.3);
  const percentOff = rnd.chance(0.75);
  const ratingCount = rnd.chance(0.8) ? rnd.int(1, 240) : 0;
  const jitter = 0.85 + rnd.next() * 0.3;
  const discount = discounted
    ? percentOff
      ? rnd.pick(percentsOffFor(range))
      : amountOff(price, rnd.pick([0.05, 0.1, 0.15]), range)
    : 0;
  const perKg = line.unit === 'kg';
  const text = { name: it.name, store: it.store.name, city: it.store.city, perKg };
  const row: ItemSeed['row'] = {
    name: it.name,
    slug: it.slug,
    description: itemDescription(text),
    translations: itemTranslations(text),
    ...it.pictures,
    categoryId: it.leaf.id,
    categoryIds: categoryIdsOf([it.leaf.parentId, it.leaf.id]),
    storeId: it.store.id,
    moduleId: input.moduleIds.get(MODULE_OF_TOP.get(topName)!),
    price,
    discount,
    discountType: discounted && !percentOff ? 'amount' : 'percent',
    tax: topName === 'Electronics' ? 5 : 0,
    taxType: 'percent',
    stock: rnd.chance(0.06) ? 0 : rnd.int(3, 250),
    unitType: line.unit,
    veg: line.veg ?? null,
    weight: Math.round(line.weight * jitter * 1000) / 1000,
    length: Math.round(line.dims[0] * jitter),
    width: Math.round(line.dims[1] * jitter),
    height: Math.round(line.dims[2] * jitter),
    choiceOptions: line.variations
      ? [{ name: 'choice_1', title: line.variations.name, options: line.variations.options }]
      : [],
    maximumCartQuantity: perKg ? 20 : null,
    sponsored: rnd.chance(0.1),
    ratingCount,
    ratingSum: Math.round(ratingCount * (3.4 + rnd.next() * 1.6)),
    orderCount: rnd.int(0, 600),
    createdAt: new Date(input.now - rnd.int(0, 90 * 24) * 3_600_000),
  };
  const variations = (line.variations?.options ?? []).map((type, k) => ({
    type,
    price: variationPrice(price, line.variations?.factors?.[k] ?? 1),
    stock: input.variationRnd.chance(0.12) ? 0 : input.variationRnd.int(2, 60),
  }));
  return { priceKind: it.priceKind, art: it.art, variations, row };
}

/** A few hundred of the first items, as the flash deals choose from them. */
export type OfferedItem = {
  id: number;
  name: string;
  storeId: number;
  categoryId: number;
  price: number;
  priceKind: PriceKind;
  art: ProductKind;
};

const BATCH = 1000;

/** Inserts the plan a batch at a time, each batch followed by its items' variations. */
export async function insertItems(db: Database, plan: Iterable<ItemSeed>) {
  let made = 0;
  let variations = 0;
  const offered: OfferedItem[] = [];
  let batch: ItemSeed[] = [];
  const flush = async () => {
    const rows = await db
      .insert(items)
      .values(batch.map((b) => b.row))
      .returning({ id: items.id });
    const vars = batch.flatMap((b, i) => b.variations.map((v) => ({ itemId: rows[i]!.id, ...v })));
    for (let i = 0; i < vars.length; i += BATCH)
      await db.insert(itemVariations).values(vars.slice(i, i + BATCH));
    for (const [i, b] of batch.entries()) {
      if (offered.length >= 400) break;
      const { name, storeId, categoryId, price } = b.row;
      offered.push({
        id: rows[i]!.id,
        name,
        storeId: storeId!,
        categoryId: categoryId!,
        price,
        priceKind: b.priceKind,
        art: b.art,
      });
    }
    made += rows.length;
    variations += vars.length;
    batch = [];
  };
  for (const seed of plan) {
    batch.push(seed);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  return { items: made, variations, offered };
}
