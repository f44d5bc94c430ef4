import { catalogues, type Locale } from '@bazaar/domain';
import { en, type MessageKey } from '@bazaar/domain/messages/en';
import { fillPlaceholders, type MessageParams } from '@bazaar/domain/messages/translate';

/**
 * A page's catalogue: null for English, which every script bundles as the fallback. The browser loads
 * the page's other language once, as a file it keeps (`/messages/{locale}.{hash}.json`, see
 * root-data.server.ts), not with every page's data and never all four.
 */
export type PageMessages = Partial<Record<MessageKey, string>> | null | undefined;

/** The catalogues this browser has loaded (entry.client.tsx, the root's clientLoader). */
const loaded: Partial<Record<Locale, PageMessages>> = {};

/**
 * The catalogue of a page in `locale`. On the server every catalogue is at hand; the client build
 * drops that branch (and with it the table of all four), so a browser reads what it has loaded.
 */
export function catalogueOf(locale: Locale): PageMessages {
  if (locale === 'en') return null;
  return import.meta.env.SSR ? catalogues[locale] : loaded[locale];
}

/**
 * Loads a page's catalogue in the browser before it is rendered there (a no-op for English or one
 * already loaded). A failure leaves English: the page still works, in the fallback language.
 */
export async function loadCatalogue(locale: Locale, href: string | null | undefined): Promise<void> {
  if (locale === 'en' || loaded[locale] || !href) return;
  try {
    const res = await fetch(href, { credentials: 'same-origin' });
    if (res.ok) loaded[locale] = (await res.json()) as PageMessages;
  } catch {
    // Offline or refused: English it is, until the next page.
  }
}

/** `t` over the page's catalogue, falling back to English for a key it lacks. */
export const translateWith =
  (messages: PageMessages) =>
  (key: MessageKey, params?: MessageParams): string =>
    fillPlaceholders(messages?.[key] || en[key], params);

type MatchLike = { id: string; data?: unknown } | undefined;

/** The page's catalogue from route matches (meta functions cannot use hooks). */
export const messagesOf = (matches: readonly MatchLike[]): PageMessages => {
  const root = matches.find((m) => m?.id === 'root')?.data as { locale?: Locale } | undefined;
  return root?.locale ? catalogueOf(root.locale) : null;
};
