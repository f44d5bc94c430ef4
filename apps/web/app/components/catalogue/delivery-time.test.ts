import { t, withoutDirectionMarks } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { deliveryTimeText } from './delivery-time';

const tr =
  (locale: 'en' | 'ur' | 'ar' | 'sp') => (key: Parameters<typeof t>[0], params?: Parameters<typeof t>[1]) =>
    t(key, params, locale);

describe('deliveryTimeText', () => {
  it.each([
    ['30-60 min', '30-60 min'],
    ['1-3 days', '1-3 days'],
    ['2 hours', '2 hours'],
    ['45 Minutes', '45 min'],
  ])('%j in English is %j', (raw, text) => {
    expect(withoutDirectionMarks(deliveryTimeText(raw, tr('en')))).toBe(text);
  });

  it('is written in the page language, keeping the numbers left to right', () => {
    const urdu = deliveryTimeText('1-3 days', tr('ur'));
    expect(urdu).toContain('\u20661-\u20603\u2069');
    expect(urdu).not.toMatch(/days/);
    expect(deliveryTimeText('30-60 min', tr('sp'))).not.toBe('30-60 min');
  });

  it('leaves text it does not understand as written', () => {
    expect(deliveryTimeText('same day', tr('ur'))).toBe('same day');
  });
});
