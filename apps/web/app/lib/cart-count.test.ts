import { describe, expect, it } from 'vitest';
import { badgeText } from './cart-count';

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
