import type { Item } from '@bazaar/contract';
import { priceUnit } from '@bazaar/domain';

/** Display price after the item's own discount: the same rule the API charges with. */
export function discountedUnitPrice(item: Pick<Item, 'price' | 'discount' | 'discount_type'>): number {
  return priceUnit({ price: item.price, discount: item.discount, discount_type: item.discount_type })
    .new_price;
}
