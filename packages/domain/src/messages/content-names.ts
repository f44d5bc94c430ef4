import { LOCALES, type Locale } from './locales';

/**
 * A name the market's content gives in other languages than its own (English): a category's
 * `translations`, e.g. { ur: 'گروسری اور راشن', ar: 'البقالة' }. English is the name itself.
 */
export type NameTranslations = Partial<Record<Exclude<Locale, 'en'>, string>>;

/** A stored text: a non-empty string, trimmed; anything else jsonb may hold is no text. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** What stored `translations` (anything jsonb holds) give for `key`. */
const entryOf = (translations: unknown, key: string): unknown =>
  translations && typeof translations === 'object'
    ? (translations as Record<string, unknown>)[key]
    : undefined;

/**
 * The name in `locale`: its translation when `translations` (cleaned, or as stored) hold a non-empty
 * text for it, else the name as stored.
 */
export function localName(name: string, translations: unknown, locale: Locale): string {
  if (locale === 'en') return name;
  return textOf(entryOf(translations, locale)) ?? name;
}

/** Only the locales this market speaks, each a non-empty text: what a stored `translations` may hold. */
export function cleanTranslations(value: unknown): NameTranslations {
  const out: NameTranslations = {};
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const text = textOf(entryOf(value, locale));
    if (text) out[locale] = text;
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
  if (locale === 'en') return texts;
  const own = entryOf(translations, locale);
  const out: Record<string, string | null> = { ...texts };
  for (const field of Object.keys(texts)) out[field] = textOf(entryOf(own, field)) ?? texts[field] ?? null;
  return out as T;
}
