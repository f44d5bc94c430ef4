import type { Store } from '@bazaar/contract';
import { isClosedBySeller, type Locale, localTexts, type ScheduleSlot, storedIdIn } from '@bazaar/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { stores } from '../../db/schema';
import type { AnswerClock } from '../../platform/answer-clock';
import type { BoundFilter } from '../items/item-filters';
import { storeOpenNow } from '../open-now';
import { type StoreOrder, storeOrderBy } from './repository';

const { searchVector: _v, ...storeFields } = getTableColumns(stores);

/**
 * A store answer in one row: its fields, its schedule and its active items' count (no N+1).
 * Correlated subqueries name the outer row as "stores"."id": Drizzle leaves columns bare in a
 * single-table select, and a bare `id` would bind to the subquery's own table.
 */
export const storeSelection = {
  store: storeFields,
  schedules: sql<ScheduleSlot[]>`coalesce((
    select json_agg(json_build_object('day', ss.day, 'opening_time', ss.opening_time, 'closing_time', ss.closing_time)
      order by ss.day, ss.opening_time)
    from store_schedules ss where ss.store_id = "stores"."id"), '[]'::json)`,
  itemsCount:
    sql<number>`(select count(*) from items i where i.store_id = "stores"."id" and i.active)`.mapWith(Number),
};

const selectStoresFrom = (db: Database) => db.select(storeSelection).from(stores);
export type StoreRow = Awaited<ReturnType<typeof selectStoresFrom>>[number];

const p = (name: string) => sql.placeholder(name);

/** A page of stores in one query, prepared once per filter shape and order; optionally with the total. */
export async function selectStoreRows(
  db: Database,
  bound: BoundFilter,
  order: StoreOrder,
  page: { limit: number; skip: number; withTotal?: boolean },
): Promise<{ rows: StoreRow[]; total: number | null }> {
  const withTotal = page.withTotal ?? false;
  const query = prepared(
    db,
    `stores-page|${bound.shape}|${order}|${withTotal}`,
    (name) =>
      db
        .select({
          ...storeSelection,
          total: (withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number),
        })
        .from(stores)
        .where(bound.where())
        .orderBy(...storeOrderBy(order))
        .limit(p('limit'))
        .offset(p('skip'))
        .prepare(name),
    bound.plan,
  );
  const rows = await query.execute({ ...bound.params, limit: page.limit, skip: page.skip });
  return { rows, total: withTotal ? (rows[0]?.total ?? null) : null };
}

type StoreCategory = { id: number; name: string; slug: string; items_count: number };

/**
 * One active store by id or slug (digits may be either), in one statement, plus the leaf categories it sells
 * in with its active items' count in each (what storeCategories answers), aggregated as JSON from
 * items_active_store_category_idx alone — one round trip instead of two (decision 202, 2026-11-23).
 */
export async function findStorePage(
  db: Database,
  value: string,
): Promise<(StoreRow & { categories: StoreCategory[] }) | undefined> {
  const text = value.toLowerCase();
  const byId = storedIdIn(text) !== null;
  const query = prepared(db, `store-page|${byId ? 'id' : 'slug'}`, (name) =>
    db
      .select({
        ...storeSelection,
        categories: sql<StoreCategory[]>`coalesce((
          select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'items_count', s.n)
            order by c.position, c.name)
          from (select i.category_id, count(*) as n from items i
                where i.store_id = "stores"."id" and i.active group by i.category_id) s
          join categories c on c.id = s.category_id), '[]'::json)`,
      })
      .from(stores)
      .where(
        and(
          byId
            ? sql`(${stores.id} = ${p('id')} or ${stores.slug} = ${p('slug')})`
            : eq(stores.slug, p('slug')),
          eq(stores.active, true),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute(byId ? { id: Number(text), slug: text } : { slug: text });
  return row;
}

/**
 * Contract Stores from rows, open now by the answer's clock (one moment for the whole list); the
 * answer then holds until the first of them opens or closes. Names in the shopper's language where
 * the seller gave one (decision 408).
 */
export function toStores(rows: StoreRow[], clock: AnswerClock, locale: Locale): Store[] {
  return rows.map((row) => toStore(row, clock, locale));
}

export function toStore(
  { store: s, schedules, itemsCount }: StoreRow,
  clock: AnswerClock,
  locale: Locale,
): Store {
  return {
    id: s.id,
    name: localTexts({ name: s.name }, s.translations, locale).name,
    slug: s.slug,
    phone: s.phone,
    email: s.email,
    logo: s.logo,
    cover_photo: s.coverPhoto,
    latitude: s.latitude === null ? null : Number(s.latitude),
    longitude: s.longitude === null ? null : Number(s.longitude),
    address: s.address,
    city_id: s.cityId,
    zone_id: s.zoneId,
    module_id: s.moduleId,
    minimum_order: s.minimumOrder,
    free_delivery: s.freeDelivery,
    delivery: s.delivery,
    take_away: s.takeAway,
    tax: Number(s.tax),
    delivery_time: s.deliveryTime,
    open: storeOpenNow({ active: s.active, closed_until: s.closedUntil, schedules }, clock) ? 1 : 0,
    active: s.active,
    featured: s.featured,
    avg_rating: Number(s.avgRating),
    rating_count: s.ratingCount,
    order_count: s.orderCount,
    items_count: itemsCount,
    delivery_charges_contribution: Number(s.deliveryChargesContribution),
    leopard_detail: s.leopardDetail ? JSON.stringify(s.leopardDetail) : null,
    discount: null,
    schedules: schedules.map((slot) => ({
      day: slot.day,
      opening_time: normaliseTime(slot.opening_time),
      closing_time: normaliseTime(slot.closing_time),
    })),
    created_at: new Date(s.createdAt).toISOString(),
    // Per caller: set by markFavouriteStores (catalogue/favourites.ts) for a signed-in customer.
    is_favorite: false,
  };
}

/** `10:00` or `10:00:00` → `10:00:00`. */
const normaliseTime = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

/**
 * What only the store page shows (decision 408): the description in the shopper's language, the
 * seller's announcement, and until when the seller closed the store (null once that has passed).
 */
export function storePageTexts(
  s: Pick<StoreRow['store'], 'description' | 'translations' | 'announcement' | 'closedUntil' | 'active'>,
  clock: AnswerClock,
  locale: Locale,
) {
  const closed = isClosedBySeller({ active: s.active, closed_until: s.closedUntil, schedules: [] }, clock.at);
  const closedUntil = closed && s.closedUntil ? new Date(s.closedUntil).toISOString() : null;
  return {
    description: localTexts({ description: s.description }, s.translations, locale).description,
    announcement: s.announcement,
    closed_until: closedUntil,
  };
}
