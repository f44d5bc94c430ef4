import {
  checkCashCollection,
  isInCourierArea,
  isOfferedTo,
  isOrderStatus,
  type Locale,
  type PaymentMethod,
  statusOnAccept,
} from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { reachOf } from '../../commerce/couriers';
import { recordOrderChange } from '../../commerce/order-audit';
import { lockOrder, moveOrder } from '../../commerce/order-status';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { sameSecret } from '../../platform/tokens';
import type { Limiter } from '../../rate-limit/limiter';
import { type Courier, signedInCourier } from './courier';
import { offerableOrder } from './orders-repository';

/**
 * Takes an offered order (decision 407). The order's row is locked first, so of two couriers accepting
 * at once the second waits, then finds it taken: 409. Accepting a confirmed order moves it to accepted
 * (the table's delivery-man move); one the store is already preparing keeps its status. Accepting an
 * order one already has changes nothing.
 */
export async function acceptOrder(db: Database, courier: Courier, orderId: number, locale?: Locale) {
  return db.transaction(async (tx) => {
    const profile = await signedInCourier(tx, courier.id);
    if (!profile.online) throw AppError.of(403, 'active_status', 'courier.go_online');
    const before = await lockOrder(tx, orderId, {});
    if (before.deliveryManId === courier.id) return before;
    const order = await offerableOrder(tx, before);
    const reach = reachOf(profile);
    if (!isInCourierArea(order, reach)) throw AppError.notFound('order');
    if (before.deliveryManId !== null) throw AppError.of(409, ERROR_CODES.conflict, 'courier.order_taken');
    if (!isOfferedTo(order, reach)) throw AppError.notFound('order');
    await tx
      .update(orders)
      .set({ deliveryManId: courier.id, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    const next = statusOnAccept(order.status);
    const scope = { deliveryManId: courier.id };
    const after = next
      ? await moveOrder(tx, { orderId, to: next, actor: 'delivery_man', scope, locale })
      : await lockOrder(tx, orderId, scope);
    await recordOrderChange(tx, courier, 'order.accept', before, after);
    return after;
  });
}

export type CourierMove = { orderId: number; to: 'picked_up' | 'delivered'; otp?: string | undefined };

/** The order's customer told the courier the right code; wrong ones are counted per order and limited. */
async function checkDeliveryCode(limiter: Limiter, order: { id: number; code: string }, otp?: string) {
  const subject = `order:${order.id}`;
  await limiter.check('deliveryCodeFailuresPerOrder', subject);
  if (!otp) throw AppError.field('otp', 'courier.code_required');
  if (!sameSecret(otp, order.code)) {
    await limiter.fail('deliveryCodeFailuresPerOrder', subject);
    throw AppError.field('otp', 'courier.code_wrong');
  }
}

/**
 * Picked up, or delivered with the customer's delivery verification code, on one of the courier's own
 * orders (another's is 404), through `moveOrder` as the delivery man: the table decides the rest (picked
 * up only once the store handed it over).
 */
export async function moveAsCourier(
  db: Database,
  deps: { limiter: Limiter },
  courier: Courier,
  move: CourierMove,
  locale?: Locale,
) {
  return db.transaction(async (tx) => {
    const scope = { deliveryManId: courier.id };
    const before = await lockOrder(tx, move.orderId, scope);
    if (move.to === 'delivered') {
      const order = { id: before.id, code: before.deliveryVerificationCode };
      await checkDeliveryCode(deps.limiter, order, move.otp);
    }
    const after = await moveOrder(tx, {
      orderId: move.orderId,
      to: move.to,
      actor: 'delivery_man',
      scope,
      locale,
    });
    await recordOrderChange(tx, courier, 'order.status', before, after);
    return after;
  });
}

/**
 * The courier collected the cash of one of their cash-on-delivery orders (picked up or delivered):
 * payment_status becomes paid. Recording it again changes nothing.
 */
export async function collectCash(db: Database, courier: Courier, orderId: number) {
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId, { deliveryManId: courier.id });
    const status = isOrderStatus(before.orderStatus) ? before.orderStatus : 'pending';
    const allowed = checkCashCollection({ paymentMethod: before.paymentMethod as PaymentMethod, status });
    if (!allowed.ok) {
      const code = allowed.error.key === 'courier.not_cash_order' ? 'payment_method' : 'order_status';
      throw AppError.of(403, code, allowed.error.key);
    }
    if (before.paymentStatus === 'paid') return before;
    const [after] = await tx
      .update(orders)
      .set({ paymentStatus: 'paid', updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    await recordOrderChange(tx, courier, 'order.cash_collected', before, after!);
    return after!;
  });
}
