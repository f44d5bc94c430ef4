import { eq, ne } from 'drizzle-orm';
import { createStaffSession } from '../../src/auth/staff';
import type { Database } from '../../src/db/client';
import { couriers, orders, stores } from '../../src/db/schema';
import { createCourier } from '../staff/courier-support';
import { storeItem } from '../staff/staff-support';
import { insertOrder } from '../support/order-fixtures';

/** A store's id and zone. */
export async function storeWithZone(db: Database, storeId: number) {
  const [store] = await db
    .select({ id: stores.id, zoneId: stores.zoneId })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store!;
}

/** An active store of another zone than `zoneId`, with an item in stock. */
export async function storeOfAnotherZone(db: Database, zoneId: number) {
  const candidates = await db
    .select({ id: stores.id, zoneId: stores.zoneId })
    .from(stores)
    .where(ne(stores.zoneId, zoneId));
  for (const store of candidates) {
    if (
      await storeItem(db, store.id).then(
        () => true,
        () => false,
      )
    )
      return store;
  }
  throw new Error(`no store outside zone ${zoneId} with stock`);
}

/** A courier (the market's in a zone, or a store's own) with a live token; online unless told. */
export async function courierWithToken(
  db: Database,
  options: { zoneId?: number; storeId?: number; online?: boolean } = {},
) {
  const member = await createCourier(db, options);
  if (options.online === false)
    await db.update(couriers).set({ online: false }).where(eq(couriers.staffId, member.id));
  return { id: member.id, name: member.name, token: await createStaffSession(db, member.id) };
}

/** An order of `storeId` in `status` (one unit of its first item in stock), optionally already a courier's. */
export async function orderIn(
  db: Database,
  input: { userId: number; storeId: number; status: string; courierId?: number; paymentMethod?: string },
) {
  const item = await storeItem(db, input.storeId);
  const { orderId } = await insertOrder(db, {
    userId: input.userId,
    storeId: input.storeId,
    status: input.status,
    paymentMethod: input.paymentMethod,
    paymentStatus: input.paymentMethod === 'wallet' ? 'paid' : 'unpaid',
    lines: [{ itemId: item.id, quantity: 1 }],
  });
  if (input.courierId)
    await db.update(orders).set({ deliveryManId: input.courierId }).where(eq(orders.id, orderId));
  return orderId;
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}
