import type { Result } from '../result';
import { fail, ok } from '../result';

/** Quantities are whole numbers of at least 1 (clarification 10). */
export function checkQuantity(quantity: number): Result<number> {
  return Number.isSafeInteger(quantity) && quantity >= 1 ? ok(quantity) : fail('cart.quantity_invalid');
}

/**
 * The stock that limits a line: the chosen variation's when there is one (even 0), else the item's.
 */
export function effectiveStock(itemStock: number, variation?: { stock: number } | null): number {
  return Math.max(0, Math.floor(variation ? variation.stock : itemStock));
}

/** Spec §5: a quantity above the stock is refused with '{n} quantity available in stock.'. */
export function checkStock(quantity: number, stock: number): Result<number> {
  const available = Math.max(0, Math.floor(stock));
  return quantity <= available ? ok(quantity) : fail('stock.only_n_available', { n: available });
}
