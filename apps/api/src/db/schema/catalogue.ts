import type { NameTranslations, TextTranslations } from '@bazaar/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities, createdAt, modules, percent, updatedAt, zones } from './geo';

/** A PostgreSQL full-text document. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search documents use the `simple` configuration: lower-cased words, no stemming and no stop words,
 * so Roman-Urdu ('chawal', 'kurta', 'jutti') is matched as written (decision 201).
 */
const simpleDoc = (column: string, weight: 'A' | 'B' | 'C' | 'D') =>
  `setweight(to_tsvector('simple'::regconfig, coalesce(${column}, '')), '${weight}')`;

export type RateTable = { courier?: string; rates: { kg: number; rate: number }[] };

export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    image: text(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    position: integer().notNull().default(0),
    moduleId: integer('module_id').references(() => modules.id),
    active: boolean().notNull().default(true),
    /** The name in the market's other languages (`NameTranslations`; decision 216). */
    translations: jsonb().$type<NameTranslations>().notNull().default({}),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL => sql.raw(simpleDoc('name', 'A'))),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_search_idx').using('gin', t.searchVector),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    phone: text(),
    email: text(),
    logo: text(),
    coverPhoto: text('cover_photo'),
    address: text(),
    latitude: numeric({ precision: 10, scale: 7, mode: 'number' }),
    longitude: numeric({ precision: 10, scale: 7, mode: 'number' }),
    cityId: integer('city_id').references(() => cities.id),
    zoneId: integer('zone_id').references(() => zones.id),
    moduleId: integer('module_id').references(() => modules.id),
    /** Whole rupees. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    tax: percent('tax').notNull().default(0),
    deliveryTime: text('delivery_time'),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    delivery: boolean().notNull().default(true),
    takeAway: boolean('take_away').notNull().default(false),
    featured: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    /** Percent of the courier rate the store pays (reduces the shopper's delivery charge). */
    deliveryChargesContribution: percent('delivery_charges_contribution').notNull().default(0),
    /** The store's own courier rate table; null uses the market default from settings. */
    leopardDetail: jsonb('leopard_detail').$type<RateTable>(),
    description: text(),
    /** Name and description in the market's other languages ({ ur: { name, description } }; en is the columns). */
    translations: jsonb().$type<TextTranslations>().notNull().default({}),
    /** A note shoppers see on the store page (holiday hours, a delay); null shows none. */
    announcement: text(),
    /** Closed by the seller until this moment ("closed today"), whatever the weekly hours say. */
    closedUntil: timestamp('closed_until', { withTimezone: true }),
    /** The operator's commission on this store's orders, percent; null takes the market's default. */
    commission: percent('commission'),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Average rating, 0–5, kept by PostgreSQL so lists can sort on an index. */
    avgRating: numeric('avg_rating', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`least(5, case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end)`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql.raw(`${simpleDoc('name', 'A')} || ${simpleDoc('address', 'C')}`),
    ),
  },
  (t) => [
    index('stores_zone_idx').on(t.zoneId, t.moduleId),
    index('stores_city_idx').on(t.cityId),
    index('stores_name_idx').on(t.name),
    index('stores_popular_idx').on(t.orderCount, t.id),
    index('stores_latest_idx').on(t.createdAt, t.id),
    index('stores_rating_idx').on(t.avgRating, t.ratingCount, t.id),
    index('stores_search_idx').using('gin', t.searchVector),
  ],
);

/** Opening hours; day 0 = Sunday. A store with no row for a day is closed that day. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
  },
  (t) => [
    index('store_schedules_store_idx').on(t.storeId, t.day),
    check('day_of_week', sql`${t.day} between 0 and 6`),
  ],
);

export const addOns = pgTable('add_ons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  price: integer().notNull(),
  active: boolean().notNull().default(true),
});

export type FoodVariation = {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: boolean;
  values: { label: string; optionPrice: number }[];
};

export const items = pgTable(
  'items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    image: text(),
    images: jsonb().$type<string[]>().notNull().default([]),
    categoryId: integer('category_id').references(() => categories.id),
    /** The leaf category and its parents, for listing a parent category's products. */
    categoryIds: jsonb('category_ids').$type<{ id: number; position: number }[]>().notNull().default([]),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    moduleId: integer('module_id').references(() => modules.id),
    /** Whole rupees. */
    price: integer().notNull(),
    discount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    discountType: text('discount_type').notNull().default('percent'),
    tax: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    taxType: text('tax_type').notNull().default('percent'),
    stock: integer().notNull().default(0),
    unitType: text('unit_type'),
    veg: boolean(),
    /** kg per unit */
    weight: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    /** cm per unit */
    length: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    width: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    height: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    deliveryChargesContribution: percent('delivery_charges_contribution'),
    choiceOptions: jsonb('choice_options')
      .$type<{ name: string; title: string; options: string[] }[]>()
      .notNull()
      .default([]),
    foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull().default([]),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    sponsored: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Units delivered: the best-selling order. */
    orderCount: integer('order_count').notNull().default(0),
    /**
     * Its texts in the market's other languages, field by field ({ ur: { description } }): item details
     * answer the description in the shopper's language (decision 216). The name is a proper name.
     */
    translations: jsonb().$type<TextTranslations>().notNull().default({}),
    /** The seller's search tags (lower-case words). */
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** Deleted by its seller (decision 409): switched off for good, kept for the orders that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Price of one unit after the item's own discount (the domain's new_price), for price filters and sorts. */
    salePrice: integer('sale_price').generatedAlwaysAs(
      (): SQL =>
        sql`(price - least(price, case when discount_type = 'amount' then round(greatest(discount, 0)) else round(price * least(greatest(discount, 0), 100) / 100) end))::integer`,
    ),
    avgRating: numeric('avg_rating', { precision: 3, scale: 2, mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`least(5, case when rating_count > 0 then round(rating_sum::numeric / rating_count, 2) else 0 end)`,
    ),
    /** What "popular" means: units delivered plus three per rating (decision 202). */
    popularity: integer().generatedAlwaysAs((): SQL => sql`order_count + 3 * rating_count`),
    /** category_ids as an array (filled by a trigger): `category_path @> {id}` lists a category's items. */
    categoryPath: integer('category_path').array().notNull().default(sql`'{}'::integer[]`),
    /** The item's category and store names (filled by a trigger), so those names find the item too. */
    searchExtra: text('search_extra').notNull().default(''),
    /**
     * Name (A) and category and store names (B). Descriptions are left out: their boilerplate
     * ("original product with warranty") matched everything and misled the planner (decision 201).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql.raw(`${simpleDoc('name', 'A')} || ${simpleDoc('search_extra', 'B')}`),
    ),
  },
  (t) => [
    check('items_stock_not_negative', sql`${t.stock} >= 0`),
    check('items_price_not_negative', sql`${t.price} >= 0`),
    index('items_store_idx').on(t.storeId, t.id),
    index('items_category_idx').on(t.categoryId, t.id),
    index('items_created_idx').on(t.createdAt, t.id),
    // A store's active items counted from the index alone (store lists show items_count), and by
    // category for the store page's category list (decision 202, 2026-11-23).
    index('items_active_store_category_idx')
      .on(t.storeId, t.categoryId)
      .where(sql`active`),
    // A store's newest active items (the store page's list) read along the index, 20 entries.
    index('items_store_newest_idx')
      .on(t.storeId, t.createdAt, t.id)
      .where(sql`active`),
    // Bounded counts of a category's (or a parent's categories') active items, deals included,
    // from the index alone (index-only scan; decision 202, 2026-11-23).
    index('items_active_category_idx')
      .on(t.categoryId, t.storeId, t.discount)
      .where(sql`active`),
    // One index per sort order of the item lists (decision 202); read backwards for descending.
    index('items_sale_price_idx').on(t.salePrice, t.id),
    index('items_rating_idx').on(t.avgRating, t.ratingCount, t.id),
    index('items_popularity_idx').on(t.popularity, t.id),
    index('items_reviews_idx').on(t.ratingCount, t.id),
    index('items_sales_idx').on(t.orderCount, t.id),
    // The same orders within one leaf category: a leaf's page reads only its own rows.
    index('items_category_popularity_idx').on(t.categoryId, t.popularity, t.id),
    index('items_category_newest_idx').on(t.categoryId, t.createdAt, t.id),
    index('items_category_price_idx').on(t.categoryId, t.salePrice, t.id),
    index('items_category_rating_idx').on(t.categoryId, t.avgRating, t.ratingCount, t.id),
    index('items_category_sales_idx').on(t.categoryId, t.orderCount, t.id),
    index('items_category_reviews_idx').on(t.categoryId, t.ratingCount, t.id),
    index('items_category_path_idx').using('gin', t.categoryPath),
    index('items_search_idx').using('gin', t.searchVector),
  ],
);

/** One purchasable variation of an item (e.g. "Red-XL"), with its own price and stock. */
export const itemVariations = pgTable(
  'item_variations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    price: integer().notNull(),
    stock: integer().notNull().default(0),
    /**
     * A combination its seller removed while orders still name it (decision 409): kept so their
     * variation_id stays valid, never shown or sold.
     */
    retired: boolean().notNull().default(false),
  },
  (t) => [
    unique('item_variation_type').on(t.itemId, t.type),
    check('variation_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * A discount with dates (decision 409): the seller's offer, kept until its last timed change.
 * `items.discount` holds what applies today; the midnight sweep moves it when a date is reached.
 */
export const itemDiscountPlans = pgTable(
  'item_discount_plans',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    discount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountType: text('discount_type').notNull(),
    /** First day of the discount in Pakistan (YYYY-MM-DD); null: already running. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** Last day of the discount in Pakistan, included; null: until the seller changes it. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** Whether items.discount holds the offer now. */
    applied: boolean().notNull().default(false),
  },
  (t) => [
    index('item_discount_plans_starts_idx').on(t.startsOn).where(sql`not ${t.applied}`),
    index('item_discount_plans_ends_idx').on(t.endsOn).where(sql`${t.endsOn} is not null`),
    check(
      'item_discount_plans_dates',
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);
