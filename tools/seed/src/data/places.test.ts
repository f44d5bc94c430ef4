import { describe, expect, it } from 'vitest';
import { CITIES } from './places';

const arabicScript = /^[\u0600-\u06FF ]+$/;

describe('the demo cities in the market’s languages (decision 216)', () => {
  it.each(CITIES.map((c) => [c.name, c.translations] as const))(
    '%s is named in Urdu and Arabic script, and in Spanish',
    (_name, names) => {
      expect(names.ur).toMatch(arabicScript);
      expect(names.ar).toMatch(arabicScript);
      expect(names.sp.trim()).not.toBe('');
    },
  );

  it('names no two cities alike in any language', () => {
    for (const locale of ['ur', 'ar', 'sp'] as const)
      expect(new Set(CITIES.map((c) => c.translations[locale])).size).toBe(CITIES.length);
  });
});
