import {
  type Locale,
  localeDirection,
  type MessageKey,
  type MessageParams,
  resolveLocale,
} from '@bazaar/domain';
import { useRouteLoaderData } from 'react-router';
import { catalogueOf, translateWith } from './messages';

/**
 * The page's language, as the guest layout loaded it from the load context; the root's copy when the
 * layout's own loader failed (its error page); English outside both.
 */
export function useLocale(): Locale {
  const chrome = useRouteLoaderData<{ locale?: Locale }>('routes/guest-layout');
  const root = useRouteLoaderData<{ locale?: Locale }>('root');
  return resolveLocale(chrome?.locale ?? root?.locale);
}

/**
 * Text for people, always from the domain's message catalogue (en, ar, sp, ur): `const t = useT();
 * t('cart.updated')`. No page writes English of its own, so a page shown in Urdu has none.
 */
export function useT(): (key: MessageKey, params?: MessageParams) => string {
  const root = useRouteLoaderData<{ locale?: Locale }>('root');
  return translateWith(catalogueOf(resolveLocale(root?.locale)));
}

/** `dir` for the page's root element: rtl for ar and ur. */
export const directionOf = (locale: Locale) => localeDirection(locale);
