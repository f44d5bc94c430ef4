import { slugify } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import { type Database, storeSchedules, stores } from './api';
import { storeCover, storeLogo } from './art';
import { CATEGORIES } from './data/categories';
import { STORE_RATES } from './data/marketing';
import { STORE_NOUNS, STORE_PREFIXES } from './data/names';
import { CITIES, type SeedStore, STORES } from './data/places';
import type { Pictures } from './pictures';
import type { PlaceIds } from './places';
import type { Random } from './random';

/** A store as the item plan needs it: where it is and which top categories it sells. */
export type StorePlan = { id: number; name: string; city: string; tops: readonly string[]; named: boolean };

type StoreRow = typeof stores.$inferInsert & { name: string; slug: string };
type Opening = { day: number; openingTime: string; closingTime: string };
/** A store before it has an id: its row, its week and what it sells. */
export type StoreSeed = Omit<StorePlan, 'id'> & { row: StoreRow; week: Opening[]; n: number };

const BATCH = 1000;
const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** `total` stores: the named ones (data/places.ts), then generated ones across the same cities. */
export function planStores(rnd: Random, ids: PlaceIds, total: number, now: number): StoreSeed[] {
  const seeds = STORES.map((s, n) => namedStore(rnd, ids, s, n));
  const names = new Set(STORES.map((s) => s.name));
  for (let n = seeds.length; n < total; n++) seeds.push(generatedStore(rnd, ids, names, n, now));
  return seeds;
}

/** Inserts the stores with a logo and cover of their own and their opening hours. */
export async function insertStores(db: Database, pictures: Pictures, seeds: StoreSeed[]) {
  const made: StorePlan[] = [];
  for (let start = 0; start < seeds.length; start += BATCH) {
    const batch = seeds.slice(start, start + BATCH);
    const rows = await db
      .insert(stores)
      .values(
        batch.map((b) => ({
          ...b.row,
          logo: pictures.own('store', b.row.slug, storeLogo(b.row.name, b.n + 1)),
          coverPhoto: pictures.own('store/cover', b.row.slug, storeCover(b.row.name, b.n + 1)),
        })),
      )
      .returning({ id: stores.id });
    const weeks = rows.flatMap((r, k) => batch[k]!.week.map((day) => ({ storeId: r.id, ...day })));
    for (let i = 0; i < weeks.length; i += BATCH)
      await db.insert(storeSchedules).values(weeks.slice(i, i + BATCH));
    for (const [k, r] of rows.entries()) {
      const { row, week: _week, n: _n, ...plan } = batch[k]!;
      made.push({ id: r.id, ...plan });
    }
  }
  // A named store's average differs from store to store, between 3.6 and 4.8.
  await db.execute(
    sql`update stores set rating_sum = round(rating_count * (3.6 + (id % 7) * 0.2))::int where id <= ${made[STORES.length - 1]?.id ?? 0}`,
  );
  return made;
}

function namedStore(rnd: Random, ids: PlaceIds, s: SeedStore, n: number): StoreSeed {
  const slug = slugify(s.name);
  const city = CITIES.find((c) => c.name === s.city)!;
  // Equal opening and closing times mean open all day (decision 203). The browser journeys' server sets
  // BAZAAR_DEMO_OPEN_ALL_DAY=1 so they never depend on the hour they run at (stores close at 23:00).
  const [openingTime, closingTime] =
    s.allDay || process.env.BAZAAR_DEMO_OPEN_ALL_DAY === '1'
      ? ['00:00', '00:00']
      : [s.module === 'grocery' ? '08:00' : '10:00', '23:00'];
  return {
    n,
    name: s.name,
    city: s.city,
    tops: s.categories,
    named: true,
    week: DAYS.filter((d) => !s.closedDays?.includes(d)).map((day) => ({ day, openingTime, closingTime })),
    row: {
      name: s.name,
      slug,
      phone: s.phone,
      email: `${slug.split('-')[0]}@stores.bazaar.pk`,
      address: s.address,
      cityId: ids.city.get(s.city),
      zoneId: ids.zoneOfCity.get(s.city),
      moduleId: ids.module.get(s.module),
      latitude: city.lat,
      longitude: city.lng,
      minimumOrder: s.minimumOrder,
      deliveryTime: s.deliveryTime,
      deliveryChargesContribution: s.contribution,
      leopardDetail: s.ownRates ? STORE_RATES : null,
      featured: s.featured ?? false,
      ratingCount: rnd.int(20, 400),
      ratingSum: 0,
      orderCount: rnd.int(50, 3000),
    },
  };
}

/** A generated store in one of the cities, selling one or two top categories of one module. */
function generatedStore(rnd: Random, ids: PlaceIds, names: Set<string>, n: number, now: number): StoreSeed {
  const top = rnd.pick(CATEGORIES);
  const sameModule = CATEGORIES.filter((c) => c.module === top.module && c !== top);
  const tops = rnd.chance(0.4) && sameModule.length ? [top.name, rnd.pick(sameModule).name] : [top.name];
  const city = rnd.pick(CITIES);
  let name = `${rnd.pick(STORE_PREFIXES)} ${rnd.pick(STORE_NOUNS[top.name] ?? ['Store'])}`;
  if (names.has(name)) name = `${name} ${city.name}`;
  if (names.has(name)) name = `${name} ${n + 1}`;
  names.add(name);
  const ratingCount = rnd.int(0, 900);
  const slug = slugify(name);
  const row: StoreRow = {
    name,
    slug,
    phone: `3${rnd.int(0, 4)}${rnd.int(10_000_000, 99_999_999)}`,
    email: `${slug}@stores.bazaar.pk`,
    address: `${rnd.int(1, 300)} ${rnd.pick(['Main Bazaar', 'Mall Road', 'Commercial Area', 'Markaz', 'Saddar Road'])}, ${city.name}`,
    latitude: city.lat + (rnd.next() - 0.5) * 0.1,
    longitude: city.lng + (rnd.next() - 0.5) * 0.1,
    cityId: ids.city.get(city.name),
    zoneId: ids.zoneOfCity.get(city.name),
    moduleId: ids.module.get(top.module),
    minimumOrder: rnd.pick([0, 0, 300, 500, 1000, 2000]),
    deliveryTime: rnd.pick(['30-60 min', '1-3 days', '2-4 days', '2-5 days']),
    deliveryChargesContribution: rnd.pick([0, 0, 0, 10, 25, 50, 100]),
    leopardDetail: rnd.chance(0.1) ? STORE_RATES : null,
    featured: rnd.chance(0.05),
    ratingCount,
    ratingSum: Math.round(ratingCount * (3 + rnd.next() * 2)),
    orderCount: rnd.int(0, 20_000),
    createdAt: new Date(now - rnd.int(0, 3 * 365) * 86_400_000),
  };
  return { n, name, city: city.name, tops, named: false, row, week: weekOf(rnd) };
}

/** A week of opening hours: most stores 10–22, some from 8, some late into the night, some closed Friday. */
function weekOf(rnd: Random): Opening[] {
  const [openingTime, closingTime] = rnd.pick([
    ['10:00', '22:00'],
    ['08:00', '23:00'],
    ['12:00', '02:00'],
    ['09:00', '21:00'],
    ['00:00', '00:00'],
  ] as const);
  const closed = rnd.chance(0.2) ? 5 : -1;
  return DAYS.filter((d) => d !== closed).map((day) => ({ day, openingTime, closingTime }));
}
