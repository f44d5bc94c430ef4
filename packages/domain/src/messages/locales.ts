import { ar } from './ar';
import type { Catalogue } from './en';
import { en } from './en';
import { sp } from './sp';
import { ur } from './ur';

/** The storefront's locales (spec §9: en default and fallback, ar, sp) plus Urdu. */
export const LOCALES = ['en', 'ar', 'sp', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in its own script, the same on every page (not translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  sp: 'Español',
  ur: 'اردو',
};

export const catalogues: Record<Locale, Catalogue> = { en, ar, sp, ur };

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'ur']);

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** The locale's BCP 47 tag, for `lang` and for collation (the spec's `sp` is Spanish, `es`). */
export const languageTag = (locale: Locale) => (locale === 'sp' ? 'es' : locale);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads an `X-localization` header or a cookie value: 'ur', 'UR', 'ar-SA' and 'es' all resolve;
 * anything else is the default locale.
 */
export function resolveLocale(value: string | null | undefined): Locale {
  const tag =
    (value ?? '')
      .trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? '';
  if (tag === 'es') return 'sp';
  return isLocale(tag) ? tag : DEFAULT_LOCALE;
}
