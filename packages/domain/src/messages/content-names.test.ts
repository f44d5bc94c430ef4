import { describe, expect, it } from 'vitest';
import { cleanTranslations, localName, localTexts } from './content-names';

describe('localName', () => {
  const grocery = { ur: 'گروسری اور راشن', ar: 'البقالة والمؤن' };
  it.each([
    ['ur', grocery, 'گروسری اور راشن'],
    ['ar', grocery, 'البقالة والمؤن'],
    ['sp', grocery, 'Grocery & Staples'],
    ['en', grocery, 'Grocery & Staples'],
    ['ur', {}, 'Grocery & Staples'],
    ['ur', null, 'Grocery & Staples'],
    ['ur', { ur: '   ' }, 'Grocery & Staples'],
  ] as const)('%s with %j → %s', (locale, translations, expected) => {
    expect(localName('Grocery & Staples', translations, locale)).toBe(expected);
  });
});

describe('cleanTranslations', () => {
  it.each([
    [
      { ur: ' چاول ', ar: 'أرز', sp: 'Arroz', en: 'Rice', fr: 'Riz' },
      { ur: 'چاول', ar: 'أرز', sp: 'Arroz' },
    ],
    [{ ur: '', ar: 7 }, {}],
    [null, {}],
    ['چاول', {}],
  ])('%j → %j', (value, expected) => {
    expect(cleanTranslations(value)).toEqual(expected);
  });
});

describe('localTexts', () => {
  const azadi = { title: 'Azadi Sale', description: 'Green deals across the market.' };
  const stored = {
    ur: { title: 'آزادی سیل', description: 'پورے بازار میں سبز رعایتیں۔' },
    ar: { title: 'تخفيضات الاستقلال' },
  };
  it.each([
    ['ur', stored, { title: 'آزادی سیل', description: 'پورے بازار میں سبز رعایتیں۔' }],
    ['ar', stored, { title: 'تخفيضات الاستقلال', description: 'Green deals across the market.' }],
    ['sp', stored, azadi],
    ['en', stored, azadi],
    ['ur', {}, azadi],
    ['ur', null, azadi],
    ['ur', 'آزادی سیل', azadi],
    ['ur', { ur: 'آزادی سیل' }, azadi],
    ['ur', { ur: { title: '  ', description: 7 } }, azadi],
    [
      'ur',
      { ur: { title: ' آزادی سیل ', extra: 'x' } },
      { title: 'آزادی سیل', description: 'Green deals across the market.' },
    ],
  ] as const)('%s with %j', (locale, translations, expected) => {
    expect(localTexts(azadi, translations, locale)).toEqual(expected);
  });

  it('keeps a field stored as null when there is no translation for it', () => {
    expect(localTexts({ title: 'Azadi Sale', description: null }, stored, 'ar')).toEqual({
      title: 'تخفيضات الاستقلال',
      description: null,
    });
  });
});
