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
