import type { MessageRef } from '../result';
import type { Catalogue, MessageKey } from './en';
import { en } from './en';
import type { Locale } from './locales';
import { catalogues, DEFAULT_LOCALE } from './locales';

export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The text of a catalogue message in a locale, falling back to English. */
export function t(key: MessageKey, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  // A locale from an untyped caller (a header, a cookie) may not exist; English answers then.
  const template = (catalogues[locale] as Catalogue | undefined)?.[key] || en[key];
  return fillPlaceholders(template, params);
}

export function formatMessage(message: MessageRef, locale: Locale = DEFAULT_LOCALE): string {
  return t(message.key, message.params, locale);
}

/** The placeholder names a template uses, e.g. ['n'] for '{n} quantity available in stock.'. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type EnglishPattern = { key: MessageKey; names: string[]; pattern: RegExp };

// Longest templates first so that 'Minimum order amount is {amount}' wins over 'Minimum order amount is'.
const englishPatterns: EnglishPattern[] = (Object.keys(en) as MessageKey[])
  .sort((a, b) => en[b].length - en[a].length)
  .map((key) => {
    const template = en[key];
    const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    const body = template.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)));
    return { key, names, pattern: new RegExp(`^${body.join('')}$`) };
  });

/** Finds the catalogue message an English text was rendered from, with its placeholder values. */
export function messageFromEnglish(text: string): MessageRef | undefined {
  for (const { key, names, pattern } of englishPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (names.length === 0) return { key };
    return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * Re-renders an English catalogue text (as carried by the zod schemas' issues) in another locale.
 * Text that is not from the catalogue comes back unchanged.
 */
export function translateEnglish(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const message = messageFromEnglish(text);
  return message ? formatMessage(message, locale) : text;
}
