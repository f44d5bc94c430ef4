import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, PAGE_TRANSLATIONS } from './page-texts';

const arabicScript = /[\u0600-\u06FF]/;
const latin = /[A-Za-z]{3,}/g;

describe('the demo’s about and policy pages in the market’s languages (decision 216)', () => {
  it.each(Object.keys(PAGE_TEXTS) as (keyof typeof PAGE_TEXTS)[])('%s is written in Urdu, Arabic and Spanish', (key) => {
    const english = PAGE_TEXTS[key];
    const texts = PAGE_TRANSLATIONS[key];
    for (const locale of ['ur', 'ar'] as const) {
      expect(texts[locale]).toMatch(arabicScript);
      // Only the market's names, the currency code and the address may stay in Latin letters.
      const words = (texts[locale].match(latin) ?? []).filter(
        (w) => !['PKR', 'support', 'bazaar'].includes(w),
      );
      expect(words).toEqual([]);
    }
    // A phone number after Arabic letters is isolated left to right, or its groups show reversed.
    for (const locale of ['ur', 'ar'] as const)
      for (const phone of texts[locale].matchAll(/.?\d{3}-\u2060\d{3}-\u2060\d{3}-\u2060\d{3}.?/g))
        expect([phone[0].at(0), phone[0].at(-1)]).toEqual(['\u2066', '\u2069']);
    for (const locale of ['ur', 'ar'] as const) expect(texts[locale]).not.toMatch(/\d-\d/);
    expect(texts.sp).not.toBe(english);
    // As many paragraphs as the English page: the page shows each as its own.
    for (const locale of ['ur', 'ar', 'sp'] as const)
      expect(texts[locale].split('\n\n')).toHaveLength(english.split('\n\n').length);
  });
});
