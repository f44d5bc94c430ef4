import { LOCALES, type Locale } from './locales';

/**
 * A name the market's content gives in other languages than its own (English): a category's
 * `translations`, e.g. { ur: 'گروسری اور راشن', ar: 'البقالة' }. English is the name itself.
 */
export type NameTranslations = Partial<Record<Exclude<Locale, 'en'>, string>>;

/** The name in `locale`: its translation when there is one, else the name as stored. */
export function localName(
  name: string,
  translations: NameTranslations | null | undefined,
  locale: Locale,
): string {
  if (locale === 'en') return name;
  const text = translations?.[locale]?.trim();
  return text ? text : name;
}

/** Only the locales this market speaks, each a non-empty text: what a stored `translations` may hold. */
export function cleanTranslations(value: unknown): NameTranslations {
  const out: NameTranslations = {};
  if (!value || typeof value !== 'object') return out;
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const text = (value as Record<string, unknown>)[locale];
    if (typeof text === 'string' && text.trim()) out[locale] = text.trim();
  }
  return out;
}
