import { type LocalTime, pakistanTime } from '../time/pakistan-clock';

/**
 * A store's weekly opening hours (decision 203), the one home of the rules the API and the storefront
 * both apply: open now, when that next changes, when a closed store opens, the week as shown.
 *
 * Times are Pakistan time (time/pakistan-clock.ts). A row whose closing time is before its opening
 * time runs past midnight into the next day; equal times mean open all that day. No row for a day:
 * closed that day.
 */
export type ScheduleSlot = { day: number; opening_time: string; closing_time: string };
const DAY = 86_400;
const WEEK = 7 * DAY;
const mod = (n: number, m: number) => ((n % m) + m) % m;

/** `HH:MM[:SS]` → seconds since midnight. */
export function toSeconds(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** `HH:MM[:SS]` → `HH:MM`, the way opening hours are shown. */
export const clockTime = (time: string) => time.slice(0, 5);

export function isOpenAt(schedule: readonly ScheduleSlot[], now: LocalTime): boolean {
  const yesterday = (now.day + 6) % 7;
  return schedule.some((slot) => {
    const open = toSeconds(slot.opening_time);
    const close = toSeconds(slot.closing_time);
    if (open === close) return slot.day === now.day;
    if (open < close) return slot.day === now.day && now.seconds >= open && now.seconds < close;
    // Past midnight: the evening part today, or the small hours after yesterday's opening.
    return (slot.day === now.day && now.seconds >= open) || (slot.day === yesterday && now.seconds < close);
  });
}

/** A slot as the second of the week it opens and the one it closes (past Saturday: the next week). */
function span(slot: ScheduleSlot): [number, number] {
  const open = toSeconds(slot.opening_time);
  const close = toSeconds(slot.closing_time);
  const day = slot.day * DAY;
  if (open === close) return [day, day + DAY];
  return [day + open, open < close ? day + close : day + DAY + close];
}

/**
 * The first moment after `at` when the store may turn open or closed (a slot opening or closing), in
 * epoch milliseconds; Infinity for a store with no hours. An answer that says "open now" holds until
 * then (decision 218). Two slots meeting end to end give a moment where nothing turns: one early miss.
 */
export function nextOpenChange(schedule: readonly ScheduleSlot[], at: Date | number): number {
  const now = pakistanTime(at);
  const weekSecond = now.day * DAY + now.seconds;
  let wait = Number.POSITIVE_INFINITY;
  for (const slot of schedule) {
    for (const edge of span(slot)) wait = Math.min(wait, mod(edge - weekSecond - 1, WEEK) + 1);
  }
  return wait === Number.POSITIVE_INFINITY ? wait : (Math.floor(Number(at) / 1000) + wait) * 1000;
}

/** When a store opens next: its weekday, the time as shown, and in how many days (0: today, 1: tomorrow). */
export type NextOpening = { day: number; time: string; inDays: number };

/**
 * When a store that is closed now opens next ('Opens at 10:00'), from its weekly schedule; null when
 * it has no opening hours at all.
 */
export function nextOpening(schedule: readonly ScheduleSlot[], at: Date | number): NextOpening | null {
  const now = pakistanTime(at);
  const weekSecond = now.day * DAY + now.seconds;
  let best: { wait: number; slot: ScheduleSlot } | null = null;
  for (const slot of schedule) {
    const wait = mod(span(slot)[0] - weekSecond, WEEK);
    if (!best || wait < best.wait) best = { wait, slot };
  }
  if (!best) return null;
  return {
    day: best.slot.day,
    time: clockTime(best.slot.opening_time),
    inDays: Math.floor((now.seconds + best.wait) / DAY),
  };
}

/** One line per weekday, Sunday first: its opening spans (`all-day` when opening equals closing). */
export type DayHours = { day: number; spans: ({ from: string; to: string } | 'all-day')[] };

export function weeklyHours(schedule: readonly ScheduleSlot[]): DayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    spans: schedule
      .filter((s) => s.day === day)
      .sort((a, b) => toSeconds(a.opening_time) - toSeconds(b.opening_time))
      .map((s) =>
        s.opening_time === s.closing_time
          ? ('all-day' as const)
          : { from: clockTime(s.opening_time), to: clockTime(s.closing_time) },
      ),
  }));
}
