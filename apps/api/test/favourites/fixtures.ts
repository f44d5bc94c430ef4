import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { items, stores, wishlistItems, wishlistStores } from '../../src/db/schema';
import type { TestApp } from '../support/test-app';

/** Active items of active stores, in id order, with their store. */
export async function activeItems(db: Database, count: number) {
  const rows = await db
    .select({ id: items.id, name: items.name, storeId: items.storeId, storeName: stores.name })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(eq(items.active, true), eq(stores.active, true)))
    .orderBy(asc(items.id))
    .limit(count);
  expect(rows.length).toBe(count);
  return rows;
}

export const favourites = async (db: Database, userId: number) => ({
  items: (await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).map((r) => r.itemId),
  stores: (await db.select().from(wishlistStores).where(eq(wishlistStores.userId, userId))).map(
    (r) => r.storeId,
  ),
});

type Headers = Record<string, string>;

export const add = (t: TestApp, headers: Headers, query: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customer/wish-list/add?${query}`, headers });

export const remove = (t: TestApp, headers: Headers, query: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/customer/wish-list/remove?${query}`, headers });

export const wishList = (t: TestApp, headers: Headers) =>
  t.app.inject({ url: '/api/v1/customer/wish-list', headers });
