import { pakistanDate, pakistanDay } from './pakistan-clock';

/** Pakistan keeps UTC+5 all year: a Pakistani calendar day starts at 19:00 UTC the day before. */
const startOfPakistanDate = (date: string) => new Date(`${date}T00:00:00+05:00`);

/**
 * Where today, this week (from Monday) and this month began in Pakistan, as instants: the periods a
 * seller's or courier's earnings are counted over (decision 410).
 */
export function pakistanPeriodStarts(at: Date | number): { day: Date; week: Date; month: Date } {
  const today = pakistanDate(at);
  const day = startOfPakistanDate(today);
  const sinceMonday = (pakistanDay(at) + 6) % 7;
  return {
    day,
    week: new Date(day.getTime() - sinceMonday * 86_400_000),
    month: startOfPakistanDate(`${today.slice(0, 8)}01`),
  };
}

/** A 'YYYY-MM-DD' text that is a day of the calendar (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * The instants between Pakistani days `from` and `to` ('YYYY-MM-DD', both days included; either may be
 * left open): `since` is the first day's midnight, `before` the midnight after the last day.
 */
export function pakistanDaysRange(from?: string, to?: string): { since?: Date; before?: Date } {
  return {
    ...(from && { since: startOfPakistanDate(from) }),
    ...(to && { before: new Date(startOfPakistanDate(to).getTime() + 86_400_000) }),
  };
}
