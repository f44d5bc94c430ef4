import type { PlaceOrderBody, PlaceOrderResponse } from '@bazaar/contract';
import {
  applyCouponToCart,
  buildCart,
  type Cart,
  type Coupon,
  checkMinimumOrder,
  checkWalletBalance,
  compareClientFigures,
  formatMessage,
  initialPaymentStatus,
  type Locale,
  type MessageRef,
  t,
} from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { CatalogueProduct } from '../../catalogue/cart-products';
import { loadDefaultRateTable } from '../../catalogue/cart-products';
import { findUsableCoupon } from '../../commerce/coupons';
import { lockCustomer } from '../../commerce/customer-lock';
import { notifyOrderStatus } from '../../commerce/notify';
import { takeStock } from '../../commerce/stock';
import type { Tx } from '../../commerce/tx';
import { walletBalance, writeLedger } from '../../commerce/wallet';
import { carts, checkouts, payments } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { paymentExpiresAt } from '../../payments/provider';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { type DeliveryAddress, resolveDeliveryAddress } from './address';
import { claimKey, completeKey } from './idempotency';
import { cartRequestOf, isSellable, readRequestedLines, stockLinesOf } from './order-lines';
import { insertOrders, recordCouponUse } from './order-rows';

export type Placement = {
  userId: number;
  body: PlaceOrderBody;
  locale: Locale;
  idempotency: { key: string; hash: string } | null;
  payments: { provider: PaymentProvider; expiryMinutes: number; origin: string };
  now?: Date;
};

/** An answer that is not an order: 200 with status false. Thrown so that the transaction rolls back. */
export class NotPlaced extends Error {
  constructor(readonly answer: PlaceOrderResponse) {
    super(answer.message);
  }
}

const refuse = (status: number, code: string, message: MessageRef) =>
  new AppError(status, [{ code, ...message }]);

/**
 * Coupon refusals as the platform answers them (api-contract): 404 unknown, 407 expired, and 406 for
 * every other reason it cannot be used (limits, zone, store, dates not yet begun).
 */
const COUPON_STATUS: Partial<Record<MessageRef['key'], number>> = {
  'coupon.invalid_or_failed': 404,
  'coupon.invalid_code': 404,
  'coupon.expired': 407,
};

/**
 * Places the cart (decision 401): one checkout, one order per store group, in ONE transaction. Its
 * steps, in order: lock the customer (the lock account removal takes) and claim the idempotency key;
 * price the cart again from the database through the domain's rules and compare the shopper's figures;
 * write the checkout, its orders, the coupon use, the wallet debit, the payment and the notices; take
 * the stock last, row by row in a fixed order. Any refusal throws and nothing of it stays.
 */
export async function placeOrder(
  tx: Tx,
  p: Placement,
): Promise<{ status: number; body: PlaceOrderResponse }> {
  const now = p.now ?? new Date();
  if (!(await lockCustomer(tx, p.userId)))
    throw AppError.of(401, ERROR_CODES.unauthorized, 'api.unauthorized');
  const claim = p.idempotency ? await claimKey(tx, p.userId, p.idempotency.key, p.idempotency.hash) : null;
  if (claim && !claim.claimed) return { status: claim.status, body: claim.body as PlaceOrderResponse };

  const priced = await priceCart(tx, p, now);
  const written = await writeOrders(tx, p, priced, now);
  // Stock last: the rows every shopper of these items contends for stay locked only until the commit.
  const shortage = await takeStock(tx, stockLinesOf(priced.cart, priced.products));
  if (shortage)
    throw refuse(403, 'stock', { key: 'stock.only_n_available', params: { n: shortage.available } });

  const answer = placedAnswer(p, written, priced.total);
  if (claim?.claimed) await completeKey(tx, claim.id, 200, answer);
  return { status: 200, body: answer };
}

type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/**
 * The cart as the server prices it: the delivery address, every line read again (sellable, within its
 * maximum and stock), the coupon under its row lock, every store open and over its minimum, and the
 * shopper's figures equal to these (else 'status false').
 */
async function priceCart(tx: Tx, p: Placement, now: Date) {
  const { userId, body, locale } = p;
  const address = await resolveDeliveryAddress(tx, userId, body);
  const requested = await readRequestedLines(tx, body, now);
  if (!requested.every(isSellable)) throw refuse(403, 'cart', { key: 'cart.items_unavailable' });
  const products = new Map(
    requested.flatMap((r) =>
      r.product && r.line.item_campaign_id == null ? [[r.product.id, r.product] as const] : [],
    ),
  );
  refuseAboveMaximum(requested);
  const built = buildCart(
    requested.map((r) => ({ product: r.product as CatalogueProduct, request: cartRequestOf(r.line) })),
    { default_rate_table: await loadDefaultRateTable(tx) },
  );
  if (!built.ok) {
    throw refuse(403, built.error.key.startsWith('stock.') ? 'stock' : 'cart', built.error);
  }
  const coupon = body.coupon_code ? await lockUsableCoupon(tx, body.coupon_code, userId, address, now) : null;
  const cart = applyCouponToCart(built.value, coupon);
  checkStores(
    cart,
    requested.map((r) => r.product as CatalogueProduct),
  );
  const compared = compareClientFigures(cart, {
    totalOrderAmount: body.totalOrderAmount,
    groups: body.Stores,
  });
  if (!compared.ok) throw new NotPlaced({ status: false, message: formatMessage(compared.error, locale) });
  return { address, products, coupon, cart, total: compared.value };
}

/**
 * The checkout and its orders, the coupon's use, the wallet's debit (refused first when the balance is
 * short), a digital payment's start, the emptied cart and the 'pending' notices.
 */
async function writeOrders(tx: Tx, p: Placement, priced: PricedCart, now: Date) {
  const { userId, body } = p;
  const { cart, products, coupon, address, total } = priced;
  const method = body.payment_method;
  if (method === 'wallet') {
    const enough = checkWalletBalance(await walletBalance(tx, userId), total);
    if (!enough.ok) throw refuse(203, 'wallet', enough.error);
  }
  const [checkout] = await tx
    .insert(checkouts)
    .values({ userId, paymentMethod: method, totalAmount: total })
    .returning();
  if (!checkout) throw new Error('checkout insert returned nothing');
  const orderIds = await insertOrders(tx, { cart, products, checkoutId: checkout.id, userId, body, address });

  if (coupon?.id !== undefined) await recordCouponUse(tx, coupon.id, userId, cart, orderIds);
  if (method === 'wallet') {
    await writeLedger(tx, {
      userId,
      type: 'order_place',
      reference: `checkout:${checkout.id}`,
      debit: total,
    });
  }
  const redirectUrl =
    method === 'digital_payment' ? await startPayment(tx, p, checkout.id, total, now) : null;
  if (method !== 'digital_payment') await tx.delete(carts).where(eq(carts.userId, userId));
  for (const id of orderIds) await notifyOrderStatus(tx, { id, userId }, 'pending');
  return { checkoutId: checkout.id, orderIds, redirectUrl };
}

function placedAnswer(
  p: Placement,
  written: Awaited<ReturnType<typeof writeOrders>>,
  total: number,
): PlaceOrderResponse {
  const method = p.body.payment_method;
  return {
    status: true,
    message: t('order.placed', {}, p.locale),
    order_id: written.orderIds[0],
    order_ids: written.orderIds,
    checkout_id: written.checkoutId,
    total_amount: total,
    order_payment: {
      payment_method: method,
      payment_status: initialPaymentStatus(method),
      redirect_url: written.redirectUrl,
    },
  };
}

/** An item's maximum_cart_quantity caps the units of it in one order, over all its lines. */
function refuseAboveMaximum(requested: Awaited<ReturnType<typeof readRequestedLines>>) {
  const units = new Map<number, number>();
  for (const { line } of requested) units.set(line.item_id, (units.get(line.item_id) ?? 0) + line.quantity);
  for (const { line, product } of requested) {
    const max = product?.maximum_cart_quantity;
    if (max && (units.get(line.item_id) ?? 0) > max) {
      throw refuse(403, 'stock', { key: 'stock.only_n_available', params: { n: max } });
    }
  }
}

/** Every store of the cart must be open now and reach its minimum order (spec §5, §8: 406). */
function checkStores(cart: Cart, products: readonly CatalogueProduct[]) {
  for (const group of cart) {
    const store = products.find((p) => p.store_id === group.store_id)?.store;
    if (!store?.open) throw refuse(406, 'store', { key: 'order.store_closed' });
    const minimum = checkMinimumOrder(group.order_price, store.minimum_order);
    if (!minimum.ok) throw refuse(406, 'minimum_order', minimum.error);
  }
}

/**
 * The coupon, judged under its row lock: two orders racing for its last use are served one after the
 * other, and the second sees the first's use (decision 401).
 */
async function lockUsableCoupon(
  tx: Tx,
  code: string,
  userId: number,
  address: DeliveryAddress,
  now: Date,
): Promise<Coupon & { id: number }> {
  const found = await findUsableCoupon(tx, { code, userId, zoneIds: [address.zone_id], now, lock: true });
  if (!found.ok) throw refuse(COUPON_STATUS[found.error.key] ?? 406, 'coupon', found.error);
  return found.coupon;
}

/** A digital payment: the provider's page, where the shopper pays; the orders stay unpaid until then. */
async function startPayment(tx: Tx, p: Placement, checkoutId: number, amount: number, now: Date) {
  const { provider, expiryMinutes, origin } = p.payments;
  const [payment] = await tx
    .insert(payments)
    .values({
      checkoutId,
      provider: provider.name,
      amount,
      status: 'pending',
      expiresAt: paymentExpiresAt(now, expiryMinutes),
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned nothing');
  const started = await provider.start({ paymentId: payment.id, checkoutId, amount, origin });
  await tx.update(payments).set({ providerRef: started.providerRef }).where(eq(payments.id, payment.id));
  return started.redirectUrl;
}
