import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import { checkQuantity, checkStock, effectiveStock } from './stock';

describe('quantity is a whole number of at least 1 (clarification 10)', () => {
  it.each([
    [1, true],
    [25, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (quantity, accepted) => {
    expect(checkQuantity(quantity).ok).toBe(accepted);
  });
});

describe("a quantity above stock: '{n} quantity available in stock.' (spec §5)", () => {
  it.each([
    [3, 3, null],
    [4, 3, '3 quantity available in stock.'],
    [1, 0, '0 quantity available in stock.'],
  ])('%s wanted, %s in stock', (quantity, stock, message) => {
    const result = checkStock(quantity, stock);
    expect(result.ok ? null : t(result.error.key, result.error.params)).toBe(message);
  });
});

describe("a chosen variation's stock takes priority over the item's", () => {
  it.each([
    [10, null, 10],
    [10, { stock: 2 }, 2],
    [10, { stock: 0 }, 0], // variation stock 0: none, whatever the item has
    [0, { stock: 4 }, 4],
    [-3, null, 0],
  ])('item %s, variation %j → %s', (item, variation, stock) => {
    expect(effectiveStock(item, variation)).toBe(stock);
  });
});
