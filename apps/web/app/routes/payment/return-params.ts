import { storedIdIn } from '@bazaar/domain';

/**
 * What the payment provider's return address carries (apps/api/src/areas/payments/hosted-page.ts):
 * `order_id` (the checkout's first order) and `checkout_id`. Either may be missing or hand-edited, so
 * only positive whole ids are kept.
 */
export function readReturnParams(search: URLSearchParams): {
  orderId: number | null;
  checkoutId: number | null;
} {
  const id = (name: string) => storedIdIn(search.get(name));
  return { orderId: id('order_id'), checkoutId: id('checkout_id') };
}

/**
 * The orders to show for a checkout: the signed-in shopper's orders of that checkout (one per store),
 * else the one order id the address carried.
 */
export function checkoutOrderIds(
  orders: readonly { id: number; checkout_id: number }[] | null,
  params: { orderId: number | null; checkoutId: number | null },
): number[] {
  const mine =
    params.checkoutId === null ? [] : (orders ?? []).filter((o) => o.checkout_id === params.checkoutId);
  const ids = mine.map((o) => o.id).sort((a, b) => a - b);
  if (ids.length > 0) return ids;
  return params.orderId === null ? [] : [params.orderId];
}
