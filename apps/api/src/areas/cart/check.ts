import type { CartNoticeCode } from '@bazaar/contract';
import {
  addToCart,
  type Cart,
  type CartLine,
  effectiveStock,
  lineIdentity,
  type MessageRef,
  resolveVariant,
  type StoredCartLine,
  validateChoices,
} from '@bazaar/domain';
import { loadLineProducts } from '../../catalogue/cart-products';
import type { Db } from '../../commerce/tx';

/** What changed in a cart when it was checked, as a catalogue message (rendered per request locale). */
export type CartNotice = { item_id: number | null; code: CartNoticeCode; message: MessageRef };

export type CheckedLines = {
  /** The lines rebuilt with the catalogue's current data, without a coupon (applied later). */
  cart: Cart;
  /** What to store: one line per cart line, with the price now shown as the price seen. */
  lines: StoredCartLine[];
  notices: CartNotice[];
};

/** The stock a line draws from: a campaign's own stock, else the item's or its variation's. */
const stockKey = (line: StoredCartLine, variant: string) =>
  line.item_campaign_id ? `campaign ${line.item_campaign_id}` : `item ${line.item_id}|${variant}`;

/** The stored form of a recomputed cart line. */
export function storedLineOf(line: CartLine): StoredCartLine {
  return {
    item_id: line.item_id,
    quantity: line.quantity,
    ...(line.variant !== '' && { variant: line.variant }),
    ...(line.choices.length > 0 && {
      choices: line.choices.map((c) => ({ name: c.name, values: c.values.map((v) => v.label) })),
    }),
    ...(line.add_on_ids.length > 0 && { add_on_ids: line.add_on_ids, add_on_qtys: line.add_on_qtys }),
    ...(line.item_campaign_id !== null && { item_campaign_id: line.item_campaign_id }),
    price: line.price,
  };
}

/**
 * Checks stored lines against the catalogue, in order, with the cart rules (`addToCart`):
 * - an item (or campaign) that is gone, inactive, or whose store is inactive is dropped
 *   ('One or more products in your cart are not available at this time');
 * - a variation, choice or add-on that no longer exists drops the line with the rule's message;
 * - a quantity above the stock left is lowered to it ('{n} quantity available in stock.'), and a
 *   line with none left is dropped ('Out of stock'); lines sharing a stock share it;
 * - the price is always the catalogue's; when it differs from the price the customer saw, a
 *   'price_changed' notice says so.
 * Lines with the same identity become one line, as adding them to a cart does.
 */
export async function checkLines(db: Db, lines: readonly StoredCartLine[], now: Date): Promise<CheckedLines> {
  const productOf = await loadLineProducts(db, lines, now);
  const notices: CartNotice[] = [];
  const stockLeft = new Map<string, number>();
  const seenPrice = new Map<string, number>();
  let cart: Cart = [];

  for (const line of lines) {
    const note = (code: CartNoticeCode, message: MessageRef) =>
      notices.push({ item_id: line.item_id, code, message });
    const product = productOf(line);
    if (!product?.available) {
      note('unavailable', { key: 'cart.items_unavailable' });
      continue;
    }
    const variation = resolveVariant(product.variations, line.variant);
    const choices = validateChoices(product.food_variations, line.choices);
    if (!variation.ok) {
      note('invalid', variation.error);
      continue;
    }
    if (!choices.ok) {
      note('invalid', choices.error);
      continue;
    }
    const key = stockKey(line, variation.value?.type ?? '');
    const stock = stockLeft.get(key) ?? effectiveStock(product.stock, variation.value);
    if (stock <= 0) {
      note('out_of_stock', { key: 'stock.out_of_stock' });
      continue;
    }
    const quantity = Math.min(line.quantity, stock);
    if (quantity < line.quantity) note('stock', { key: 'stock.only_n_available', params: { n: stock } });

    const added = addToCart(cart, product, {
      quantity,
      variant: variation.value?.type ?? '',
      choices: line.choices ?? [],
      add_on_ids: line.add_on_ids ?? [],
      add_on_qtys: line.add_on_qtys ?? [],
    });
    if (!added.ok) {
      note('invalid', added.error);
      continue;
    }
    cart = added.value;
    stockLeft.set(key, stock - quantity);
    const id = lineIdentity(
      product.id,
      variation.value?.type ?? '',
      choices.value,
      product.item_campaign_id ?? null,
    );
    if (line.price !== undefined && !seenPrice.has(id)) seenPrice.set(id, line.price);
  }

  for (const group of cart) {
    for (const line of group.cart) {
      const seen = seenPrice.get(line.id);
      if (seen !== undefined && seen !== line.price) {
        notices.push({
          item_id: line.item_id,
          code: 'price_changed',
          message: { key: 'cart.price_changed', params: { item: line.name, price: line.price } },
        });
      }
    }
  }
  return { cart, lines: cart.flatMap((group) => group.cart.map(storedLineOf)), notices };
}
