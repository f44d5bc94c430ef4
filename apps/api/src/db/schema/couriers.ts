import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, zones } from './geo';
import { staff } from './staff';

/**
 * A courier's working profile (spec §3 delivery-man fields; issue 36). The account itself is a
 * `staff` row with role 'courier' (its own token, never a customer's); a store's own courier has
 * that row's store_id set, the market's couriers have none.
 */
export const couriers = pgTable(
  'couriers',
  {
    staffId: integer('staff_id')
      .primaryKey()
      .references(() => staff.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
    /** 'freelancer' (paid per delivery) or 'salary_based'. */
    earning: text().notNull(),
    identityType: text('identity_type').notNull(),
    identityNumber: text('identity_number').notNull(),
    /** Stored webp names under uploads/delivery-man. */
    identityImages: jsonb('identity_images').$type<string[]>().notNull().default([]),
    image: text(),
    /** Online: offered new orders. */
    online: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('couriers_zone_online_idx').on(t.zoneId, t.online),
    check('couriers_earning', sql`${t.earning} in ('freelancer','salary_based')`),
  ],
);

/** A courier's application, pending until the operator decides (as store applications are). */
export const courierApplications = pgTable(
  'courier_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: text().notNull().default('pending'),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** argon2id PHC string: the courier account's, once approved. */
    passwordHash: text('password_hash').notNull(),
    identityType: text('identity_type').notNull(),
    identityNumber: text('identity_number').notNull(),
    identityImages: jsonb('identity_images').$type<string[]>().notNull().default([]),
    image: text().notNull(),
    earning: text().notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
    reason: text(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The courier's staff account once approved. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_applications_pending_email')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('courier_applications_status_idx').on(t.status, t.id),
    check('courier_applications_status', sql`${t.status} in ('pending','approved','rejected')`),
    check('courier_applications_earning', sql`${t.earning} in ('freelancer','salary_based')`),
  ],
);
