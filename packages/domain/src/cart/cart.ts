import { deliveryChargeForLines } from '../delivery/charge';
import { parseRateTable } from '../delivery/rate-table';
import { roundRupees } from '../money/round';
import type { Result } from '../result';
import { fail, ok } from '../result';
import { applyCouponToCart } from './apply-coupon';
import { combineAddOns, createLine, pickAddOns, repriceLine } from './lines';
import { checkQuantity, checkStock, effectiveStock } from './stock';
import { sumLines } from './totals';
import type { AddToCartRequest, Cart, CartContext, CartLine, CartProduct, StoreGroup } from './types';
import { resolveVariant, validateChoices } from './variations';

/**
 * Recomputes everything (spec §4: every change recalculates totals and re-applies the promo code):
 * each line's money and weight, each group's sums and delivery charge, then the coupon per group and
 * each order_amount. Groups left without lines are dropped.
 */
export function recalculateCart(cart: Cart, ctx: CartContext = {}): Cart {
  const groups = cart
    .filter((group) => group.cart.length > 0)
    .map((group): StoreGroup => {
      const lines = group.cart.map(repriceLine);
      const delivery = deliveryChargeForLines(
        lines,
        group.leopard_detail ?? ctx.default_rate_table,
        group.delivery_charges_contribution,
      );
      return {
        ...group,
        cart: lines,
        ...sumLines(lines),
        dm_tips: roundRupees(Math.max(0, group.dm_tips)),
        delivery_charges: delivery.charge,
        actual_delivery_charges: delivery.actual,
      };
    });
  return applyCouponToCart(groups, ctx.coupon ?? null);
}

function emptyGroup(product: CartProduct): StoreGroup {
  return {
    cart: [],
    coupon: null,
    coupon_discount_amount: 0,
    order_amount: 0,
    order_price: 0,
    actual_amount: 0,
    store_id: product.store_id,
    store_name: product.store_name,
    store_slug: product.store_slug ?? '',
    minimum_order: product.minimum_order ?? 0,
    distance: 0,
    discount_amount: 0,
    tax_amount: 0,
    latitude: null,
    longitude: null,
    address_type: null,
    dm_tips: 0,
    delivery_charges: 0,
    actual_delivery_charges: 0,
    delivery_charges_contribution: product.delivery_charges_contribution ?? 0,
    leopard_detail: parseRateTable(product.leopard_detail ?? null),
  };
}

/** Gives `group` these `lines`, in its place in the cart (or appended when new). */
function withGroupLines(cart: Cart, group: StoreGroup, lines: CartLine[]): Cart {
  const at = cart.findIndex((g) => g.store_id === group.store_id);
  const next = { ...group, cart: lines };
  return at === -1 ? [...cart, next] : cart.map((g, i) => (i === at ? next : g));
}

/**
 * Adds a product to its store's group (spec §4, §5): quantity defaults to 1 and must be a whole
 * number ≥ 1; the same item with the same variation type raises that line's quantity; the resulting
 * quantity may not pass the stock (the chosen variation's stock first). A refusal leaves the cart as it was.
 */
export function addToCart(
  cart: Cart,
  product: CartProduct,
  request: AddToCartRequest = {},
  ctx: CartContext = {},
): Result<Cart> {
  const quantity = checkQuantity(request.quantity ?? 1);
  if (!quantity.ok) return quantity;
  const variation = resolveVariant(product.variations, request.variant);
  if (!variation.ok) return variation;
  const choices = validateChoices(product.food_variations, request.choices);
  if (!choices.ok) return choices;
  const addOns = pickAddOns(product, request);
  if (!addOns.ok) return addOns;

  const stock = effectiveStock(product.stock, variation.value);
  const candidate = createLine({
    product,
    quantity: quantity.value,
    variation: variation.value,
    choices: choices.value,
    addOns: addOns.value,
    stock,
  });
  const group = cart.find((g) => g.store_id === product.store_id) ?? emptyGroup(product);
  const existing = group.cart.find((line) => line.id === candidate.id);
  const total = (existing?.quantity ?? 0) + quantity.value;
  const inStock = checkStock(total, stock);
  if (!inStock.ok) return inStock;

  const lines = existing
    ? group.cart.map((line) =>
        line === existing ? { ...line, quantity: total, stock, ...combineAddOns(line, addOns.value) } : line,
      )
    : [...group.cart, candidate];
  return ok(recalculateCart(withGroupLines(cart, group, lines), ctx));
}

export function findLine(cart: Cart, lineId: string): CartLine | undefined {
  for (const group of cart) {
    const line = group.cart.find((l) => l.id === lineId);
    if (line) return line;
  }
  return undefined;
}

/** Sets a line's quantity: a whole number ≥ 1 within the line's stock. */
export function setLineQuantity(
  cart: Cart,
  lineId: string,
  quantity: number,
  ctx: CartContext = {},
): Result<Cart> {
  const line = findLine(cart, lineId);
  if (!line) return fail('cart.line_not_found');
  const valid = checkQuantity(quantity);
  if (!valid.ok) return valid;
  const inStock = checkStock(quantity, line.stock);
  if (!inStock.ok) return inStock;
  const updated = cart.map((group) => ({
    ...group,
    cart: group.cart.map((l) => (l.id === lineId ? { ...l, quantity } : l)),
  }));
  return ok(recalculateCart(updated, ctx));
}

/** Removes a line; removing a group's last line removes the group (spec §4). */
export function removeLine(cart: Cart, lineId: string, ctx: CartContext = {}): Cart {
  const updated = cart.map((group) => ({ ...group, cart: group.cart.filter((l) => l.id !== lineId) }));
  return recalculateCart(updated, ctx);
}

/**
 * Moves a line to another variation type of the same product ('Variation changed successfully.'),
 * keeping its quantity, choices and add-ons; it merges into a line that already has that type.
 */
export function changeVariation(
  cart: Cart,
  lineId: string,
  product: CartProduct,
  variant: string,
  ctx: CartContext = {},
): Result<Cart> {
  const line = findLine(cart, lineId);
  if (!line || line.item_id !== product.id) return fail('cart.line_not_found');
  // Take the line out but keep its group (and the group's place, address and tips) for the re-add.
  const without = cart.map((group) => ({ ...group, cart: group.cart.filter((l) => l.id !== lineId) }));
  return addToCart(
    without,
    product,
    {
      quantity: line.quantity,
      variant,
      choices: line.choices.map((c) => ({ name: c.name, values: c.values.map((v) => v.label) })),
      add_on_ids: line.add_on_ids,
      add_on_qtys: line.add_on_qtys,
    },
    ctx,
  );
}

/**
 * Builds a cart from fresh product data, as the API does on order placement: every entry is added
 * in order with the same rules, so the first refusal (stock, variation, quantity) is the answer.
 */
export function buildCart(
  entries: readonly { product: CartProduct; request?: AddToCartRequest }[],
  ctx: CartContext = {},
): Result<Cart> {
  let cart: Cart = [];
  for (const { product, request } of entries) {
    const next = addToCart(cart, product, request, ctx);
    if (!next.ok) return next;
    cart = next.value;
  }
  return ok(recalculateCart(cart, ctx));
}
