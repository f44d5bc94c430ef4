import { endpoints } from '@bazaar/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { orders, users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { say } from '../../http/locale';
import { removeProfileImage } from './profile-image';

/** Orders in these states are over: they no longer hold an account open (decision 307). */
export const FINISHED_ORDER_STATUSES = ['delivered', 'canceled', 'refunded', 'failed', 'returned'];

/**
 * DELETE customer/remove-account: 203 while an order is still running; otherwise the user row and
 * everything personal hanging off it (sessions, addresses, wish lists, wallet, tickets, push devices,
 * notifications, recovery flows) go, by ON DELETE CASCADE. Orders stay for the stores, with user_id
 * null and the delivery address and note wiped.
 */
export function removeAccountRoute(app: FastifyInstance, { db, dataDir }: AppDeps) {
  registerEndpoint(app, endpoints.removeAccount, async ({ req }) => {
    const { id } = currentCustomer(req);
    const image = await db.transaction(async (tx) => {
      // Lock the account so an order placed meanwhile either lands first (and is seen) or fails.
      const [user] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      const running = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, id), notInArray(orders.orderStatus, FINISHED_ORDER_STATUSES)))
        .limit(1);
      if (running.length > 0) {
        throw new AppError(203, [{ code: 'orders', message: say(req, 'account.remove_blocked') }]);
      }
      await tx.update(orders).set({ deliveryAddress: null, orderNote: null }).where(eq(orders.userId, id));
      await tx.delete(users).where(eq(users.id, id));
      return user?.image ?? null;
    });
    await removeProfileImage(dataDir, image);
    return { message: say(req, 'account.user_deleted') };
  });
}
