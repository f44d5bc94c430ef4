import type { CartAnswer, PlaceOrderLine, PlaceOrderResponse } from '@bazaar/contract';
import { isApiError } from '@bazaar/contract';
import { cartTotals, isStoredId, PAYMENT_METHODS, type PaymentMethod } from '@bazaar/domain';

type StoreGroup = CartAnswer['cart'][number];
type CartLine = StoreGroup['cart'][number];

/**
 * Form field names of the checkout form, shared by the page and its action: order placement's own
 * names, so the action reads the form with its schema (the idempotency key travels as a header).
 */
export const CHECKOUT_FIELDS = {
  key: 'idempotency_key',
  stores: 'Stores',
  total: 'totalOrderAmount',
  coupon: 'coupon_code',
  method: 'payment_method',
  address: 'address_id',
  note: 'order_note',
} as const;

/** Picking "a new address" instead of a saved one. */
export const NEW_ADDRESS = 'new';

/** The address fields of a new delivery address (spec §3 Address), as the API names them. */
export const ADDRESS_FIELDS = [
  'contact_person_name',
  'contact_person_number',
  'address_type',
  'address',
  'road',
  'house',
  'floor',
  'latitude',
  'longitude',
] as const;

/** Refusal codes that belong to the delivery address (shown under it as well). */
const ADDRESS_CODES: ReadonlySet<string> = new Set([...ADDRESS_FIELDS, 'address_id', 'coordinates']);
export const isAddressCode = (code: string) => ADDRESS_CODES.has(code);

/** A new random key per checkout attempt: a resubmit of the same form posts the same key. */
export function newIdempotencyKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}

/** A key as the API accepts it (`[\w.:-]{1,100}`); anything else is replaced by a fresh one. */
export function keyOrFresh(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^[\w.:-]{1,100}$/.test(value) ? value : newIdempotencyKey();
}

/** One cart line as order placement reads it: what identifies the purchase, never prices. */
export function placeLineOf(line: CartLine): PlaceOrderLine {
  return {
    item_id: line.item_id,
    quantity: line.quantity,
    ...(line.variant ? { variant: line.variant } : {}),
    ...(line.choices.length > 0
      ? { choices: line.choices.map((c) => ({ name: c.name, values: c.values.map((v) => v.label) })) }
      : {}),
    ...(line.add_on_ids.length > 0
      ? { add_on_ids: line.add_on_ids, add_on_qtys: line.add_on_qtys.slice(0, line.add_on_ids.length) }
      : {}),
    item_campaign_id: line.item_campaign_id,
  };
}

export type PlaceGroup = { store_id: number; order_amount: number; cart: PlaceOrderLine[] };

/**
 * The spec's `Stores`: one entry per store group of the server's cart with its lines and the total
 * the shopper saw (the server compares it and answers 'status false' when prices moved).
 */
export function storesOf(cart: CartAnswer['cart']): PlaceGroup[] {
  return cart
    .filter((g) => g.cart.length > 0)
    .map((g) => ({ store_id: g.store_id, order_amount: g.order_amount, cart: g.cart.map(placeLineOf) }));
}

/** The grand total: the sum of the server's group totals (the domain's own sum, as the server's). */
export const grandTotal = (cart: CartAnswer['cart']) => cartTotals(cart).order_amount;

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** Wallet: usable when the balance covers the total ('insufficient wallet balance' otherwise). */
export const walletCovers = (balance: number, total: number) => balance >= total;

/**
 * What the page does with an answer to order placement (spec §8): placed → thank-you page or the
 * provider's page; 200 with status false → a 10 s error toast; 203 and 406 → the first error; 403 →
 * all errors as a list; 409 → the message kept on the page; anything else → logged, a generic message.
 */
export type PlaceOutcome =
  | { kind: 'placed'; orderIds: number[]; redirectUrl: string | null; method: PaymentMethod }
  | { kind: 'toast'; message: string }
  | { kind: 'first'; message: string; code: string }
  | { kind: 'list'; errors: { code: string; message: string }[] }
  | { kind: 'kept'; message: string }
  | { kind: 'signin' }
  | { kind: 'generic'; status: number };

export function outcomeOfAnswer(answer: PlaceOrderResponse): PlaceOutcome {
  // 203 is a success status to fetch: its error envelope arrives here, not as an ApiError.
  const refusal = (answer as { errors?: { code: string; message: string }[] }).errors;
  if (Array.isArray(refusal)) {
    const first = refusal[0];
    return first
      ? { kind: 'first', message: first.message, code: first.code }
      : { kind: 'generic', status: 203 };
  }
  if (!answer.status) return { kind: 'toast', message: answer.message };
  const orderIds = answer.order_ids ?? (answer.order_id !== undefined ? [answer.order_id] : []);
  return {
    kind: 'placed',
    orderIds,
    redirectUrl: answer.order_payment?.redirect_url ?? null,
    method: answer.order_payment?.payment_method ?? 'cash_on_delivery',
  };
}

/** A refusal of order placement as the page shows it; an error that is not an API answer is rethrown. */
export function outcomeOfError(error: unknown): PlaceOutcome {
  if (!isApiError(error)) throw error;
  const errors = error.body.errors.map((e) => ({ code: e.code, message: e.message }));
  const first = errors[0];
  switch (error.status) {
    case 203:
    case 406:
      return first
        ? { kind: 'first', message: first.message, code: first.code }
        : { kind: 'generic', status: error.status };
    case 403:
      return errors.length > 0 ? { kind: 'list', errors } : { kind: 'generic', status: 403 };
    case 409:
      return first ? { kind: 'kept', message: first.message } : { kind: 'generic', status: 409 };
    case 401:
      return { kind: 'signin' };
    default:
      return { kind: 'generic', status: error.status };
  }
}

/** The thank-you page's `?orders=1,2`: positive whole ids, at most 20, in order, without repeats. */
export function readOrderIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter(isStoredId);
  return [...new Set(ids)].slice(0, 20);
}

export const thankYouPath = (orderIds: number[]) => `/checkout/thank-you?orders=${orderIds.join(',')}`;
