import { endpoints } from '@bazaar/contract';
import { UNSETTLED_ORDER_STATUSES } from '@bazaar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { lockCustomer } from '../../commerce/customer-lock';
import { walletBalance } from '../../commerce/wallet';
import { orders, users } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { removeProfileImage } from './profile-image';

/**
 * DELETE customer/remove-account: 203 while an order is still running or the wallet holds money
 * (decision 403: a balance is never forfeited); otherwise the user row and everything personal hanging
 * off it (sessions, addresses, wish lists, tickets, push devices, notifications, recovery flows) go,
 * by ON DELETE CASCADE. Orders and the wallet ledger stay, anonymised (user_id null): the stores'
 * books and the market's money must still add up. Delivery address and note are wiped.
 */
export function removeAccountRoute(app: FastifyInstance, { db, dataDir }: AppDeps) {
  registerEndpoint(app, endpoints.removeAccount, async ({ req }) => {
    const { id } = currentCustomer(req);
    const image = await db.transaction(async (tx) => {
      // The lock order placement takes first: an order placed meanwhile either lands first (and is
      // seen below) or finds the account gone.
      await lockCustomer(tx, id);
      const [user] = await tx.select({ image: users.image }).from(users).where(eq(users.id, id));
      const running = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, id), inArray(orders.orderStatus, [...UNSETTLED_ORDER_STATUSES])))
        .limit(1);
      if (running.length > 0) {
        throw AppError.of(203, 'orders', 'account.remove_blocked');
      }
      const balance = await walletBalance(tx, id);
      if (balance !== 0) {
        const amount = `Rs ${balance.toLocaleString('en-PK')}`;
        throw AppError.of(203, 'wallet', 'account.remove_blocked_wallet', { amount });
      }
      await tx.update(orders).set({ deliveryAddress: null, orderNote: null }).where(eq(orders.userId, id));
      await tx.delete(users).where(eq(users.id, id));
      return user?.image ?? null;
    });
    await removeProfileImage(dataDir, image);
    return { message: say(req, 'account.user_deleted') };
  });
}
