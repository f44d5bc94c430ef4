import type { Locale } from '@bazaar/domain';

const TAGS: Record<Locale, string> = { en: 'en-PK', ar: 'ar', sp: 'es', ur: 'ur-PK' };

/** A publication date in the page's language, on Pakistan's calendar (same on server and browser). */
export function postDate(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Karachi' }).format(
    new Date(iso),
  );
}

/**
 * A post body as the API gives it (plain text): paragraphs split on blank lines, lines kept, each with
 * a stable key (its place in the text, which never reorders).
 */
export const paragraphs = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text, place) => ({ key: `p${place}`, text }));
