import { resolveLocale } from '@bazaar/domain';
import type { MetaDescriptor } from 'react-router';
import type { ChromeConfig } from '../../lib/chrome-data';
import { messagesOf, translateWith } from '../../lib/messages';

type MatchLike = { id: string; data?: unknown } | undefined;
type ChromeLike = { config?: ChromeConfig; locale?: string } | undefined;

const chromeOf = (matches: readonly MatchLike[]) =>
  matches.find((m) => m?.id === 'routes/guest-layout')?.data as ChromeLike;

/** The catalogue's text in the page's language, for meta functions (which cannot use hooks). */
export function metaT(matches: readonly MatchLike[]) {
  return translateWith(messagesOf(matches));
}

/** The admin's title and description for a page key in config `pages_seo` (JSON text), if any. */
export function seoEntry(
  pagesSeo: string | undefined,
  key: string,
): { title?: string; description?: string } {
  if (!pagesSeo) return {};
  try {
    const entry = (JSON.parse(pagesSeo) as Record<string, unknown>)[key];
    if (!entry || typeof entry !== 'object') return {};
    const { title, description } = entry as Record<string, unknown>;
    return {
      ...(typeof title === 'string' && title && { title }),
      ...(typeof description === 'string' && description && { description }),
    };
  } catch {
    return {};
  }
}

/**
 * Title, description, Open Graph and canonical link of a page. The admin's `pages_seo` entry wins in
 * English (its text is English, so other languages keep the catalogue's).
 */
export function pageMeta(
  matches: readonly MatchLike[],
  page: { title: string; description: string; canonical?: string | undefined; seoKey?: string },
): MetaDescriptor[] {
  const chrome = chromeOf(matches);
  const english = resolveLocale(chrome?.locale) === 'en';
  const seo = english && page.seoKey ? seoEntry(chrome?.config?.pages_seo, page.seoKey) : {};
  const title = seo.title ?? `${page.title} — ${chrome?.config?.business_name ?? 'Bazaar'}`;
  const description = seo.description ?? page.description;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(page.canonical
      ? [
          { tagName: 'link', rel: 'canonical', href: page.canonical },
          { property: 'og:url', content: page.canonical },
        ]
      : []),
  ];
}

/**
 * This address without noise: origin + path + only the named parameters (page 1 dropped); `page`,
 * when given, is the page actually shown (a hand-edited one may have been clamped).
 */
export function canonicalUrl(request: Request, keep: readonly string[] = ['page'], page?: number) {
  const url = new URL(request.url);
  const out = new URL(url.pathname, url.origin);
  for (const name of keep) {
    const value = name === 'page' && page !== undefined ? String(page) : url.searchParams.get(name);
    if (value && !(name === 'page' && value === '1')) out.searchParams.set(name, value);
  }
  return out.toString();
}
