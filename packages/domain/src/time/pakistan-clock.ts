/**
 * The marketplace's clock: Pakistan time whatever the server's zone. Pakistan keeps UTC+5 all year
 * (no daylight saving since 2009), so it is plain arithmetic on an instant (a Date or epoch ms).
 */
const DAY = 86_400;
const PAKISTAN_OFFSET = 5 * 3600;
/** 1970-01-01 was a Thursday. */
const EPOCH_WEEKDAY = 4;

/** Day of week (0 = Sunday) and seconds since midnight. */
export type LocalTime = { day: number; seconds: number };

const mod = (n: number, m: number) => ((n % m) + m) % m;
/** Whole seconds of Pakistan's clock since 1970-01-01 00:00 there. */
const localSeconds = (at: Date | number) => Math.floor(Number(at) / 1000) + PAKISTAN_OFFSET;

/** Day of week and seconds since midnight in Pakistan at `at`. */
export function pakistanTime(at: Date | number): LocalTime {
  const local = localSeconds(at);
  return { day: mod(Math.floor(local / DAY) + EPOCH_WEEKDAY, 7), seconds: mod(local, DAY) };
}

/** Today's weekday in Pakistan (0 = Sunday). */
export const pakistanDay = (at: Date | number) => pakistanTime(at).day;

/** The calendar day in Pakistan at an instant, 'YYYY-MM-DD'. */
export function pakistanDate(at: Date | number): string {
  return new Date(localSeconds(at) * 1000).toISOString().slice(0, 10);
}

/** The next midnight in Pakistan after `at`, in epoch milliseconds: when dates change. */
export function nextPakistanMidnight(at: Date | number): number {
  return ((Math.floor(localSeconds(at) / DAY) + 1) * DAY - PAKISTAN_OFFSET) * 1000;
}
