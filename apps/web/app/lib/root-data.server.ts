import { createHash } from 'node:crypto';
import { catalogues, isLocale, type Locale } from '@bazaar/domain';

/** Each catalogue as the browser loads it, and its content's hash: computed once per process. */
const files = new Map<Locale, { json: string; hash: string }>();

function catalogueFile(locale: Locale) {
  let file = files.get(locale);
  if (!file) {
    const json = JSON.stringify(catalogues[locale]);
    file = { json, hash: createHash('sha256').update(json).digest('base64url').slice(0, 12) };
    files.set(locale, file);
  }
  return file;
}

/** Where the browser loads a language's catalogue: its hash in the name, so it is kept for good. */
export const messagesHref = (locale: Locale) => `/messages/${locale}.${catalogueFile(locale).hash}.json`;

/**
 * The catalogue a `/messages/{file}` address names: its text, and whether the address is the current
 * one (kept for good) or an older page's (answered with today's texts, not to be kept). Null for a
 * name that is no catalogue, or English (bundled in every script).
 */
export function messagesFile(name: string): { json: string; current: boolean } | null {
  const match = /^([a-z]{2})\.([\w-]+)\.json$/.exec(name);
  const locale = match?.[1];
  if (!match || !isLocale(locale) || locale === 'en') return null;
  const file = catalogueFile(locale);
  return { json: file.json, current: match[2] === file.hash };
}

/**
 * The root loader's answer: the page's language and, unless English, where its catalogue is (the
 * browser loads it once and keeps it; it is not part of every page's data: lib/messages.ts).
 */
export const rootData = (locale: Locale) => ({
  locale,
  messagesHref: locale === 'en' ? null : messagesHref(locale),
});
