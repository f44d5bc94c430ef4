import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, zones } from './geo';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    email: text().notNull(),
    phone: text(),
    image: text(),
    /** argon2id PHC string; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    registrationType: text('registration_type').notNull().default('manual'),
    loginWith: text('login_with').notNull().default('manual'),
    googleSub: text('google_sub'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    status: text().notNull().default('active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
  ],
);

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One password-recovery flow: a flow token for the client, a single-use secret sent by email. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a flow started for an email with no account: it answers alike and never succeeds. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    flowTokenHash: text('flow_token_hash').notNull().unique(),
    /** HMAC of the emailed code, keyed with the flow token (decision 303). */
    secretHash: text('secret_hash'),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** A link that confirms an email address: single use, stored as a SHA-256 hash. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link confirms: a link for an old address cannot confirm a new one. */
    email: text().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    addressType: text('address_type').notNull().default('home'),
    address: text().notNull(),
    road: text(),
    house: text(),
    floor: text(),
    latitude: numeric({ precision: 10, scale: 7, mode: 'number' }).notNull(),
    longitude: numeric({ precision: 10, scale: 7, mode: 'number' }).notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_type_known', sql`${t.addressType} in ('home','office','others')`),
  ],
);

/**
 * A device registered for push: the Web Push endpoint (`token`, its identity) and keys; user_id null
 * for a device saved before sign-in (decision 502).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull().unique(),
    p256dh: text(),
    auth: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.updatedAt)],
);
