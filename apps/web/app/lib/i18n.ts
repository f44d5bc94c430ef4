import {
  type Locale,
  localeDirection,
  type MessageKey,
  type MessageParams,
  resolveLocale,
  t,
} from '@bazaar/domain';
import { useRouteLoaderData } from 'react-router';

/** The page's language, as the guest layout loaded it from the load context (English outside it). */
export function useLocale(): Locale {
  const chrome = useRouteLoaderData<{ locale?: Locale }>('routes/guest-layout');
  return resolveLocale(chrome?.locale);
}

/**
 * Text for people, always from the domain's message catalogue (en, ar, sp, ur): `const t = useT();
 * t('cart.updated')`. No page writes English of its own, so a page shown in Urdu has none.
 */
export function useT(): (key: MessageKey, params?: MessageParams) => string {
  const locale = useLocale();
  return (key, params) => t(key, params, locale);
}

/** `dir` for the page's root element: rtl for ar and ur. */
export const directionOf = (locale: Locale) => localeDirection(locale);
