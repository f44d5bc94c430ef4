import { withoutDirectionMarks } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { type ItemText, itemDescription, itemTranslations } from './item-texts';

const arabicScript = /[\u0600-\u06FF]/;
const latinWords = /[A-Za-z]{2,}/g;

const items: ItemText[] = [
  { name: 'Bananas (Dozen)', store: 'Jinnah Super Grocers', city: 'Islamabad', perKg: false },
  { name: 'Dates Aseel', store: 'Jinnah Super Grocers', city: 'Islamabad', perKg: true },
  { name: 'Type-C Braided Cable 1m', store: 'Hafeez Centre Mobiles', city: 'Lahore', perKg: false },
  { name: 'Vivo Y36 - Blue', store: 'Saddar Electronics', city: 'Karachi', perKg: false },
];

describe('an item’s description in the market’s languages (decision 216)', () => {
  it.each(items)('$name: English is the item’s own text', (item) => {
    expect(itemDescription(item)).toBe(
      `${item.name} from ${item.store}, ${item.city}. ${item.perKg ? 'Sold per kg, packed fresh on the day of delivery.' : "Original product with the store's warranty and easy returns within 7 days."}`,
    );
  });

  it.each(items)('$name: Urdu and Arabic say it all in their script but the names', (item) => {
    const texts = itemTranslations(item);
    for (const locale of ['ur', 'ar'] as const) {
      const text = texts[locale]?.description ?? '';
      expect(text).toMatch(arabicScript);
      // Only the item's and the store's names stay in Latin letters.
      const names = `${item.name} ${item.store}`;
      for (const word of text.match(latinWords) ?? []) expect(names).toContain(word);
      // Each name is isolated left to right, whole: a bracket or a number at its end stays with it.
      for (const name of [item.name, item.store]) {
        const isolated = text.match(/\u2066[^\u2069]*\u2069/g)?.map(withoutDirectionMarks) ?? [];
        expect(isolated).toContain(name);
      }
      // The city by its name in that language, not as written in English.
      expect(text).not.toContain(item.city);
    }
  });

  it.each(items)('$name: Spanish is Spanish, by weight or not', (item) => {
    const text = itemTranslations(item).sp?.description ?? '';
    expect(text.startsWith(`${item.name} de ${item.store}, `)).toBe(true);
    expect(text).not.toMatch(/\b(from|Sold|Original|warranty|returns|days)\b/);
    expect(text).toContain(item.perKg ? 'por kilo' : 'garantía');
  });

  it('says sold by weight only for what is sold by weight', () => {
    const [loose, packed] = [true, false].map(
      (perKg) => itemTranslations({ ...items[0]!, perKg }).ur?.description ?? '',
    );
    expect(loose).toContain('فی کلو');
    expect(packed).not.toContain('فی کلو');
    expect(packed).toContain('وارنٹی');
  });
});
