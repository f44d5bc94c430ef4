import { describe, expect, it } from 'vitest';
import { cleanTranslations, localName } from './content-names';

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
