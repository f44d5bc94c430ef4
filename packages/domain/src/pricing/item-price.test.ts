import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemPricing } from './item-price';
import { priceLine, priceUnit } from './item-price';

describe('priceUnit: discount and tax per unit, whole rupees (spec §9)', () => {
  // price, discount, discount_type, tax, tax_type, tax_included → discount, new_price, tax, payable
  it.each([
    ['no discount, no tax', { price: 1000 }, [0, 1000, 0, 1000]],
    ['10 % off', { price: 1000, discount: 10, discount_type: 'percent' }, [100, 900, 0, 900]],
    ['Rs 150 off', { price: 1000, discount: 150, discount_type: 'amount' }, [150, 850, 0, 850]],
    [
      'discount larger than the price stops at 0',
      { price: 500, discount: 800, discount_type: 'amount' },
      [500, 0, 0, 0],
    ],
    ['a percent above 100 is 100', { price: 500, discount: 120, discount_type: 'percent' }, [500, 0, 0, 0]],
    [
      '12.5 % of 999 = 124.875 → 125',
      { price: 999, discount: 12.5, discount_type: 'percent' },
      [125, 874, 0, 874],
    ],
    [
      '5 % of 230 = 11.5 → 12 (half up)',
      { price: 230, discount: 5, discount_type: 'percent' },
      [12, 218, 0, 218],
    ],
    ['17 % tax added', { price: 1000, tax: 17, tax_type: 'percent' }, [0, 1000, 170, 1170]],
    [
      'tax on the discounted price',
      { price: 1000, discount: 10, discount_type: 'percent', tax: 17, tax_type: 'percent' },
      [100, 900, 153, 1053],
    ],
    [
      '17 % included in 1170 is 170',
      { price: 1170, tax: 17, tax_type: 'percent', tax_included: true },
      [0, 1170, 170, 1170],
    ],
    ['Rs 50 tax added', { price: 1000, tax: 50, tax_type: 'amount' }, [0, 1000, 50, 1050]],
    [
      'Rs 50 tax included',
      { price: 1000, tax: 50, tax_type: 'amount', tax_included: true },
      [0, 1000, 50, 1000],
    ],
    [
      'included tax never above a price cut to 0',
      { price: 30, discount: 50, discount_type: 'amount', tax: 50, tax_type: 'amount', tax_included: true },
      [30, 0, 0, 0],
    ],
    [
      'a negative discount counts as none',
      { price: 400, discount: -20, discount_type: 'amount' },
      [0, 400, 0, 400],
    ],
  ] as [string, ItemPricing, number[]][])('%s', (_, item, [discount, new_price, tax, payable]) => {
    expect(priceUnit(item)).toMatchObject({ discount, new_price, tax, payable });
  });
});

describe('priceLine: a cart line', () => {
  it('multiplies the unit by the quantity; add-ons count by their own quantity', () => {
    const line = priceLine({ price: 1000, discount: 10, discount_type: 'percent', tax: 17 }, 3, [
      { price: 50, quantity: 2 },
    ]);
    expect(line).toEqual({
      discount_value: 100,
      discount_amount: 300,
      new_price: 900,
      tax_amount: 459,
      added_tax: 459,
      add_ons_total: 100,
      total_price: 2800,
      actual_price: 3100,
    });
  });

  it('an included tax is reported but not added', () => {
    const line = priceLine({ price: 1170, tax: 17, tax_included: true }, 2);
    expect(line.tax_amount).toBe(340);
    expect(line.added_tax).toBe(0);
    expect(line.total_price).toBe(2340);
  });
});

describe('properties', () => {
  const item = fc.record({
    price: fc.integer({ min: 0, max: 1_000_000 }),
    discount: fc.double({ min: 0, max: 2_000_000, noNaN: true }),
    discount_type: fc.constantFrom('percent' as const, 'amount' as const),
    tax: fc.double({ min: 0, max: 100, noNaN: true }),
    tax_type: fc.constantFrom('percent' as const, 'amount' as const),
    tax_included: fc.boolean(),
  });

  it('a discount never drives a price below zero, and every figure is whole rupees', () => {
    fc.assert(
      fc.property(item, (i) => {
        const u = priceUnit(i);
        return (
          u.new_price >= 0 &&
          u.new_price <= u.price &&
          u.tax >= 0 &&
          u.payable >= u.new_price &&
          [u.price, u.discount, u.new_price, u.tax, u.payable].every(Number.isInteger)
        );
      }),
    );
  });
});
