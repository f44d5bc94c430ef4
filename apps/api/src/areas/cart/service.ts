import { type Cart, MAX_CART_LINES, mergeCarts, recalculateCart, type StoredCartLine } from '@bazaar/domain';
import { loadDefaultRateTable } from '../../catalogue/cart-products';
import { findUsableCoupon, type UsableCoupon } from '../../commerce/coupons';
import type { Db } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { type CartNotice, checkLines } from './check';
import { lockStoredCart, type StoredCart, writeStoredCart } from './repository';

/** Who is asking, where (the zoneId header) and when. */
export type CartPlace = { userId: number; zoneIds: readonly number[] | null; now: Date };

export type CartOutcome = {
  /** The recomputed cart with the coupon applied to the groups it qualifies for. */
  cart: Cart;
  coupon: UsableCoupon | null;
  /** What is stored now. */
  stored: StoredCart;
  notices: CartNotice[];
};

/**
 * Checks a cart against the catalogue (`checkLines`) and its coupon code against the customer, the
 * zone and the cart's stores (`findUsableCoupon`); an unusable code is cleared with its message.
 * Then every total is recomputed with the coupon and the market's default rate table.
 */
async function settle(
  db: Db,
  place: CartPlace,
  wanted: StoredCart,
  notices: CartNotice[],
): Promise<CartOutcome> {
  const checked = await checkLines(db, wanted.lines, place.now);
  notices.push(...checked.notices);
  let coupon: UsableCoupon | null = null;
  if (wanted.couponCode !== null) {
    const check = await findUsableCoupon(db, {
      code: wanted.couponCode,
      userId: place.userId,
      zoneIds: place.zoneIds,
      now: place.now,
      storeIds: checked.cart.map((group) => group.store_id),
    });
    if (check.ok) coupon = check.coupon;
    else notices.push({ item_id: null, code: 'coupon', message: check.error });
  }
  const cart = recalculateCart(checked.cart, { coupon, default_rate_table: await loadDefaultRateTable(db) });
  return { cart, coupon, stored: { lines: checked.lines, couponCode: coupon?.code ?? null }, notices };
}

/**
 * A guest's cart, priced exactly like a stored one (the same check and totals) but never stored and
 * without a coupon: promo codes belong to signed-in customers (their per-customer limits).
 */
export async function quoteCart(db: Database, now: Date, lines: StoredCartLine[]): Promise<CartOutcome> {
  const checked = await checkLines(db, lines, now);
  const cart = recalculateCart(checked.cart, {
    coupon: null,
    default_rate_table: await loadDefaultRateTable(db),
  });
  return { cart, coupon: null, stored: { lines: checked.lines, couponCode: null }, notices: checked.notices };
}

const empty = (): CartOutcome => ({
  cart: [],
  coupon: null,
  stored: { lines: [], couponCode: null },
  notices: [],
});

/**
 * The stored cart as it is now. What the check changed (dropped lines, lowered quantities, new
 * prices, a cleared coupon) is stored back, so each notice is given once.
 */
export function readCart(db: Database, place: CartPlace): Promise<CartOutcome> {
  return db.transaction(async (tx) => {
    const stored = await lockStoredCart(tx, place.userId, false);
    if (!stored) return empty();
    const outcome = await settle(tx, place, stored, []);
    if (JSON.stringify(outcome.stored) !== JSON.stringify(stored)) {
      await writeStoredCart(tx, place.userId, outcome.stored);
    }
    return outcome;
  });
}

/** Replaces the stored cart; an absent coupon code keeps the stored one, null clears it. */
export function replaceCart(
  db: Database,
  place: CartPlace,
  body: { cart: StoredCartLine[]; coupon_code?: string | null | undefined },
): Promise<CartOutcome> {
  return db.transaction(async (tx) => {
    const stored = await lockStoredCart(tx, place.userId, true);
    const couponCode = body.coupon_code === undefined ? (stored?.couponCode ?? null) : body.coupon_code;
    const outcome = await settle(tx, place, { lines: body.cart, couponCode }, []);
    await writeStoredCart(tx, place.userId, outcome.stored);
    return outcome;
  });
}

/**
 * Merges the guest cart into the stored one on sign-in (`mergeCarts`: same line, larger quantity;
 * repeating the merge changes nothing). Lines past the cap are dropped with a notice.
 */
export function mergeIntoCart(db: Database, place: CartPlace, guest: StoredCartLine[]): Promise<CartOutcome> {
  return db.transaction(async (tx) => {
    const stored = (await lockStoredCart(tx, place.userId, true)) ?? { lines: [], couponCode: null };
    const merged = mergeCarts(stored.lines, guest);
    const notices: CartNotice[] = merged.dropped.map((line) => ({
      item_id: line.item_id,
      code: 'cart_full',
      message: { key: 'cart.too_many_lines', params: { max: MAX_CART_LINES } },
    }));
    const outcome = await settle(tx, place, { lines: merged.lines, couponCode: stored.couponCode }, notices);
    await writeStoredCart(tx, place.userId, outcome.stored);
    return outcome;
  });
}
