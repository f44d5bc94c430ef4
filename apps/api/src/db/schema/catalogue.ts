import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';
import { cities, createdAt, modules, percent, updatedAt, zones } from './geo';

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
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
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
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stores_zone_idx').on(t.zoneId, t.moduleId), index('stores_city_idx').on(t.cityId)],
);

/** Opening hours; day 0 = Sunday. A store with no row for a day is closed that day. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    day: smallint().notNull(),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
  },
  (t) => [index('store_schedules_store_idx').on(t.storeId, t.day), check('day_of_week', sql`${t.day} between 0 and 6`)],
);

export const addOns = pgTable('add_ons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  storeId: integer('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
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
    storeId: integer('store_id').notNull().references(() => stores.id),
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
    choiceOptions: jsonb('choice_options').$type<{ name: string; title: string; options: string[] }[]>().notNull().default([]),
    foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull().default([]),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    sponsored: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Units delivered: the best-selling order. */
    orderCount: integer('order_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('items_stock_not_negative', sql`${t.stock} >= 0`),
    check('items_price_not_negative', sql`${t.price} >= 0`),
    index('items_store_idx').on(t.storeId, t.id),
    index('items_category_idx').on(t.categoryId, t.id),
    index('items_created_idx').on(t.createdAt, t.id),
  ],
);

/** One purchasable variation of an item (e.g. "Red-XL"), with its own price and stock. */
export const itemVariations = pgTable(
  'item_variations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    price: integer().notNull(),
    stock: integer().notNull().default(0),
  },
  (t) => [unique('item_variation_type').on(t.itemId, t.type), check('variation_stock_not_negative', sql`${t.stock} >= 0`)],
);
