import { asc, sql } from 'drizzle-orm';
import type { Db } from '../commerce/tx';
import { zones } from '../db/schema';

export type Point = { latitude: number; longitude: number };

/**
 * The active zone a point lies in (the lowest id where zones overlap), or null outside every zone:
 * one `@>` test on the zones' GiST index. Checkout and the address book both place an address with it.
 */
export async function zoneAt(db: Db, point: Point): Promise<number | null> {
  const [zone] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(sql`${zones.active} and ${zones.coordinates} @> point(${point.longitude}, ${point.latitude})`)
    .orderBy(asc(zones.id))
    .limit(1);
  return zone?.id ?? null;
}
