import type { PlaceOrderBody } from '@bazaar/contract';
import { type Cart, type CartLine, initialPaymentStatus } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import type { CatalogueProduct } from '../../catalogue/cart-products';
import type { Tx } from '../../commerce/tx';
import { coupons, couponUses, orderDetails, orderStatusHistory, orders } from '../../db/schema';
import type { DeliveryAddress } from './address';
import { variationIdOf } from './order-lines';

// The rows a placed cart becomes: one order per store group with its lines and first history row, and
// the coupon's use. Written inside the placement's transaction (decision 401).

/** One use per checkout, on the first order it discounted; the coupon's total counts it too. */
export async function recordCouponUse(
  tx: Tx,
  couponId: number,
  userId: number,
  cart: Cart,
  orderIds: number[],
) {
  const at = cart.findIndex((g) => g.coupon_discount_amount > 0);
  const orderId = orderIds[at];
  if (orderId === undefined) return; // the coupon discounted no group: nothing was used
  await tx.insert(couponUses).values({ couponId, userId, orderId });
  await tx
    .update(coupons)
    .set({ totalUses: sql`${coupons.totalUses} + 1` })
    .where(eq(coupons.id, couponId));
}

export type NewOrders = {
  cart: Cart;
  products: ReadonlyMap<number, CatalogueProduct>;
  checkoutId: number;
  userId: number;
  body: PlaceOrderBody;
  address: DeliveryAddress;
};

export async function insertOrders(tx: Tx, o: NewOrders): Promise<number[]> {
  const method = o.body.payment_method;
  const ids: number[] = [];
  for (const group of o.cart) {
    const [order] = await tx
      .insert(orders)
      .values({
        checkoutId: o.checkoutId,
        userId: o.userId,
        storeId: group.store_id,
        orderAmount: group.order_amount,
        couponCode: group.coupon?.code ?? null,
        couponDiscountAmount: group.coupon_discount_amount,
        storeDiscountAmount: group.discount_amount,
        totalTaxAmount: group.tax_amount,
        deliveryCharge: group.delivery_charges,
        originalDeliveryCharge: group.actual_delivery_charges,
        dmTips: group.dm_tips,
        paymentMethod: method,
        paymentStatus: initialPaymentStatus(method),
        orderNote: o.body.order_note ?? null,
        deliveryAddress: o.address,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');
    ids.push(order.id);
    await tx.insert(orderDetails).values(group.cart.map((line) => detailOf(order.id, line, o.products)));
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'pending', actor: 'customer' });
  }
  return ids;
}

function detailOf(orderId: number, line: CartLine, products: ReadonlyMap<number, CatalogueProduct>) {
  return {
    orderId,
    itemId: line.item_id,
    variationId: variationIdOf(line, products),
    itemCampaignId: line.item_campaign_id,
    price: line.price,
    itemDetails: {
      id: line.item_id,
      name: line.name,
      image: line.image,
      store_id: line.store_id,
      choices: line.choices,
    },
    variation: line.variation.map(({ type, price }) => ({ type, price })),
    variant: line.variant || null,
    addOns: line.add_ons.map((a, i) => ({ ...a, quantity: line.add_on_qtys[i] ?? 1 })),
    discountOnItem: line.discount_value,
    quantity: line.quantity,
    taxAmount: line.tax_amount,
  };
}
