import { endpoints } from '@bazaar/contract';
import { pakistanDateTime, readMoment, sellerClosingUntil } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import { stores } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { readVendorStore, storeRow } from './store-read';

/**
 * PUT vendor/update-active-status (decision 408): "closed today / until". The store stays listed and
 * browsable; every open-now answer, the cart and checkout say closed until the moment passes, then it
 * opens by its hours again with no further write. `closed: 0` opens it again at once.
 */
export function activeStatusRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorActiveStatus, async ({ body, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    const now = Date.now();
    let until: Date | null = null;
    if (body.closed === 1) {
      const chosen = body.closed_until ? readMoment(body.closed_until) : null;
      if (body.closed_until && chosen === null)
        throw AppError.field('closed_until', 'store_status.until_invalid');
      const closing = sellerClosingUntil(chosen, now);
      if (!closing.ok) throw AppError.field('closed_until', closing.error.key, closing.error.params);
      until = new Date(closing.value);
    }
    await db.transaction(async (tx) => {
      const current = await storeRow(tx, storeId, true);
      await tx
        .update(stores)
        .set({ closedUntil: until, updatedAt: new Date() })
        .where(eq(stores.id, storeId));
      await recordAudit(tx, staff, {
        action: 'store.closed_until',
        entity: 'store',
        entityId: storeId,
        before: { closed_until: current.closedUntil },
        after: { closed_until: until },
      });
    });
    const store = await readVendorStore(db, storeId, now);
    return {
      message: until
        ? say(req, 'store_status.closed', { until: pakistanDateTime(until) })
        : say(req, 'store_status.opened'),
      open: store.open,
      closed_until: store.closed_until,
    };
  });
}
