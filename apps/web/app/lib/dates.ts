import type { Locale } from '@bazaar/domain';

/**
 * Dates and times as the storefront shows them: in the page's language, on Pakistan's clock, the same on
 * the server and in the browser (so hydration never differs). The one home of date formatting.
 */
export const DATE_TAGS: Record<Locale, string> = { en: 'en-PK', ar: 'ar', sp: 'es', ur: 'ur-PK' };
const TAGS = DATE_TAGS;

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Karachi',
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * Urdu on the 24-hour clock: its locale data marks the half of the day with the Latin 'AM' and 'PM',
 * English letters in an Urdu sentence.
 */
const CLOCK: Partial<Record<Locale, Intl.DateTimeFormatOptions>> = { ur: { hourCycle: 'h23' } };

/** A date and time ('23 Nov 2026, 3:05 pm'; in Urdu '23 نومبر، 2026، 15:05'). */
export function absoluteTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], {
    ...DAY,
    hour: 'numeric',
    minute: '2-digit',
    ...CLOCK[locale],
  }).format(new Date(iso));
}

/** A date written out ('23 November 2026'), for posts and delivery dates. */
export function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Karachi' }).format(
    new Date(iso),
  );
}

/** A date alone ('23 Nov 2026'), on Pakistan's calendar. */
export function shortDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], DAY).format(new Date(iso));
}

/**
 * How long ago `iso` was, seen from `now` (the loader's clock, so the server's text and the browser's
 * agree): 'now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; a week or more, the date.
 */
export function relativeTime(iso: string, now: string | number, locale: Locale): string {
  const seconds = Math.round((new Date(now).getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds >= 7 * 86_400) return shortDate(iso, locale);
  const format = new Intl.RelativeTimeFormat(TAGS[locale], { numeric: 'auto' });
  const ago = Math.max(0, seconds);
  for (const [unit, size] of UNITS) {
    if (ago >= size) return format.format(-Math.floor(ago / size), unit);
  }
  return format.format(0, 'second');
}
