import type { SavedAddress } from '@bazaar/contract';
import type { Address } from '@bazaar/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { lockCustomer } from '../../commerce/customer-lock';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';

/** At most this many saved addresses per customer. */
export const MAX_ADDRESSES = 50;

type Row = typeof addresses.$inferSelect;

const columns = (a: Address, zoneId: number) => ({
  contactPersonName: a.contact_person_name,
  contactPersonNumber: a.contact_person_number,
  addressType: a.address_type,
  address: a.address,
  road: a.road ?? null,
  house: a.house ?? null,
  floor: a.floor ?? null,
  latitude: a.latitude,
  longitude: a.longitude,
  zoneId,
});

export const toAddress = (row: Row): SavedAddress => ({
  id: row.id,
  contact_person_name: row.contactPersonName,
  contact_person_number: row.contactPersonNumber,
  address_type: row.addressType as SavedAddress['address_type'],
  address: row.address,
  road: row.road,
  house: row.house,
  floor: row.floor,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  zone_id: row.zoneId,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** A page of the customer's addresses, newest first, with the total in the same statement. */
export async function addressPage(db: Database, userId: number, limit: number, skip: number) {
  const rows = await db
    .select({ row: addresses, total: sql<string>`count(*) over ()` })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.id))
    .limit(limit)
    .offset(skip);
  return { rows: rows.map((r) => r.row), total: rows[0] ? Number(rows[0].total) : null };
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Saves a new address under the customer's row lock (so two at once cannot pass the cap); null when full. */
export function insertAddress(db: Database, userId: number, a: Address, zoneId: number) {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, userId))) return null;
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((held?.n ?? 0) >= MAX_ADDRESSES) return null;
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(a, zoneId) })
      .returning();
    return row ?? null;
  });
}

/** Replaces one of the customer's addresses; undefined when the customer has no address of that id. */
export async function updateAddress(db: Database, userId: number, id: number, a: Address, zoneId: number) {
  const [row] = await db
    .update(addresses)
    .set({ ...columns(a, zoneId), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the customer's addresses; false when the customer has no address of that id. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
