import type { PlaceOrderBody, PlaceOrderLine } from '@bazaar/contract';
import type { AddToCartRequest, Cart, CartLine } from '@bazaar/domain';
import type { CatalogueProduct } from '../../catalogue/cart-products';
import { loadLineProducts } from '../../catalogue/cart-products';
import type { StockLine } from '../../commerce/stock';
import type { Tx } from '../../commerce/tx';

export type RequestedLine = { storeId: number; line: PlaceOrderLine; product: CatalogueProduct | undefined };

/** Every line of the request with its product read fresh (undefined when it no longer exists). */
export async function readRequestedLines(tx: Tx, body: PlaceOrderBody, now: Date): Promise<RequestedLine[]> {
  const lines = body.Stores.flatMap((group) => group.cart.map((line) => ({ storeId: group.store_id, line })));
  const productOf = await loadLineProducts(
    tx,
    lines.map((l) => l.line),
    now,
  );
  return lines.map(({ storeId, line }) => ({ storeId, line, product: productOf(line) }));
}

/** A line can be sold only if its product exists, is active, and belongs to the group it was sent in. */
export const isSellable = ({ storeId, product }: RequestedLine) =>
  product?.available === true && product.store_id === storeId;

/** The request of one line as the domain's cart rules take it. */
export function cartRequestOf(line: PlaceOrderLine): AddToCartRequest {
  return {
    quantity: line.quantity,
    variant: line.variant ?? line.variation?.[0]?.type,
    choices: line.choices,
    add_on_ids: line.add_on_ids,
    add_on_qtys: line.add_on_qtys,
  };
}

/** The stock rows a priced cart takes from: the line's campaign, variation, or item. */
export function stockLinesOf(cart: Cart, products: ReadonlyMap<number, CatalogueProduct>): StockLine[] {
  return cart.flatMap((group) =>
    group.cart.map((line) => ({
      itemId: line.item_id,
      variationId: variationIdOf(line, products),
      campaignId: line.item_campaign_id,
      quantity: line.quantity,
    })),
  );
}

export function variationIdOf(
  line: CartLine,
  products: ReadonlyMap<number, CatalogueProduct>,
): number | null {
  if (line.variant === '' || line.item_campaign_id !== null) return null;
  return products.get(line.item_id)?.variation_ids[line.variant] ?? null;
}
