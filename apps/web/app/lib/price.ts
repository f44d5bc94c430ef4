import type { Item } from '@bazaar/contract';

/** Display price after the item's own discount, never below zero, in whole rupees. */
export function discountedUnitPrice(item: Pick<Item, 'price' | 'discount' | 'discount_type'>): number {
  const off = item.discount_type === 'percent' ? (item.price * item.discount) / 100 : item.discount;
  return Math.max(0, Math.round(item.price - off));
}
