import { describe, expect, it } from 'vitest';
import { campaignDates, campaignIdParam, campaignPrice } from './campaign-helpers';

describe('campaignDates', () => {
  it('shows both calendar days, untouched by time zones', () => {
    const text = campaignDates('2026-11-22', '2026-12-03', 'en');
    expect(text).toContain('22');
    expect(text).toContain('3');
    expect(text).toContain('2026');
    expect(text).not.toContain('21');
  });

  it('keeps working on a bad date', () => {
    expect(campaignDates('soon', '2026-12-03', 'en')).toBe('soon – 2026-12-03');
  });

  it('writes in the page language', () => {
    expect(campaignDates('2026-11-22', '2026-12-03', 'sp')).toMatch(/nov/i);
    expect(campaignDates('2026-11-22', '2026-12-03', 'ar')).not.toBe(
      campaignDates('2026-11-22', '2026-12-03', 'en'),
    );
  });
});

describe('campaignIdParam', () => {
  it('takes positive whole ids only', () => {
    expect(campaignIdParam('4')).toBe(4);
    expect(campaignIdParam('0')).toBeNull();
    expect(campaignIdParam('04')).toBeNull();
    expect(campaignIdParam('abc')).toBeNull();
    expect(campaignIdParam('1.5')).toBeNull();
    expect(campaignIdParam('99999999999')).toBeNull();
    expect(campaignIdParam(undefined)).toBeNull();
  });
});

describe('campaignPrice', () => {
  it('applies a percent or an amount discount', () => {
    expect(campaignPrice({ price: 1000, discount: 10, discount_type: 'percent' })).toEqual({
      final: 900,
      off: true,
    });
    expect(campaignPrice({ price: 1000, discount: 150, discount_type: 'amount' })).toEqual({
      final: 850,
      off: true,
    });
    expect(campaignPrice({ price: 1000, discount: 0, discount_type: 'percent' })).toEqual({
      final: 1000,
      off: false,
    });
  });
});
