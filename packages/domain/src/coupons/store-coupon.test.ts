import { describe, expect, it } from 'vitest';
import { readMessageToken } from '../messages/translate';
import {
  type StoreCouponInput,
  storeCouponFieldsSchema,
  storeCouponProblems,
  storeCouponSchema,
} from './store-coupon';

const coupon = (over: Partial<StoreCouponInput> = {}): StoreCouponInput => ({
  title: 'Eid offer',
  code: 'EID-LIBERTY',
  discount_type: 'percent',
  discount: 15,
  min_purchase: 1000,
  max_discount: 500,
  start_date: '2026-12-01',
  expire_date: '2026-12-31',
  limit: 1,
  total_limit: 100,
  ...over,
});
const problems = (c: StoreCouponInput, ctx?: Parameters<typeof storeCouponProblems>[1]) =>
  storeCouponProblems(c, ctx).map((p) => `${p.field} ${p.message.key}`);

describe('the rules between a store coupon’s fields', () => {
  it.each<[string, StoreCouponInput, string[]]>([
    ['a percent coupon with a cap', coupon(), []],
    ['exactly 100 percent', coupon({ discount: 100 }), []],
    [
      'an amount coupon without a cap',
      coupon({ discount_type: 'amount', discount: 200, max_discount: null }),
      [],
    ],
    ['one day only: expiry on the start day', coupon({ expire_date: '2026-12-01' }), []],
    ['unlimited uses', coupon({ limit: null, total_limit: null }), []],
    ['uses per customer equal to the total', coupon({ limit: 5, total_limit: 5 }), []],
    ['a percent over 100', coupon({ discount: 100.5 }), ['discount store_coupon.percent_over_100']],
    [
      'an amount in paisa',
      coupon({ discount_type: 'amount', discount: 99.5, max_discount: null }),
      ['discount store_coupon.amount_whole'],
    ],
    [
      'a cap on an amount coupon',
      coupon({ discount_type: 'amount', discount: 200 }),
      ['max_discount store_coupon.cap_percent_only'],
    ],
    [
      'expiry before the start',
      coupon({ expire_date: '2026-11-30' }),
      ['expire_date store_coupon.expiry_before_start'],
    ],
    [
      'more uses per customer than in total',
      coupon({ limit: 3, total_limit: 2 }),
      ['limit store_coupon.limit_over_total'],
    ],
  ])('%s', (_name, c, expected) => {
    expect(problems(c)).toEqual(expected);
  });

  it('an expiry already past, when the dates are being set', () => {
    expect(problems(coupon(), { today: '2027-01-01' })).toEqual(['expire_date store_coupon.expired']);
    expect(problems(coupon(), { today: '2026-12-31' })).toEqual([]);
    // Not judged against today unless the dates change: an old coupon keeps its other edits.
    expect(problems(coupon())).toEqual([]);
  });

  it('a total below the uses already made', () => {
    expect(problems(coupon({ total_limit: 4, limit: 1 }), { used: 5 })).toEqual([
      'total_limit store_coupon.total_below_used',
    ]);
    expect(storeCouponProblems(coupon({ total_limit: 4, limit: 1 }), { used: 5 })[0]?.message.params).toEqual(
      {
        n: 5,
      },
    );
    expect(problems(coupon({ total_limit: 5, limit: 1 }), { used: 5 })).toEqual([]);
  });
});

describe('a store coupon’s fields as a form sends them', () => {
  it('reads numbers and dates from text; blank means none', () => {
    expect(
      storeCouponFieldsSchema.parse({
        title: ' Eid offer ',
        code: 'EID-10',
        discount_type: 'percent',
        discount: '12.5',
        min_purchase: '500',
        max_discount: '',
        start_date: '2026-12-01',
        expire_date: '2026-12-31',
        limit: '',
        total_limit: '50',
      }),
    ).toEqual({
      title: 'Eid offer',
      code: 'EID-10',
      discount_type: 'percent',
      discount: 12.5,
      min_purchase: 500,
      max_discount: null,
      start_date: '2026-12-01',
      expire_date: '2026-12-31',
      limit: null,
      total_limit: 50,
    });
  });

  it.each([
    ['a code with spaces', { code: 'EID 10' }, 'code', 'store_coupon.code_format'],
    ['a code of two letters', { code: 'AB' }, 'code', 'store_coupon.code_format'],
    ['an empty code', { code: ' ' }, 'code', 'store_coupon.code_required'],
    ['a discount of 0', { discount: '0' }, 'discount', 'store_coupon.discount_positive'],
    ['a negative discount', { discount: -5 }, 'discount', 'store_coupon.discount_positive'],
    ['a kind not offered', { discount_type: 'free' }, 'discount_type', 'validation.invalid_choice'],
    ['a date that does not exist', { start_date: '2026-02-30' }, 'start_date', 'store_coupon.date_invalid'],
    ['a date in another format', { expire_date: '31/12/2026' }, 'expire_date', 'store_coupon.date_invalid'],
    ['a cap of 0', { max_discount: 0 }, 'max_discount', 'store_coupon.rupees_invalid'],
    ['a negative minimum purchase', { min_purchase: -1 }, 'min_purchase', 'store_coupon.rupees_invalid'],
    ['zero uses', { limit: 0 }, 'limit', 'store_coupon.uses_invalid'],
    ['half a use', { total_limit: 1.5 }, 'total_limit', 'store_coupon.uses_invalid'],
  ])('refuses %s', (_name, sent, field, key) => {
    const result = storeCouponFieldsSchema.safeParse(sent);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([field]);
    expect(readMessageToken(issue.message)?.key).toBe(key);
  });
});

describe('a new store coupon', () => {
  it('needs a title, code, kind, discount and dates, each under its own field', () => {
    const result = storeCouponSchema.safeParse({});
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((i) => [String(i.path[0]), readMessageToken(i.message)?.key]),
    );
    expect(byField).toEqual({
      title: 'store_coupon.title_required',
      code: 'store_coupon.code_required',
      discount_type: 'validation.invalid_choice',
      discount: 'store_coupon.discount_positive',
      start_date: 'store_coupon.date_invalid',
      expire_date: 'store_coupon.date_invalid',
    });
  });
});
