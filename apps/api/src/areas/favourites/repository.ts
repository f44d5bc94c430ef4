import type { Locale } from '@bazaar/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { itemSelection, toItems } from '../../catalogue/items/item-shape';
import { storeSelection, toStores } from '../../catalogue/stores/store-shape';
import { lockCustomer } from '../../commerce/customer-lock';
import type { Database } from '../../db/client';
import { items, stores, wishlistItems, wishlistStores } from '../../db/schema';
import { AnswerClock } from '../../platform/answer-clock';

/** At most this many favourite items, and as many stores, per customer: the list is one bounded answer. */
export const MAX_FAVOURITES = 200;

export type Kind = 'item' | 'store';
export type Added = { ok: true; name: string } | { ok: false; reason: 'absent' | 'duplicate' | 'full' };

const tables = {
  item: { list: wishlistItems, key: wishlistItems.itemId },
  store: { list: wishlistStores, key: wishlistStores.storeId },
} as const;

/** The name of an active item of an active store, or of an active store; undefined otherwise. */
async function activeName(db: Pick<Database, 'select'>, kind: Kind, id: number) {
  const [row] =
    kind === 'item'
      ? await db
          .select({ name: items.name })
          .from(items)
          .innerJoin(stores, eq(stores.id, items.storeId))
          .where(and(eq(items.id, id), eq(items.active, true), eq(stores.active, true)))
      : await db
          .select({ name: stores.name })
          .from(stores)
          .where(and(eq(stores.id, id), eq(stores.active, true)));
  return row?.name;
}

/**
 * Adds a favourite. Every add takes the customer's row lock first, so the duplicate check, the cap
 * and the insert see the same list, and two adds at once cannot pass the cap together.
 */
export function addFavourite(db: Database, userId: number, kind: Kind, id: number): Promise<Added> {
  const { list, key } = tables[kind];
  return db.transaction(async (tx): Promise<Added> => {
    const name = await activeName(tx, kind, id);
    if (name === undefined || !(await lockCustomer(tx, userId))) return { ok: false, reason: 'absent' };
    const [held] = await tx
      .select({ n: count(), has: sql<boolean>`bool_or(${key} = ${id})` })
      .from(list)
      .where(eq(list.userId, userId));
    if (held?.has) return { ok: false, reason: 'duplicate' };
    if ((held?.n ?? 0) >= MAX_FAVOURITES) return { ok: false, reason: 'full' };
    if (kind === 'item') await tx.insert(wishlistItems).values({ userId, itemId: id });
    else await tx.insert(wishlistStores).values({ userId, storeId: id });
    return { ok: true, name };
  });
}

/** Removes a favourite; answers its name (or null when it was not there). */
export async function removeFavourite(db: Database, userId: number, kind: Kind, id: number) {
  const { list, key } = tables[kind];
  const removed = await db
    .delete(list)
    .where(and(eq(list.userId, userId), eq(key, id)))
    .returning({ id: key });
  if (removed.length === 0) return null;
  // A favourite of an item since hidden still comes off the list; its name may then be unknown.
  const [row] =
    kind === 'item'
      ? await db.select({ name: items.name }).from(items).where(eq(items.id, id))
      : await db.select({ name: stores.name }).from(stores).where(eq(stores.id, id));
  return row?.name ?? '';
}

/** The customer's favourite active items and stores, newest first, in the catalogue's shapes. */
export async function wishList(db: Database, userId: number, locale: Locale) {
  const [itemRows, storeRows] = await Promise.all([
    db
      .select(itemSelection)
      .from(wishlistItems)
      .innerJoin(items, eq(items.id, wishlistItems.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(eq(wishlistItems.userId, userId), eq(items.active, true), eq(stores.active, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.itemId))
      .limit(MAX_FAVOURITES),
    db
      .select(storeSelection)
      .from(wishlistStores)
      .innerJoin(stores, eq(stores.id, wishlistStores.storeId))
      .where(and(eq(wishlistStores.userId, userId), eq(stores.active, true)))
      .orderBy(desc(wishlistStores.createdAt), desc(wishlistStores.storeId))
      .limit(MAX_FAVOURITES),
  ]);
  return {
    item: toItems(itemRows).map((i) => ({ ...i, is_favorite: true })),
    store: toStores(storeRows, new AnswerClock(), locale).map((s) => ({ ...s, is_favorite: true })),
  };
}
