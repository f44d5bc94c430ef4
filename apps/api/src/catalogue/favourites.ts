import type { Item, Store } from '@bazaar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { optionalCustomer } from '../auth/authenticate';
import type { Database } from '../db/client';
import { prepared } from '../db/prepared';
import { wishlistItems, wishlistStores } from '../db/schema';

const p = (name: string) => sql.placeholder(name);
const viewers = new WeakMap<FastifyRequest, Promise<number | null>>();

/**
 * Who is looking at a catalogue answer: the signed-in customer's id, or null for a guest (no bearer,
 * or a stale one). Looked up once per request, and only when an Authorization header is present —
 * the same condition under which the response cache (app/answer-cache.ts) stays out of the way,
 * so a personalised answer is never stored or served from it (decision 501).
 */
export function viewerOf(db: Database, req: FastifyRequest): Promise<number | null> {
  let viewer = viewers.get(req);
  if (!viewer) {
    viewer = req.headers.authorization
      ? optionalCustomer(db, req).then((customer) => customer?.id ?? null)
      : Promise.resolve(null);
    viewers.set(req, viewer);
  }
  return viewer;
}

/** Which of `ids` the customer keeps as favourite items: one primary-key lookup. */
async function favouriteItemIds(db: Database, userId: number, ids: number[]): Promise<Set<number>> {
  const query = prepared(db, 'favourite-item-ids', (name) =>
    db
      .select({ id: wishlistItems.itemId })
      .from(wishlistItems)
      .where(
        and(eq(wishlistItems.userId, p('user')), sql`${wishlistItems.itemId} = any(${p('ids')}::integer[])`),
      )
      .prepare(name),
  );
  const rows = await query.execute({ user: userId, ids });
  return new Set(rows.map((r) => r.id));
}

async function favouriteStoreIds(db: Database, userId: number, ids: number[]): Promise<Set<number>> {
  const query = prepared(db, 'favourite-store-ids', (name) =>
    db
      .select({ id: wishlistStores.storeId })
      .from(wishlistStores)
      .where(
        and(
          eq(wishlistStores.userId, p('user')),
          sql`${wishlistStores.storeId} = any(${p('ids')}::integer[])`,
        ),
      )
      .prepare(name),
  );
  const rows = await query.execute({ user: userId, ids });
  return new Set(rows.map((r) => r.id));
}

/** Answers with is_favorite set for the caller's favourites: no statement for a guest, one for a customer. */
async function markFavourites<T extends { id: number }>(
  db: Database,
  req: FastifyRequest,
  list: T[],
  favouriteIds: (db: Database, userId: number, ids: number[]) => Promise<Set<number>>,
): Promise<T[]> {
  if (list.length === 0) return list;
  const userId = await viewerOf(db, req);
  if (userId === null) return list;
  const ids = await favouriteIds(db, userId, [...new Set(list.map((x) => x.id))]);
  return list.map((x) => (ids.has(x.id) ? { ...x, is_favorite: true } : x));
}

/** Item answers with is_favorite for the caller. */
export const markFavouriteItems = <T extends Item>(db: Database, req: FastifyRequest, list: T[]) =>
  markFavourites(db, req, list, favouriteItemIds);

/** Store answers with is_favorite for the caller. */
export const markFavouriteStores = <T extends Store>(db: Database, req: FastifyRequest, list: T[]) =>
  markFavourites(db, req, list, favouriteStoreIds);
