import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './catalogue';
import { createdAt, updatedAt } from './geo';

/**
 * The people who run the market: a seller (one store's owner or staff), a courier (the market's, or
 * one store's own when store_id is set; profile in `couriers`) or an admin (every store).
 * Kept apart from customers so that a staff token can never act as a customer, nor the reverse
 * (decision 404).
 */
export const staff = pgTable(
  'staff',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text().notNull(),
    /** The seller's store (or a store's own courier's); null for an admin and the market's couriers. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    active: text().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`),
    check('staff_role', sql`${t.role} in ('seller','admin','courier')`),
    check('staff_seller_has_store', sql`${t.role} <> 'seller' or ${t.storeId} is not null`),
  ],
);

/** Opaque staff bearer tokens, stored only as SHA-256 hashes (as customer sessions are). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
