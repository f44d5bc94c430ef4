import { describe, expect, it } from 'vitest';
import { type DiscountOffer, discountOn, offerHasTimedChange } from './discount-offer';

const offer = (start: string | null, end: string | null, discount = 10): DiscountOffer => ({
  discount,
  discount_type: 'percent',
  discount_start: start,
  discount_end: end,
});
const none = { discount: 0, discount_type: 'percent' };
const ten = { discount: 10, discount_type: 'percent' };

describe('which discount applies on a Pakistan day (both days included)', () => {
  it.each([
    [null, null, '2026-11-29', ten, false],
    ['2026-12-01', null, '2026-11-30', none, true],
    ['2026-12-01', null, '2026-12-01', ten, false],
    ['2026-12-01', '2026-12-03', '2026-12-03', ten, true],
    ['2026-12-01', '2026-12-03', '2026-12-04', none, false],
    [null, '2026-12-03', '2026-11-29', ten, true],
  ] as const)('from %s to %s, on %s → %j (a change still ahead: %s)', (start, end, today, applies, ahead) => {
    expect(discountOn(offer(start, end), today)).toEqual(applies);
    expect(offerHasTimedChange(offer(start, end), today)).toBe(ahead);
  });

  it('no discount has nothing to plan', () => {
    expect(discountOn(offer('2026-12-01', '2026-12-03', 0), '2026-12-02')).toEqual(none);
    expect(offerHasTimedChange(offer('2026-12-01', '2026-12-03', 0), '2026-11-29')).toBe(false);
  });
});
