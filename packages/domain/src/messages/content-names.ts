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

/**
 * Texts the market's content gives in other languages than its own, field by field: a banner's or a
 * campaign's `translations`, e.g. { ur: { title: 'آزادی سیل', description: '…' } }.
 */
export type TextTranslations = Partial<Record<Exclude<Locale, 'en'>, Record<string, string>>>;

/**
 * `texts` in `locale`: each field its translation when `translations` (as stored: anything) holds a
 * non-empty text for it, else as stored. English is the texts themselves.
 */
export function localTexts<T extends Record<string, string | null>>(
  texts: T,
  translations: unknown,
  locale: Locale,
): T {
  if (locale === 'en' || !translations || typeof translations !== 'object') return texts;
  const own = (translations as Record<string, unknown>)[locale];
  if (!own || typeof own !== 'object') return texts;
  const out: Record<string, string | null> = { ...texts };
  for (const field of Object.keys(texts)) {
    const text = (own as Record<string, unknown>)[field];
    if (typeof text === 'string' && text.trim()) out[field] = text.trim();
  }
  return out as T;
}
