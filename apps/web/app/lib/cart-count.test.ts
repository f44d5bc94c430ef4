import { describe, expect, it } from 'vitest';
import { badgeText, cartItemCount } from './cart-count';

describe('cartItemCount', () => {
  it('adds up the quantities of the stored lines', () => {
    expect(cartItemCount({ lines: [] })).toBe(0);
    expect(
      cartItemCount({
        lines: [
          { item_id: 1, quantity: 2 },
          { item_id: 7, quantity: 1, variant: 'Black' },
        ],
      }),
    ).toBe(3);
  });
});

describe('badgeText', () => {
  it('shows no badge for nothing, a guest or an empty cart', () => {
    expect(badgeText(null)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
  });

  it('shows the count, and 99+ past 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
