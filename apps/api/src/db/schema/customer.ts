import type { Notice } from '@bazaar/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { items, stores } from './catalogue';
import { createdAt, updatedAt } from './geo';
import { orders } from './orders';
import { staff } from './staff';

/**
 * Append-only wallet ledger: a balance is the sum of credit − debit. Rows outlive a removed account
 * (user_id null, decision 403). One row per (transaction_type, reference): an order's debit or refund
 * is written exactly once, whatever retries or races happen.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: uuid('transaction_id').notNull().defaultRandom().unique(),
    credit: integer().notNull().default(0),
    debit: integer().notNull().default(0),
    transactionType: text('transaction_type').notNull(),
    reference: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_user_idx').on(t.userId, t.id),
    check('wallet_amounts_not_negative', sql`${t.credit} >= 0 and ${t.debit} >= 0`),
    uniqueIndex('wallet_once_per_reference')
      .on(t.transactionType, t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);

/** A notification to one customer, or to everyone when user_id is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    image: text(),
    type: text().notNull().default('general'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What it is about (domain `Notice`), so readers get it in their language; null for a broadcast. */
    notice: jsonb().$type<Notice>(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

export const wishlistStores = pgTable(
  'wishlist_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint().notNull(),
    comment: text(),
    status: text().notNull().default('active'),
    /** The store's one reply, shown under the review. */
    reply: text(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('rating_range', sql`${t.rating} between 1 and 5`),
    /** Plain text as written, at most 2000 characters (decision 503). */
    check('review_comment_length', sql`char_length(${t.comment}) <= 2000`),
    unique('one_review_per_item_order').on(t.itemId, t.orderId, t.userId),
    index('reviews_item_idx').on(t.itemId, t.id),
    index('reviews_user_idx').on(t.userId, t.id),
  ],
);

/** A review's photos (at most 3: positions 0–2), each a stored webp name under uploads/review. */
export const reviewImages = pgTable(
  'review_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    path: text().notNull(),
    position: smallint().notNull().default(0),
  },
  (t) => [
    check('review_image_position', sql`${t.position} between 0 and 2`),
    uniqueIndex('review_images_review_position').on(t.reviewId, t.position),
  ],
);

/** A support ticket or, with order_id, a complaint about that order (decision 504). */
export const tickets = pgTable(
  'tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    type: text().notNull().default('other'),
    priority: text().notNull().default('medium'),
    status: text().notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.updatedAt),
    index('tickets_status_idx').on(t.status, t.updatedAt),
    index('tickets_updated_idx').on(t.updatedAt),
    check('tickets_type_known', sql`${t.type} in ('order_problem','payment','delivery','account','other')`),
    check('tickets_status_known', sql`${t.status} in ('open','answered','closed')`),
    check('tickets_priority_known', sql`${t.priority} in ('low','medium','high')`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    /** The admin who wrote a staff message (kept for the record, never shown to the customer). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    message: text().notNull(),
    attachments: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.id),
    check('ticket_messages_sender_known', sql`${t.senderType} in ('customer','staff')`),
    check('ticket_messages_at_most_3_attachments', sql`jsonb_array_length(${t.attachments}) <= 3`),
  ],
);

/** Side effects (mail, push, notifications) written in the same transaction, delivered by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.availableAt).where(sql`${t.deliveredAt} is null`)],
);

/** A signed-in customer's cart, kept on the server so it follows them across devices. */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The stored requests (item, variation, choices, add-ons, quantity): prices are re-read on every read. */
  lines: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
  couponCode: text('coupon_code'),
  updatedAt: updatedAt(),
});
