import { formatMoney, languageTag, localeDirection } from '@bazaar/domain';
import { useLocale } from './i18n';

/** The market's currency symbol as /config gives it by default; amounts are whole rupees (decision 005). */
const SYMBOL = 'Rs';

/**
 * Amounts, times and days as the page's language writes them, always with Western digits (as the
 * storefront: decision 505). Amounts use the storefront's one formatter (`formatMoney`, domain).
 */
export function useFormat() {
  const locale = useLocale();
  const tag = languageTag(locale);
  // Urdu's and Arabic's 12-hour clock is written with Latin "AM"/"PM": a 24-hour clock has no words.
  const clock: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    numberingSystem: 'latn',
    ...(localeDirection(locale) === 'rtl' && { hourCycle: 'h23' }),
  };
  const time = new Intl.DateTimeFormat(tag, clock);
  const dateTime = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', ...clock });
  const fullDateTime = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...clock,
  });
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const today = new Date().toDateString();
  return {
    money: (amount: number) => formatMoney(amount, SYMBOL),
    /** An order's time: the clock alone today, with the date otherwise. */
    when: (iso: string) => {
      const at = new Date(iso);
      return at.toDateString() === today ? time.format(at) : dateTime.format(at);
    },
    /** A moment in full (day, month, year and clock), as a printed invoice dates itself. */
    fullDate: (iso: string) => fullDateTime.format(new Date(iso)),
    /** A 'YYYY-MM-DD' day (Pakistan's calendar, from the API) as a short weekday and as a date. */
    weekday: (date: string) => weekday.format(new Date(`${date}T00:00:00Z`)),
    day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
  };
}
