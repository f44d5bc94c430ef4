import {
  DEMO_ADMIN,
  DEMO_COURIER_PASSWORD,
  DEMO_COURIERS,
  DEMO_SELLER_PASSWORD,
  DEMO_SELLERS,
} from '@bazaar/seed';
import { and, asc, eq, gte, notExists, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { items, itemVariations, stores, walletTransactions } from '../../src/db/schema';
import { bearer } from '../support/accounts';
import type { TestApp } from '../support/test-app';

export const ADMIN = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
/** The walkthrough seller (Jinnah Super Grocers) and a seller of another store. */
export const SELLER = {
  email: DEMO_SELLERS[0]!.email,
  password: DEMO_SELLER_PASSWORD,
  slug: DEMO_SELLERS[0]!.storeSlug,
};
export const OTHER_SELLER = {
  email: DEMO_SELLERS[1]!.email,
  password: DEMO_SELLER_PASSWORD,
  slug: DEMO_SELLERS[1]!.storeSlug,
};

/** The README's demo courier (Islamabad, online). */
export const COURIER = { email: DEMO_COURIERS[0]!.email, password: DEMO_COURIER_PASSWORD };

export const staffLogin = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/staff/auth/login', payload: { email, password } });

/** Signs a staff member in and answers the bearer token. */
export async function staffToken(t: TestApp, who: { email: string; password: string }) {
  const res = await staffLogin(t, who.email, who.password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

export async function storeIdOf(db: Database, slug: string) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  if (!row) throw new Error(`no store ${slug}`);
  return row.id;
}

/** An active item of one store, without variations, with at least `minStock` units. */
export async function storeItem(db: Database, storeId: number, minStock = 5) {
  const [item] = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.storeId, storeId),
        eq(items.active, true),
        gte(items.stock, minStock),
        notExists(
          db
            .select({ id: itemVariations.id })
            .from(itemVariations)
            .where(eq(itemVariations.itemId, items.id)),
        ),
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  if (!item) throw new Error(`no item with stock in store ${storeId}`);
  return item;
}

export async function stockOf(db: Database, itemId: number) {
  const [row] = await db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row!.stock;
}

export async function balanceOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${walletTransactions.credit} - ${walletTransactions.debit}), 0)::int`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return row!.n;
}

export const ledgerOf = (db: Database, userId: number) =>
  db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(asc(walletTransactions.id));

export const put = (t: TestApp, url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

export const get = (t: TestApp, url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
