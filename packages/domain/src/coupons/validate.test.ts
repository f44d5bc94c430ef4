import { describe, expect, it } from 'vitest';
import { coupon } from '../testing/fixtures';
import { validateCoupon } from './validate';

// 20:00 UTC on 22 November is 01:00 on 23 November in Pakistan (UTC+5).
const now = new Date('2026-11-22T20:00:00Z');

describe('validity dates, both days included, in Pakistan time (decision 104)', () => {
  it.each([
    [{ start_date: '2026-11-23', expire_date: '2026-11-23' }, true],
    [{ start_date: '2026-11-01', expire_date: '2026-11-30 23:59:59' }, true],
    [{ start_date: null, expire_date: null }, true],
    [{ expire_date: '2026-11-22' }, 'coupon.expired'], // still the 22nd in UTC, but not in Lahore
    [{ start_date: '2026-11-24' }, 'coupon.not_started'],
  ] as const)('%j → %s', (dates, expected) => {
    const result = validateCoupon(coupon(dates), { now });
    expect(result.ok ? true : result.error.key).toBe(expected);
  });
});

describe('usage limit per customer (the API counts the uses)', () => {
  it.each([
    [null, 50, true],
    [1, 0, true],
    [1, 1, 'coupon.usage_limit_reached'],
    [3, 2, true],
    [3, 3, 'coupon.usage_limit_reached'],
  ] as const)('limit %s, used %s → %s', (limit, uses, expected) => {
    const result = validateCoupon(coupon({ limit }), { now, customer_uses: uses });
    expect(result.ok ? true : result.error.key).toBe(expected);
  });
});

describe('kinds', () => {
  it.each([
    ['default', undefined, [1, 2], true],
    ['zone_wise', [2], [1, 2], true],
    ['zone_wise', [3], [1, 2], 'coupon.zone_mismatch'],
    ['zone_wise', [3], undefined, 'coupon.zone_mismatch'],
    ['store_wise', undefined, [1, 2], true], // judged per store group instead
  ] as const)('%s coupon for zones %j, customer in %j → %s', (coupon_type, zone_ids, zones, expected) => {
    const c = coupon({ coupon_type, ...(zone_ids ? { zone_ids: [...zone_ids] } : {}) });
    const result = validateCoupon(c, { now, ...(zones ? { zone_ids: zones } : {}) });
    expect(result.ok ? true : result.error.key).toBe(expected);
  });
});
