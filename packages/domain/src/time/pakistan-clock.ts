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

/** The date and time in Pakistan at an instant, to the minute: 'YYYY-MM-DD HH:MM'. */
export function pakistanDateTime(at: Date | number): string {
  return new Date(localSeconds(at) * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The next midnight in Pakistan after `at`, in epoch milliseconds: when dates change. */
export function nextPakistanMidnight(at: Date | number): number {
  return ((Math.floor(localSeconds(at) / DAY) + 1) * DAY - PAKISTAN_OFFSET) * 1000;
}

/**
 * A moment as a form or a client writes it, in epoch milliseconds: ISO 8601 with its offset
 * ('2026-12-01T18:00:00Z', '…+05:00'), or a wall time without one ('2026-12-01T18:00', what a
 * datetime-local input sends), read as Pakistan time. Null for anything else.
 */
export function readMoment(text: string): number | null {
  const wall = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text);
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(text);
  if (!wall && !zoned) return null;
  const ms = Date.parse(wall ? `${text}+05:00` : text);
  return Number.isFinite(ms) ? ms : null;
}
