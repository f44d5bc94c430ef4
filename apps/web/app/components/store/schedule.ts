import type { Schedule } from '@bazaar/contract';

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Pakistan keeps UTC+5 all year (no daylight saving), as the API's open-now rule does. */
const PAKISTAN_OFFSET_MINUTES = 5 * 60;

/** `HH:MM[:SS]` → `HH:MM`, the way opening hours are shown. */
export const clockTime = (time: string) => time.slice(0, 5);

const minutesOf = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** The minute of the week in Pakistan (0 = Sunday 00:00). */
export function pakistanWeekMinute(at: Date): number {
  const local = new Date(at.getTime() + PAKISTAN_OFFSET_MINUTES * 60_000);
  return local.getUTCDay() * DAY_MINUTES + local.getUTCHours() * 60 + local.getUTCMinutes();
}

export type NextOpening = { day: number; time: string; today: boolean };

/**
 * When a store that is closed now opens next ('Opens at 10:00'), from its weekly schedule; null when
 * it has no opening hours at all.
 */
export function nextOpening(schedules: readonly Schedule[], at: Date): NextOpening | null {
  const now = pakistanWeekMinute(at);
  let best: { wait: number; slot: Schedule } | null = null;
  for (const slot of schedules) {
    const start = slot.day * DAY_MINUTES + minutesOf(slot.opening_time);
    const wait = (start - now + WEEK_MINUTES) % WEEK_MINUTES;
    if (!best || wait < best.wait) best = { wait, slot };
  }
  if (!best) return null;
  const today = Math.floor(now / DAY_MINUTES);
  return {
    day: best.slot.day,
    time: clockTime(best.slot.opening_time),
    today: best.slot.day === today && best.wait < DAY_MINUTES,
  };
}

/** One line per weekday, Sunday first: its opening spans (`all-day` when opening equals closing). */
export type DayHours = { day: number; spans: ({ from: string; to: string } | 'all-day')[] };

export function weeklyHours(schedules: readonly Schedule[]): DayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    spans: schedules
      .filter((s) => s.day === day)
      .sort((a, b) => minutesOf(a.opening_time) - minutesOf(b.opening_time))
      .map((s) =>
        s.opening_time === s.closing_time
          ? ('all-day' as const)
          : { from: clockTime(s.opening_time), to: clockTime(s.closing_time) },
      ),
  }));
}

/** Today's weekday in Pakistan (0 = Sunday). */
export const pakistanDay = (at: Date) => Math.floor(pakistanWeekMinute(at) / DAY_MINUTES);
