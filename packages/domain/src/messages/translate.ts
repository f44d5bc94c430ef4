import type { Catalogue, MessageKey } from './en';
import { en } from './en';
import type { Locale } from './locales';
import { catalogues, DEFAULT_LOCALE } from './locales';
import type { MessageRef } from './message-ref';

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

/**
 * A catalogue message as a string a schema can carry in its issues (zod messages are strings): the key
 * and its values, written exactly, so whoever shows the issue renders it in the reader's language with
 * `renderMessageText` instead of guessing from English.
 */
const TOKEN = '@msg:';

export function messageToken(key: MessageKey, params?: MessageParams): string {
  return params === undefined ? `${TOKEN}${key}` : `${TOKEN}${key}${JSON.stringify(params)}`;
}

/** The message a token names, or undefined for any other text. */
export function readMessageToken(text: string): MessageRef | undefined {
  if (!text.startsWith(TOKEN)) return undefined;
  const body = text.slice(TOKEN.length);
  const brace = body.indexOf('{');
  const key = (brace < 0 ? body : body.slice(0, brace)) as MessageKey;
  if (!Object.hasOwn(en, key)) return undefined;
  if (brace < 0) return { key };
  try {
    return { key, params: JSON.parse(body.slice(brace)) as MessageParams };
  } catch {
    return { key };
  }
}

/**
 * A schema issue's text in a locale: a message token is rendered from the catalogue; any other text
 * (a library's own English default) is kept in English and replaced by `fallback` in other locales.
 */
export function renderMessageText(
  text: string,
  locale: Locale = DEFAULT_LOCALE,
  fallback?: MessageKey,
): string {
  const message = readMessageToken(text);
  if (message) return formatMessage(message, locale);
  return locale === DEFAULT_LOCALE || !fallback ? text : t(fallback, {}, locale);
}
