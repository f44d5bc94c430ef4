import { LOCALE_COOKIE } from '@bazaar/contract';
import { catalogues, type Locale, localeDirection, resolveLocale } from '@bazaar/domain';
import { en, type MessageKey } from '@bazaar/domain/messages/en';
import { fillPlaceholders, type MessageParams, readMessageToken } from '@bazaar/domain/messages/translate';
import { useRouteLoaderData } from 'react-router';

/** The language the storefront's switch chose (the shared `bazaar_locale` cookie), else English. */
export function cookieLocale(): Locale {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return resolveLocale(match ? decodeURIComponent(match[1] ?? '') : null);
}

/** Remembers the language for the console and the storefront alike (same cookie, decision 505). */
export function rememberLocale(locale: Locale) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser sellers use
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Puts the page's language and direction on <html>, as the storefront's root does on the server. */
export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale === 'sp' ? 'es' : locale;
  document.documentElement.dir = localeDirection(locale);
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * `t` in one language, English for a key it lacks. The console carries the four catalogues in one
 * script chunk (~30 KB gzip), kept by the browser: it is a tool a seller opens and keeps open, not a
 * shopper's first page on a slow network, for which the storefront loads one language's file alone.
 */
export const translator =
  (locale: Locale): Translate =>
  (key, params) =>
    fillPlaceholders(catalogues[locale][key] || en[key], params);

/** A message that may be a catalogue token (a zod issue from the domain's schemas) in the page's language. */
export const renderMessage = (t: Translate, text: string) => {
  const ref = readMessageToken(text);
  return ref ? t(ref.key, ref.params) : text;
};

/** The page's locale, from the root's loader. */
export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return data?.locale ?? 'en';
}

export function useT(): Translate {
  return translator(useLocale());
}
