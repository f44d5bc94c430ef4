import { describe, expect, it } from 'vitest';
import type { MessageKey } from './en';
import { en } from './en';
import { catalogues, isLocale, LOCALES, localeDirection, resolveLocale } from './locales';
import {
  formatMessage,
  messageToken,
  placeholdersOf,
  readMessageToken,
  renderMessageText,
  t,
} from './translate';

const keys = Object.keys(en) as MessageKey[];

describe('message catalogue: every key in every locale', () => {
  it.each(LOCALES)('%s has every key, none empty, with the same placeholders as en', (locale) => {
    const catalogue = catalogues[locale] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const text = catalogue[key];
      expect(text, `${locale} ${key}`).toBeTruthy();
      expect(placeholdersOf(text ?? ''), `${locale} ${key}`).toEqual(placeholdersOf(en[key]));
    }
  });

  it('translations are translations: no non-English locale repeats a sentence of English', () => {
    for (const locale of ['ar', 'ur'] as const) {
      for (const key of keys) expect(catalogues[locale][key], key).not.toBe(en[key]);
    }
  });
});

describe('one word for one thing in each language', () => {
  // A shopper's review found the Urdu header calling the cart ٹوکری and its button کارٹ.
  it.each([
    { locale: 'ur' as const, word: 'کارٹ', not: 'ٹوکری' },
  ])('$locale calls the cart $word, never $not', ({ locale, word, not }) => {
    const texts = Object.values(catalogues[locale]) as string[];
    expect(texts.filter((text) => text.includes(not))).toEqual([]);
    expect(catalogues[locale]['chrome.cart']).toContain(word);
    expect(catalogues[locale]['product.add_to_cart']).toContain(word);
  });
});

describe('en is the spec wording exactly (§2, §4, §5, §8)', () => {
  it.each([
    'Login successfully.',
    'Account created successfully.',
    'Email sent successfully.',
    'Token varified successfully.',
    'Password updated successfully.',
    'Logout successfully.',
    '{n} quantity available in stock.',
    'Invalid code',
    'the password or email field are incorrect.',
    'Cart updated successfully.',
    'Variation changed successfully.',
    '{item} added to favorite list.',
    '{item} removed from favorite list.',
    'Invalid phone number. Please enter your phone number without country code',
    'Enter a valid email address',
    "Confirmed password doesn't matched",
    'Password should be greater than 6 characters',
    'Minimum order amount is',
    'Invalid code or failed to get discount',
    'Maximum delivery time can not be smaller than minimum delivery time',
    'Input field is empty',
    'One or more products in your cart are not available at this time',
    'Page not found',
    'Page not found: {path}',
    'Page Not Found: {path}',
    'Internal Server Error',
    'Request aborted',
    'Network Error',
    'timeout of {ms}ms exceeded',
    'Not added yet.',
    'Search Item,Store etc',
    'are you sure to logout',
    'Demo one-time code is {secret}',
    'Message',
    'Error',
  ])('%s', (text) => {
    expect(Object.values(en)).toContain(text);
  });
});

describe('t / formatMessage', () => {
  it('fills placeholders', () => {
    expect(t('stock.only_n_available', { n: 3 })).toBe('3 quantity available in stock.');
    expect(t('favorite.added', { item: 'Basmati Rice 5kg' })).toBe(
      'Basmati Rice 5kg added to favorite list.',
    );
    expect(formatMessage({ key: 'http.timeout', params: { ms: 5000 } })).toBe('timeout of 5000ms exceeded');
  });

  it('renders other locales and leaves a missing value visible', () => {
    expect(t('stock.only_n_available', { n: 3 }, 'ur')).toBe('اسٹاک میں صرف 3 کی تعداد دستیاب ہے۔');
    expect(t('stock.only_n_available', { n: 3 }, 'sp')).toBe('Solo hay 3 unidades disponibles en stock.');
    expect(t('stock.only_n_available', {}, 'en')).toBe('{n} quantity available in stock.');
  });

  it('falls back to English for a locale it does not know', () => {
    expect(t('coupon.invalid_code', {}, 'fr' as never)).toBe('Invalid code');
  });
});

describe('locales', () => {
  it.each([
    ['en', 'ltr'],
    ['sp', 'ltr'],
    ['ar', 'rtl'],
    ['ur', 'rtl'],
  ] as const)('%s reads %s', (locale, direction) => {
    expect(localeDirection(locale)).toBe(direction);
  });

  it.each([
    ['ur', 'ur'],
    ['AR', 'ar'],
    ['ar-SA', 'ar'],
    ['es', 'sp'],
    ['sp', 'sp'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ] as const)('resolveLocale(%s) is %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });

  it('isLocale', () => {
    expect(isLocale('ur')).toBe(true);
    expect(isLocale('es')).toBe(false);
  });
});

describe('message tokens: what schema issues carry instead of English', () => {
  it.each([
    ['validation.email_invalid', undefined, 'ar', 'أدخل بريدًا إلكترونيًا صالحًا'],
    ['validation.images_max', { max: 3 }, 'sp', 'Puedes subir como máximo 3 imágenes'],
    ['stock.only_n_available', { n: 3 }, 'en', '3 quantity available in stock.'],
    ['order.minimum_amount_value', { amount: 500 }, 'en', 'Minimum order amount is 500'],
  ] as const)('%s %j renders in %s', (key, params, locale, text) => {
    const token = messageToken(key, params);
    expect(token).not.toContain(text);
    expect(readMessageToken(token)).toEqual(params ? { key, params } : { key });
    expect(renderMessageText(token, locale)).toBe(text);
  });

  it('other text: kept in English, the fallback in other locales; unknown keys are not tokens', () => {
    expect(renderMessageText('Invalid input', 'en', 'validation.invalid_value')).toBe('Invalid input');
    expect(renderMessageText('Invalid input', 'ur', 'validation.invalid_value')).toBe(
      t('validation.invalid_value', {}, 'ur'),
    );
    expect(renderMessageText('something else', 'ur')).toBe('something else');
    expect(readMessageToken('@msg:no.such.key')).toBeUndefined();
    expect(readMessageToken('Enter a valid email address')).toBeUndefined();
  });
});
