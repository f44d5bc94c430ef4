import type { PlaceOrderBody, PlaceOrderLine } from '@bazaar/contract';
import type { AddToCartRequest, Cart, CartLine } from '@bazaar/domain';
import type { CatalogueProduct } from '../../catalogue/cart-products';
import { loadCampaignProducts, loadCartProducts } from '../../catalogue/cart-products';
import type { StockLine } from '../../commerce/stock';
import type { Tx } from '../../commerce/tx';

export type RequestedLine = { storeId: number; line: PlaceOrderLine; product: CatalogueProduct | undefined };

/** Every line of the request with its product read fresh (undefined when it no longer exists). */
export async function readRequestedLines(tx: Tx, body: PlaceOrderBody, now: Date): Promise<RequestedLine[]> {
  const lines = body.Stores.flatMap((group) => group.cart.map((line) => ({ storeId: group.store_id, line })));
  const [products, campaigns] = await Promise.all([
    loadCartProducts(
      tx,
      lines.filter((l) => l.line.item_campaign_id == null).map((l) => l.line.item_id),
      now,
    ),
    loadCampaignProducts(
      tx,
      lines.flatMap((l) => (l.line.item_campaign_id == null ? [] : [l.line.item_campaign_id])),
      now,
    ),
  ]);
  return lines.map(({ storeId, line }) => {
    const product =
      line.item_campaign_id == null ? products.get(line.item_id) : campaigns.get(line.item_campaign_id);
    // A campaign line must name the campaign's own item.
    return { storeId, line, product: product && product.id === line.item_id ? product : undefined };
  });
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
