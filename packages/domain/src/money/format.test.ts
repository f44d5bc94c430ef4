import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

/** What a reader sees: the bidi isolates are invisible and the no-break space looks like a space. */
const seen = (text: string) => text.replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes whole rupees after the configured symbol, grouped in thousands', () => {
    expect(seen(formatMoney(1299, 'Rs'))).toBe('Rs 1,299');
    expect(seen(formatMoney(1_234_567, 'Rs'))).toBe('Rs 1,234,567');
    expect(seen(formatMoney(0, 'Rs'))).toBe('Rs 0');
    expect(seen(formatMoney(298_549, 'PKR'))).toBe('PKR 298,549');
    expect(seen(formatMoney(1299, '₨'))).toBe('₨ 1,299');
  });

  it('never shows a fraction: half a rupee rounds up', () => {
    expect(seen(formatMoney(1299.5, 'Rs'))).toBe('Rs 1,300');
    expect(seen(formatMoney(1299.49, 'Rs'))).toBe('Rs 1,299');
  });

  it('puts the sign before the symbol and never writes "-0"', () => {
    expect(seen(formatMoney(-50, 'Rs'))).toBe('-Rs 50');
    expect(seen(formatMoney(-0.4, 'Rs'))).toBe('Rs 0');
  });

  it('keeps symbol and number together on one left-to-right island, for Urdu and Arabic pages', () => {
    const text = formatMoney(1299, '₨');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('₨\u00a01,299');
  });

  it('uses Western digits whatever the language around it', () => {
    expect(seen(formatMoney(9_876_543, 'روپے'))).toBe('روپے 9,876,543');
    expect(formatMoney(9_876_543, 'Rs')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('trims the symbol and writes no stray space without one', () => {
    expect(seen(formatMoney(1299, ' Rs '))).toBe('Rs 1,299');
    expect(seen(formatMoney(1299, ''))).toBe('1,299');
  });
});
