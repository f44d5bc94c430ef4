import type { Database } from '../../apps/api/src/db/client.ts';
import {
  categories,
  items,
  itemVariations,
  storeSchedules,
  stores,
} from '../../apps/api/src/db/schema/index.ts';
import { CATEGORIES, type ProductLine } from '../../apps/api/src/seed/data/categories.ts';
import { STORE_RATES } from '../../apps/api/src/seed/data/marketing.ts';
import { CITIES } from '../../apps/api/src/seed/data/places.ts';
import { type Random, shopPrice, slugify } from '../../apps/api/src/seed/random.ts';
import type { SharedImages } from './images.ts';
import { CATEGORY_VARIANTS, NAME_ENDINGS, STORE_NOUNS, STORE_PREFIXES } from './names.ts';

export type Ids = { city: Map<string, number>; zoneOfCity: Map<string, number>; module: Map<string, number> };
export type Leaf = { id: number; parentId: number; topName: string; line: ProductLine };

/** Rows per INSERT: large enough to load fast, small enough for the bind-parameter limit. */
const BATCH = 1000;
/** Item dates are spread over the year before this day, so the market is the same on every run. */
const EPOCH = Date.UTC(2026, 10, 1);

/** 15 top categories and their children, `total` in all: each demo sub-category in a few variants. */
export async function makeCategories(db: Database, total: number, ids: Ids, images: SharedImages) {
  const wanted = total - CATEGORIES.length;
  const subs = CATEGORIES.flatMap((top) =>
    Object.entries(top.children).map(([name, line]) => ({ top, name, line })),
  );
  const leaves: Leaf[] = [];
  const tops = new Map<string, number>();
  for (const [position, top] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        name: top.name,
        slug: slugify(top.name),
        position,
        moduleId: ids.module.get(top.module),
        image: images.category(position),
      })
      .returning({ id: categories.id });
    tops.set(top.name, row!.id);
  }
  const children = Array.from({ length: wanted }, (_, i) => {
    const sub = subs[i % subs.length]!;
    const variant = CATEGORY_VARIANTS[Math.floor(i / subs.length) % CATEGORY_VARIANTS.length]!;
    const round = Math.floor(i / (subs.length * CATEGORY_VARIANTS.length));
    const name = [variant, sub.name, round ? String(round + 1) : ''].filter(Boolean).join(' ');
    return { sub, name };
  });
  const rows = await db
    .insert(categories)
    .values(
      children.map((c, i) => ({
        name: c.name,
        slug: slugify(`${c.name}-${c.sub.top.name.split(' ')[0]}`),
        parentId: tops.get(c.sub.top.name),
        position: i,
        moduleId: ids.module.get(c.sub.top.module),
        image: images.category(i + 15),
      })),
    )
    .returning({ id: categories.id });
  rows.forEach((r, i) => {
    const { sub } = children[i]!;
    leaves.push({ id: r.id, parentId: tops.get(sub.top.name)!, topName: sub.top.name, line: sub.line });
  });
  return { tops, leaves };
}

export type StorePlan = { id: number; tops: string[] };

/** `total` stores across the demo's cities, each selling one or two top categories of one module. */
export async function makeStores(db: Database, rnd: Random, total: number, ids: Ids, images: SharedImages) {
  const made: StorePlan[] = [];
  const names = new Set<string>();
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => {
      const top = rnd.pick(CATEGORIES);
      const sameModule = CATEGORIES.filter((c) => c.module === top.module && c !== top);
      const tops = rnd.chance(0.4) && sameModule.length ? [top.name, rnd.pick(sameModule).name] : [top.name];
      const city = rnd.pick(CITIES);
      let name = `${rnd.pick(STORE_PREFIXES)} ${rnd.pick(STORE_NOUNS[top.name] ?? ['Store'])}`;
      if (names.has(name)) name = `${name} ${city.name}`;
      if (names.has(name)) name = `${name} ${start + k + 1}`;
      names.add(name);
      const ratingCount = rnd.int(0, 900);
      return {
        tops,
        row: {
          name,
          slug: slugify(name),
          phone: `3${rnd.int(0, 4)}${rnd.int(10_000_000, 99_999_999)}`,
          email: `${slugify(name)}@stores.bazaar.pk`,
          address: `${rnd.int(1, 300)} ${rnd.pick(['Main Bazaar', 'Mall Road', 'Commercial Area', 'Markaz', 'Saddar Road'])}, ${city.name}`,
          latitude: city.lat + (rnd.next() - 0.5) * 0.1,
          longitude: city.lng + (rnd.next() - 0.5) * 0.1,
          cityId: ids.city.get(city.name),
          zoneId: ids.zoneOfCity.get(city.name),
          moduleId: ids.module.get(top.module),
          logo: images.logo(start + k),
          coverPhoto: images.cover(start + k),
          minimumOrder: rnd.pick([0, 0, 300, 500, 1000, 2000]),
          deliveryTime: rnd.pick(['30-60 min', '1-3 days', '2-4 days', '2-5 days']),
          deliveryChargesContribution: rnd.pick([0, 0, 0, 10, 25, 50, 100]),
          leopardDetail: rnd.chance(0.1) ? STORE_RATES : null,
          featured: rnd.chance(0.05),
          ratingCount,
          ratingSum: Math.round(ratingCount * (3 + rnd.next() * 2)),
          orderCount: rnd.int(0, 20_000),
          createdAt: new Date(EPOCH - rnd.int(0, 3 * 365) * 86_400_000),
        },
      };
    });
    const rows = await db
      .insert(stores)
      .values(batch.map((b) => b.row))
      .returning({ id: stores.id });
    for (const [i, r] of rows.entries()) made.push({ id: r.id, tops: batch[i]!.tops });
    await db.insert(storeSchedules).values(rows.flatMap((r) => scheduleOf(rnd, r.id)));
  }
  return made;
}

/** A week of opening hours: most stores 10–22, some from 8, some late into the night, some closed Friday. */
function scheduleOf(rnd: Random, storeId: number) {
  const [open, close] = rnd.pick([
    ['10:00', '22:00'],
    ['08:00', '23:00'],
    ['12:00', '02:00'],
    ['09:00', '21:00'],
    ['00:00', '00:00'],
  ] as const);
  const closed = rnd.chance(0.2) ? 5 : -1;
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((d) => d !== closed)
    .map((day) => ({ storeId, day, openingTime: open, closingTime: close }));
}

/** `total` items spread over the stores (each sells its top categories' product lines), in batches. */
export async function makeItems(
  db: Database,
  rnd: Random,
  total: number,
  plans: StorePlan[],
  leaves: Leaf[],
  ids: Ids,
  images: SharedImages,
) {
  const leavesOf = new Map<string, Leaf[]>();
  for (const leaf of leaves) leavesOf.set(leaf.topName, [...(leavesOf.get(leaf.topName) ?? []), leaf]);
  const topModule = new Map(CATEGORIES.map((c) => [c.name, c.module]));
  let variations = 0;
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => {
      const n = start + k;
      const store = plans[Math.floor(rnd.next() ** 1.3 * plans.length)]!;
      const top = rnd.pick(store.tops);
      const leaf = rnd.pick(leavesOf.get(top)!);
      const line = leaf.line;
      const name = `${rnd.pick(line.names)}${rnd.pick(NAME_ENDINGS)}`;
      const price = shopPrice(line.price[0] + rnd.next() ** 2 * (line.price[1] - line.price[0]));
      const ratingCount = rnd.chance(0.7) ? rnd.int(1, 400) : 0;
      const discounted = rnd.chance(0.25);
      return {
        options: line.variations && rnd.chance(0.5) ? line.variations.options : undefined,
        row: {
          name,
          slug: `${slugify(name)}-${n + 1}`,
          description: `${name}. ${line.unit === 'kg' ? 'Sold per kg, packed fresh on the day of delivery.' : 'Original product with warranty and easy returns within 7 days.'}`,
          image: images.product(line.kind, n),
          images: [images.product(line.kind, n + 1)],
          categoryId: leaf.id,
          categoryIds: [
            { id: leaf.parentId, position: 1 },
            { id: leaf.id, position: 2 },
          ],
          storeId: store.id,
          moduleId: ids.module.get(topModule.get(top)!),
          price,
          discount: discounted ? rnd.pick([5, 10, 15, 20, 25, 30, 40]) : 0,
          discountType: 'percent',
          tax: top === 'Electronics' ? 5 : 0,
          stock: rnd.chance(0.06) ? 0 : rnd.int(1, 500),
          unitType: line.unit,
          veg: line.veg ?? null,
          weight: line.weight,
          length: line.dims[0],
          width: line.dims[1],
          height: line.dims[2],
          choiceOptions: line.variations
            ? [{ name: 'choice_1', title: line.variations.name, options: line.variations.options }]
            : [],
          maximumCartQuantity: line.unit === 'kg' ? 20 : null,
          sponsored: rnd.chance(0.05),
          ratingCount,
          ratingSum: Math.round(ratingCount * (2.5 + rnd.next() * 2.5)),
          orderCount: rnd.int(0, 3000),
          createdAt: new Date(EPOCH - rnd.int(0, 365 * 24 * 60) * 60_000),
        },
      };
    });
    const rows = await db
      .insert(items)
      .values(batch.map((b) => b.row))
      .returning({ id: items.id, price: items.price });
    const vars = rows.flatMap((r, i) =>
      (batch[i]!.options ?? []).map((type, k) => ({
        itemId: r.id,
        type,
        price: r.price + k * Math.max(10, Math.round(r.price * 0.08)),
        stock: rnd.int(0, 60),
      })),
    );
    if (vars.length) await db.insert(itemVariations).values(vars);
    variations += vars.length;
  }
  return { variations };
}
