import type { NameTranslations, TextTranslations } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, items, stores } from './catalogue';
import { createdAt, modules, zones } from './geo';

/** A basic campaign: stores join it for a date range. */
export const campaigns = pgTable('campaigns', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  image: text(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  moduleId: integer('module_id').references(() => modules.id),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
  /** Title and description in ur, ar and sp (decision 217). */
  translations: jsonb().$type<TextTranslations>().notNull().default({}),
  /** The picture carries its own words; false: the storefront writes the title over it. */
  textInImage: boolean('text_in_image').notNull().default(true),
});

export const campaignStores = pgTable(
  'campaign_stores',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.storeId] })],
);

/** An item campaign: a time-limited offer of an item with its own price and stock. */
export const itemCampaigns = pgTable(
  'item_campaigns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    description: text(),
    image: text(),
    itemId: integer('item_id').references(() => items.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id').references(() => categories.id),
    price: integer().notNull(),
    discount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    discountType: text('discount_type').notNull().default('percent'),
    stock: integer().notNull().default(0),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    /** Title and description in ur, ar and sp (decision 217). */
    translations: jsonb().$type<TextTranslations>().notNull().default({}),
  },
  (t) => [check('item_campaign_stock_not_negative', sql`${t.stock} >= 0`)],
);

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  type: text().notNull().default('default'),
  image: text().notNull(),
  storeId: integer('store_id').references(() => stores.id),
  itemId: integer('item_id').references(() => items.id),
  link: text(),
  zoneId: integer('zone_id').references(() => zones.id),
  moduleId: integer('module_id').references(() => modules.id),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  /** Title in ur, ar and sp (decision 217). */
  translations: jsonb().$type<TextTranslations>().notNull().default({}),
  /** The picture carries its own words; false: the storefront writes the title over it. */
  textInImage: boolean('text_in_image').notNull().default(true),
});

export const blogCategories = pgTable('blog_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  /** Name in ur, ar and sp (decision 217). */
  translations: jsonb().$type<NameTranslations>().notNull().default({}),
});

export const blogs = pgTable(
  'blogs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    categoryId: integer('category_id').references(() => blogCategories.id),
    excerpt: text(),
    body: text().notNull(),
    image: text(),
    author: text(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean().notNull().default(true),
    /** Title, excerpt and body in ur, ar and sp (decision 217). */
    translations: jsonb().$type<TextTranslations>().notNull().default({}),
  },
  (t) => [
    index('blogs_published_idx').on(t.publishedAt),
    index('blogs_category_idx').on(t.categoryId, t.publishedAt),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    code: text().notNull().unique(),
    startDate: date('start_date').notNull(),
    expireDate: date('expire_date').notNull(),
    /** Whole rupees. */
    minPurchase: integer('min_purchase').notNull().default(0),
    maxDiscount: integer('max_discount').notNull().default(0),
    discount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountType: text('discount_type').notNull(),
    couponType: text('coupon_type').notNull().default('default'),
    storeId: integer('store_id').references(() => stores.id),
    zoneIds: jsonb('zone_ids').$type<number[]>().notNull().default([]),
    /** Uses allowed per customer; null = unlimited. */
    limit: integer(),
    /** Uses allowed in total, all customers together; null = unlimited. */
    totalLimit: integer('total_limit'),
    totalUses: integer('total_uses').notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_discount_type', sql`${t.discountType} in ('percent','amount')`),
    check(
      'coupon_total_uses_within_limit',
      sql`${t.totalLimit} is null or ${t.totalUses} <= ${t.totalLimit}`,
    ),
  ],
);
