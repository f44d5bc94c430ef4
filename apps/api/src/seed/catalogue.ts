import type { Database } from '../db/client';
import { categories, items, itemVariations, storeSchedules, stores } from '../db/schema';
import { categoryIcon, productArt, storeCover, storeLogo } from './art';
import { CATEGORIES, type ProductLine } from './data/categories';
import { STORE_RATES } from './data/marketing';
import { STORES } from './data/places';
import type { ImageWriter } from './images';
import { type Random, shopPrice, slugify } from './random';

type Ids = { city: Map<string, number>; zoneOfCity: Map<string, number>; module: Map<string, number> };

export async function seedCategories(db: Database, images: ImageWriter, moduleIds: Map<string, number>) {
  const subIds = new Map<string, { id: number; parentId: number; line: ProductLine }>();
  const topIds = new Map<string, number>();
  for (const [position, top] of CATEGORIES.entries()) {
    const slug = slugify(top.name);
    const [row] = await db
      .insert(categories)
      .values({
        name: top.name,
        slug,
        position,
        moduleId: moduleIds.get(top.module),
        image: images.add('category', slug, categoryIcon(top.kind, position + 1)),
      })
      .returning({ id: categories.id });
    topIds.set(top.name, row!.id);
    const children = Object.entries(top.children);
    const inserted = await db
      .insert(categories)
      .values(
        children.map(([name, line], i) => {
          const childSlug = slugify(`${name}`);
          return {
            name,
            slug: childSlug,
            parentId: row!.id,
            position: i,
            moduleId: moduleIds.get(top.module),
            image: images.add('category', childSlug, categoryIcon(line.kind, (position + 1) * 31 + i)),
          };
        }),
      )
      .returning({ id: categories.id, name: categories.name });
    for (const [i, c] of inserted.entries())
      subIds.set(c.name, { id: c.id, parentId: row!.id, line: children[i]![1] });
  }
  return { topIds, subIds };
}

export async function seedStores(db: Database, images: ImageWriter, rnd: Random, ids: Ids) {
  const storeIds = new Map<string, number>();
  for (const [i, s] of STORES.entries()) {
    const slug = slugify(s.name);
    const city = ids.city.get(s.city)!;
    const [row] = await db
      .insert(stores)
      .values({
        name: s.name,
        slug,
        phone: s.phone,
        email: `${slug.split('-')[0]}@stores.bazaar.pk`,
        address: s.address,
        cityId: city,
        zoneId: ids.zoneOfCity.get(s.city),
        moduleId: ids.module.get(s.module),
        latitude: 0,
        longitude: 0,
        logo: images.add('store', slug, storeLogo(s.name, i + 1)),
        coverPhoto: images.add('store/cover', slug, storeCover(s.name, i + 1)),
        minimumOrder: s.minimumOrder,
        deliveryTime: s.deliveryTime,
        deliveryChargesContribution: s.contribution,
        leopardDetail: s.ownRates ? STORE_RATES : null,
        featured: s.featured ?? false,
        ratingCount: rnd.int(20, 400),
        ratingSum: 0,
        orderCount: rnd.int(50, 3000),
      })
      .returning({ id: stores.id, ratingCount: stores.ratingCount });
    storeIds.set(s.name, row!.id);
    // Equal opening and closing times mean open all day (decision 203).
    const [openingTime, closingTime] = s.allDay
      ? ['00:00', '00:00']
      : [s.module === 'grocery' ? '08:00' : '10:00', '23:00'];
    await db
      .insert(storeSchedules)
      .values(
        [0, 1, 2, 3, 4, 5, 6]
          .filter((d) => !s.closedDays?.includes(d))
          .map((day) => ({ storeId: row!.id, day, openingTime, closingTime })),
      );
  }
  return storeIds;
}

type ItemSeed = typeof items.$inferInsert & { variationOptions?: string[] };

/** The demo items: each store sells its categories' product lines; later stores a sample of them. */
export function planItems(
  rnd: Random,
  storeIds: Map<string, number>,
  subIds: Awaited<ReturnType<typeof seedCategories>>['subIds'],
  moduleIds: Map<string, number>,
  images: ImageWriter,
): ItemSeed[] {
  const sellers = new Map<string, number>();
  const slugs = new Set<string>();
  const plan: ItemSeed[] = [];
  for (const store of STORES) {
    for (const topName of store.categories) {
      const top = CATEGORIES.find((c) => c.name === topName)!;
      const seenBefore = sellers.get(topName) ?? 0;
      sellers.set(topName, seenBefore + 1);
      for (const subName of Object.keys(top.children)) {
        const sub = subIds.get(subName)!;
        const line = sub.line;
        for (const name of line.names) {
          if (seenBefore > 0 && !rnd.chance(0.45)) continue;
          let slug = slugify(name);
          if (slugs.has(slug)) slug = `${slug}-${slugify(store.name).split('-')[0]}`;
          slugs.add(slug);
          const seed = plan.length + 1;
          const price = shopPrice(line.price[0] + rnd.next() ** 2 * (line.price[1] - line.price[0]));
          const discounted = rnd.chance(0.3);
          const percentOff = rnd.chance(0.75);
          const ratingCount = rnd.chance(0.8) ? rnd.int(1, 240) : 0;
          const jitter = 0.85 + rnd.next() * 0.3;
          plan.push({
            name,
            slug,
            description: `${name} from ${store.name}, ${store.city}. ${line.unit === 'kg' ? 'Sold per kg, packed fresh on the day of delivery.' : "Original product with the store's warranty and easy returns within 7 days."}`,
            image: images.add('item', slug, productArt(line.kind, seed)),
            images: [1, 2].map((k) =>
              images.add('item', `${slug}-${k}`, productArt(line.kind, seed * 7 + k)),
            ),
            categoryId: sub.id,
            categoryIds: [
              { id: sub.parentId, position: 1 },
              { id: sub.id, position: 2 },
            ],
            storeId: storeIds.get(store.name)!,
            moduleId: moduleIds.get(store.module),
            price,
            discount: discounted
              ? percentOff
                ? rnd.pick([5, 10, 15, 20, 25, 30])
                : Math.max(10, Math.round((price * rnd.pick([0.05, 0.1, 0.15])) / 10) * 10)
              : 0,
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
            variationOptions: line.variations?.options,
            maximumCartQuantity: line.unit === 'kg' ? 20 : null,
            sponsored: rnd.chance(0.1),
            ratingCount,
            ratingSum: Math.round(ratingCount * (3.4 + rnd.next() * 1.6)),
            orderCount: rnd.int(0, 600),
            createdAt: new Date(Date.now() - rnd.int(0, 90 * 24) * 3_600_000),
          });
        }
      }
    }
  }
  return plan;
}

export async function insertItems(db: Database, rnd: Random, plan: ItemSeed[]) {
  const inserted: { id: number; price: number }[] = [];
  for (let i = 0; i < plan.length; i += 100) {
    const batch = plan.slice(i, i + 100).map(({ variationOptions: _v, ...row }) => row);
    inserted.push(...(await db.insert(items).values(batch).returning({ id: items.id, price: items.price })));
  }
  const variations = plan.flatMap((p, i) =>
    (p.variationOptions ?? []).map((type, k) => ({
      itemId: inserted[i]!.id,
      type,
      price: inserted[i]!.price + k * Math.max(10, Math.round((inserted[i]!.price * 0.08) / 10) * 10),
      stock: rnd.chance(0.12) ? 0 : rnd.int(2, 60),
    })),
  );
  for (let i = 0; i < variations.length; i += 200) {
    await db.insert(itemVariations).values(variations.slice(i, i + 200));
  }
  return { items: inserted.length, variations: variations.length };
}
