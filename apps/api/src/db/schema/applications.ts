import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './catalogue';
import { createdAt, percent, zones } from './geo';

/**
 * A store's application to sell on the market (spec §3 store registration; issue 36): what the
 * applicant entered, waiting for the operator. Approving it makes the store and its seller account
 * (`store_id` then names the store); rejecting keeps the reason the applicant is mailed. One pending
 * application per email.
 */
export const storeApplications = pgTable(
  'store_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: text().notNull().default('pending'),
    storeName: text('store_name').notNull(),
    address: text().notNull(),
    /** VAT, percent. */
    tax: percent('tax').notNull(),
    minDeliveryTime: integer('min_delivery_time').notNull(),
    maxDeliveryTime: integer('max_delivery_time').notNull(),
    deliveryTimeType: text('delivery_time_type').notNull(),
    logo: text().notNull(),
    coverPhoto: text('cover_photo').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    latitude: numeric({ precision: 10, scale: 7, mode: 'number' }).notNull(),
    longitude: numeric({ precision: 10, scale: 7, mode: 'number' }).notNull(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** argon2id PHC string: the seller account's, once approved. */
    passwordHash: text('password_hash').notNull(),
    reason: text(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_applications_pending_email')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('store_applications_status_idx').on(t.status, t.id),
    check('store_applications_status', sql`${t.status} in ('pending','approved','rejected')`),
    check('store_applications_delivery_time', sql`${t.maxDeliveryTime} >= ${t.minDeliveryTime}`),
  ],
);
