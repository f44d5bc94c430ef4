import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { couriers, staff } from '../../src/db/schema';

/**
 * A courier account straight in the database (staff role 'courier' and its profile), for tests that
 * need one without going through an application. `storeId` makes it a store's own courier.
 */
export async function createCourier(db: Database, options: { storeId?: number; zoneId?: number } = {}) {
  const [member] = await db
    .insert(staff)
    .values({
      name: 'Test Courier',
      email: `courier.${randomBytes(4).toString('hex')}@example.pk`,
      // Never signed in with a password: tests use a session made for the row.
      passwordHash: 'unusable',
      role: 'courier',
      storeId: options.storeId ?? null,
    })
    .returning();
  await db.insert(couriers).values({
    staffId: member!.id,
    phone: '03001234567',
    zoneId: options.zoneId ?? null,
    earning: 'freelancer',
    identityType: 'nid',
    identityNumber: '35202-1234567-1',
    online: true,
  });
  return member!;
}
