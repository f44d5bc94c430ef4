import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { items, itemVariations, stores } from './catalogue';
import { createdAt, updatedAt } from './geo';
import { coupons, itemCampaigns } from './marketing';
import { staff } from './staff';

/** One checkout: the shopper's cart placed at once; it becomes one order per store. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method').notNull(),
    /** Whole rupees, everything included. */
    totalAmount: integer('total_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('checkout_total_not_negative', sql`${t.totalAmount} >= 0`)],
);

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    checkoutId: integer('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    /** Null once the customer's account is removed: the store keeps the anonymised order. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderAmount: integer('order_amount').notNull(),
    couponCode: text('coupon_code'),
    couponDiscountAmount: integer('coupon_discount_amount').notNull().default(0),
    storeDiscountAmount: integer('store_discount_amount').notNull().default(0),
    totalTaxAmount: integer('total_tax_amount').notNull().default(0),
    deliveryCharge: integer('delivery_charge').notNull().default(0),
    originalDeliveryCharge: integer('original_delivery_charge').notNull().default(0),
    dmTips: integer('dm_tips').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    orderStatus: text('order_status').notNull().default('pending'),
    orderType: text('order_type').notNull().default('delivery'),
    orderNote: text('order_note'),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>(),
    /** Set once the order's stock (and coupon use) went back: a release happens exactly once. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** A digital payment that arrived after the order had expired or been canceled: money to give back. */
    refundDue: integer('refund_due').notNull().default(0),
    /** The courier delivering it (a `staff` row with role 'courier'); null until one is assigned or accepts. */
    deliveryManId: integer('delivery_man_id').references(() => staff.id, { onDelete: 'set null' }),
    /**
     * The delivery verification code (spec §3 order labels): four digits the customer sees on the
     * order page and tells the courier, who must enter it to mark the order delivered.
     */
    deliveryVerificationCode: text('delivery_verification_code')
      .notNull()
      .default(sql`lpad((floor(random() * 10000))::int::text, 4, '0')`),
    /** Why the store, the customer or the operator canceled it. */
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_store_idx').on(t.storeId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_delivery_man_idx').on(t.deliveryManId, t.id),
    check('order_amount_not_negative', sql`${t.orderAmount} >= 0`),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id),
    variationId: integer('variation_id').references(() => itemVariations.id),
    itemCampaignId: integer('item_campaign_id').references(() => itemCampaigns.id),
    /** Unit price in whole rupees at the time of the order. */
    price: integer().notNull(),
    itemDetails: jsonb('item_details').$type<Record<string, unknown>>().notNull(),
    variation: jsonb().$type<{ type: string; price: number }[]>().notNull().default([]),
    variant: text(),
    addOns: jsonb('add_ons')
      .$type<{ id: number; name: string; price: number; quantity: number }[]>()
      .notNull()
      .default([]),
    discountOnItem: integer('discount_on_item').notNull().default(0),
    quantity: integer().notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
  },
  (t) => [
    index('order_details_order_idx').on(t.orderId),
    // Whether a variation a seller removes is named by an order (decision 409).
    index('order_details_variation_idx')
      .on(t.variationId)
      .where(sql`${t.variationId} is not null`),
    check('quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    actor: text().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const refundRequests = pgTable('refund_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  note: text(),
  image: text(),
  /** Up to 3 stored image names (spec §5). */
  images: jsonb().$type<string[]>().notNull().default([]),
  /** pending → approved | rejected | canceled (by the customer). */
  status: text().notNull().default('pending'),
  adminNote: text('admin_note'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A digital payment attempt for a checkout, settled by the provider's signed callback. */
export const payments = pgTable('payments', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  checkoutId: integer('checkout_id')
    .notNull()
    .references(() => checkouts.id),
  provider: text().notNull(),
  amount: integer().notNull(),
  status: text().notNull().default('pending'),
  providerRef: text('provider_ref').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every callback the provider sent, accepted or not: a replayed event id is refused. */
export const paymentEvents = pgTable('payment_events', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  paymentId: integer('payment_id').references(() => payments.id),
  eventId: text('event_id').notNull().unique(),
  status: text().notNull(),
  accepted: text().notNull(),
  body: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId)],
);

/** A retried order placement with the same key answers the first answer again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [unique('idempotency_user_key').on(t.userId, t.key)],
);
