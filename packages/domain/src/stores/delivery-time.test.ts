import { describe, expect, it } from 'vitest';
import { readMessageToken } from '../messages/translate';
import { deliveryTimeInOrder, formatDeliveryTime, parseDeliveryTime } from './delivery-time';
import { storeSettingsSchema } from './store-settings';

describe('a store’s delivery time range', () => {
  it.each([
    [30, 60, true],
    [45, 45, true],
    [60, 30, false],
  ])('%i to %i is in order: %s', (min, max, ok) => {
    expect(deliveryTimeInOrder(min, max)).toBe(ok);
  });

  it.each([
    [{ min: 30, max: 60, type: 'minute' as const }, '30-60 min'],
    [{ min: 1, max: 2, type: 'hours' as const }, '1-2 hours'],
  ])('kept as text: %o → %s, and read back', (range, text) => {
    expect(formatDeliveryTime(range)).toBe(text);
    expect(parseDeliveryTime(text)).toEqual(range);
  });

  it.each([
    ['45-90 min', { min: 45, max: 90, type: 'minute' }],
    ['2 hours', { min: 2, max: 2, type: 'hours' }],
    ['30–40 mins', { min: 30, max: 40, type: 'minute' }],
    ['1-3 days', null],
    ['soon', null],
    [null, null],
  ])('reads %s', (text, range) => {
    expect(parseDeliveryTime(text)).toEqual(range);
  });
});

describe('the store settings form', () => {
  it('leaves out what is not sent, and reads blanks as none', () => {
    expect(
      storeSettingsSchema.parse({ name: ' Liberty Khussa ', announcement: '', minimum_order: '' }),
    ).toEqual({
      name: 'Liberty Khussa',
      announcement: null,
    });
  });

  it('reads the other languages from JSON text, dropping empty ones', () => {
    const read = storeSettingsSchema.parse({
      translations: JSON.stringify({ ur: { name: 'لبرٹی کھسہ', description: '' }, ar: {} }),
      free_delivery: '1',
      take_away: false,
    });
    expect(read).toEqual({
      translations: { ur: { name: 'لبرٹی کھسہ' } },
      free_delivery: true,
      take_away: false,
    });
  });

  it.each([
    [
      'the spec’s delivery time rule',
      { minimum_delivery_time: 60, maximum_delivery_time: 30 },
      'maximum_delivery_time',
      'validation.delivery_time_order',
    ],
    ['an empty name', { name: '  ' }, 'name', 'store_setup.name_required'],
    ['a negative minimum order', { minimum_order: -1 }, 'minimum_order', 'store_setup.minimum_order_invalid'],
    ['VAT over 100', { tax: 101 }, 'tax', 'validation.invalid_number'],
    ['a switch that is not yes or no', { take_away: 'maybe' }, 'take_away', 'store_setup.yes_no'],
    ['a long announcement', { announcement: 'x'.repeat(501) }, 'announcement', 'validation.too_long'],
  ])('refuses %s', (_name, sent, field, key) => {
    const result = storeSettingsSchema.safeParse(sent);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([field]);
    expect(readMessageToken(issue.message)?.key).toBe(key);
  });
});
