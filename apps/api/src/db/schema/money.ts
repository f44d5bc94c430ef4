import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { stores } from './catalogue';
import { createdAt } from './geo';
import { orders } from './orders';
import { staff } from './staff';

/**
 * The market's one ledger (issue 36): double entry, whole rupees. Every money event (an order
 * delivered, a refund, cash handed over, a payout) is one transaction `txn` whose entries sum to 0
 * across accounts such as 'customer', 'store:12', 'courier:4', 'platform:commission',
 * 'platform:delivery', 'refund'. An account's balance is the sum of its entries; a seller's
 * statement is its account's entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The transaction's key, e.g. 'order:123:delivered' or 'payout:5:paid': written once. */
    txn: text().notNull(),
    account: text().notNull(),
    /** Signed whole rupees: what the account gains (+) or gives (−) in this transaction. */
    amount: integer().notNull(),
    kind: text().notNull(),
    storeId: integer('store_id').references(() => stores.id),
    courierId: integer('courier_id').references(() => staff.id),
    orderId: integer('order_id').references(() => orders.id),
    payoutId: integer('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_txn_account').on(t.txn, t.account),
    index('ledger_account_idx').on(t.account, t.id),
    index('ledger_order_idx').on(t.orderId),
  ],
);

/** A seller's or courier's request to be paid what the ledger owes them. */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    courierId: integer('courier_id').references(() => staff.id),
    /** Whole rupees. */
    amount: integer().notNull(),
    /** 'bank', 'jazzcash' or 'easypaisa'. */
    method: text().notNull(),
    /** Bank: bank_name, account_title, account_number (IBAN); a wallet: account_title, mobile number. */
    account: jsonb().$type<Record<string, string>>().notNull(),
    status: text().notNull().default('pending'),
    note: text(),
    requestedBy: integer('requested_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_requests_store_idx').on(t.storeId, t.id),
    index('payout_requests_courier_idx').on(t.courierId, t.id),
    index('payout_requests_status_idx').on(t.status, t.id),
    check('payout_amount_positive', sql`${t.amount} > 0`),
    check('payout_method', sql`${t.method} in ('bank','jazzcash','easypaisa')`),
    check('payout_status', sql`${t.status} in ('pending','approved','rejected','paid')`),
    check('payout_one_payee', sql`(${t.storeId} is null) <> (${t.courierId} is null)`),
  ],
);

/** Who changed what, before and after, when (issue 36): every write by a seller, courier or operator. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'seller', 'courier', 'admin' or 'system'. */
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id'),
    storeId: integer('store_id'),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text('entity_id'),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_store_idx').on(t.storeId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorRole, t.actorId, t.id),
  ],
);
