import type { Item } from '@bazaar/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { items, stores } from '../../db/schema';
import { type BoundFilter, type ItemOrder, itemOrderBy, ORDER_KEYS } from './item-filters';

// Lists never carry the item's translations: only item details answer its description in the
// shopper's language (repository.ts, findItemDetails).
const {
  searchVector: _v,
  searchExtra: _e,
  categoryPath: _p,
  translations: _t,
  ...itemFields
} = getTableColumns(items);

type Variation = { type: string; price: number; stock: number };
type AddOn = { id: number; name: string; price: number };

/**
 * What an item answer needs, in one row: the item, its store's fields, and its variations and
 * active add-ons aggregated as JSON by PostgreSQL, so a page of items is one query (no N+1).
 * The subqueries name the outer row as "items".… explicitly (see storeSelection for why).
 */
export const itemSelection = {
  item: itemFields,
  storeName: stores.name,
  storeSlug: stores.slug,
  storeContribution: stores.deliveryChargesContribution,
  storeRates: stores.leopardDetail,
  variations: sql<Variation[]>`coalesce((
    select json_agg(json_build_object('type', v.type, 'price', v.price, 'stock', v.stock) order by v.id)
    from item_variations v where v.item_id = "items"."id" and not v.retired), '[]'::json)`,
  // Most items have no add-ons: answered without a subquery. Otherwise the ids are looked up on
  // add_ons' primary key (`= any(array(…))`), not by scanning add_ons once per row (decision 202).
  addOns: sql<AddOn[]>`case when "items"."add_on_ids" = '[]'::jsonb then '[]'::json else coalesce((
    select json_agg(json_build_object('id', a.id, 'name', a.name, 'price', a.price) order by a.id)
    from add_ons a where a.active
      and a.id = any(array(select jsonb_array_elements_text("items"."add_on_ids")::integer))), '[]'::json) end`,
};

const selectItemsFrom = (db: Database) =>
  db.select(itemSelection).from(items).innerJoin(stores, eq(stores.id, items.storeId));

export type ItemRow = Awaited<ReturnType<typeof selectItemsFrom>>[number];

const p = (name: string) => sql.placeholder(name);
/**
 * LIMIT/OFFSET written into the statement (Drizzle would bind them): with a bound LIMIT,
 * PostgreSQL's generic plan assumes a tenth of the rows, looks worse than a custom plan, and the
 * statement is re-planned on every call (decision 202). They become part of the statement shape.
 */
const literal = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n)))) as unknown as number;

/**
 * One page of items in one query: a CTE picks the page's ids along the list's index (narrow rows,
 * no per-row subqueries), then the page is joined back for its full rows, in the same order. With
 * `withTotal`, the CTE also counts every match (`count(*) over ()`): search ranks every match
 * anyway, so its total costs no second scan. Prepared once per filter shape and order.
 */
export async function pageOfItems(
  db: Database,
  bound: BoundFilter,
  order: ItemOrder,
  page: { limit: number; skip: number; withTotal?: boolean },
): Promise<{ rows: ItemRow[]; total: number | null }> {
  const withTotal = page.withTotal ?? false;
  const depth = page.skip + page.limit;
  const branched = bound.branches && order !== 'search_rank' && !withTotal && depth <= BRANCH_DEPTH;
  const key = `items-page|${bound.shape}|${order}|${withTotal}|${branched}|${page.limit}|${page.skip}`;
  const query = prepared(
    db,
    key,
    (name) => {
      const orderBy = itemOrderBy(order);
      const ids = db.$with('page').as(
        branched
          ? branchedPage(db, bound, order as Exclude<ItemOrder, 'search_rank'>, page)
          : db
              .select({
                pid: sql<number>`${items.id}`.as('pid'),
                total: (withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).as('total'),
              })
              .from(items)
              .innerJoin(stores, eq(stores.id, items.storeId))
              .where(bound.where())
              .orderBy(...orderBy)
              .limit(literal(page.limit))
              .offset(literal(page.skip)),
      );
      return db
        .with(ids)
        .select({ ...itemSelection, total: ids.total })
        .from(ids)
        .innerJoin(items, eq(items.id, ids.pid))
        .innerJoin(stores, eq(stores.id, items.storeId))
        .orderBy(...orderBy)
        .prepare(name);
    },
    branched ? bound.branches!.plan : bound.plan,
  );
  const rows = await query.execute(bound.params);
  return { rows, total: withTotal ? (rows[0] ? Number(rows[0].total) : null) : null };
}

/** Parent-category pages up to this depth (offset rows + limit) read each branch on its own index. */
const BRANCH_DEPTH = 200;

/**
 * A parent category's page ids (decision 202): one branch per category of its subtree, each read
 * along its own (category_id, order…) index, merged by PostgreSQL's
 * Merge Append. A sort that correlates with the category (price) would otherwise walk the global
 * index past thousands of other categories' rows.
 */
function branchedPage(
  db: Database,
  bound: BoundFilter,
  order: Exclude<ItemOrder, 'search_rank'>,
  page: { limit: number; skip: number },
) {
  const keys = ORDER_KEYS[order];
  const branch = (i: number) =>
    db
      .select({
        id: items.id,
        ...Object.fromEntries(keys.map(([column], k) => [`k${k}`, sql`${column}`.as(`k${k}`)])),
      })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(sql`${items.categoryId} = ${p(`b${i}`)}`, bound.branches!.where()))
      .orderBy(...itemOrderBy(order))
      // A constant, so the statement's generic plan is the merge of index walks (Merge Append
      // pulls only the rows the outer LIMIT needs from each branch).
      .limit(literal(BRANCH_DEPTH));
  const union = sql.join(
    Array.from({ length: bound.branches!.count }, (_, i) => sql`(${branch(i)})`),
    sql` union all `,
  );
  return db
    .select({ pid: sql<number>`u.id`.as('pid'), total: sql<number>`0`.as('total') })
    .from(sql`(${union}) u`)
    .orderBy(...keys.map(([, dir], k) => sql.raw(`u.k${k} ${dir}`)))
    .limit(literal(page.limit))
    .offset(literal(page.skip));
}

/** Contract Items from rows. */
export function toItems(rows: ItemRow[]): Item[] {
  return rows.map(toItem);
}

export function toItem({
  item,
  storeName,
  storeSlug,
  storeContribution,
  storeRates,
  variations,
  addOns,
}: ItemRow): Item {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    image: item.image,
    images: item.images,
    category_id: item.categoryId,
    category_ids: item.categoryIds,
    price: item.price,
    tax: Number(item.tax),
    tax_type: item.taxType === 'amount' ? 'amount' : 'percent',
    discount: Number(item.discount),
    discount_type: item.discountType === 'amount' ? 'amount' : 'percent',
    stock: item.stock,
    unit_type: item.unitType,
    veg: item.veg === null ? null : Number(item.veg),
    store_id: item.storeId,
    store_name: storeName,
    store_slug: storeSlug,
    choice_options: item.choiceOptions,
    variations,
    add_ons: addOns,
    food_variations: item.foodVariations,
    // PostgreSQL's stored average (two decimals): the value the rating sort and filter use.
    avg_rating: Number(item.avgRating),
    rating_count: item.ratingCount,
    maximum_cart_quantity: item.maximumCartQuantity,
    weight: Number(item.weight),
    length: Number(item.length),
    width: Number(item.width),
    height: Number(item.height),
    delivery_charges_contribution: Number(item.deliveryChargesContribution ?? storeContribution),
    leopard_detail: storeRates ? JSON.stringify(storeRates) : null,
    order_count: item.orderCount,
    created_at: new Date(item.createdAt).toISOString(),
    // Per caller: set by markFavouriteItems (catalogue/favourites.ts) for a signed-in customer.
    is_favorite: false,
  };
}
