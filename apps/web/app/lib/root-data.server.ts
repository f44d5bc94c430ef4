import { catalogues, type Locale } from '@bazaar/domain';

/**
 * The root loader's answer: the page's language and, unless English (bundled as the fallback), its
 * catalogue, so the browser holds one language's texts, not all four (lib/messages.ts).
 */
export const rootData = (locale: Locale) => ({
  locale,
  messages: locale === 'en' ? null : catalogues[locale],
});
