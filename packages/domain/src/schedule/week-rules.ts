import { z } from 'zod';
import type { MessageRef } from '../messages/message-ref';
import { issueMessage } from '../validation/common';
import { type ScheduleSlot, toSeconds } from './opening-hours';

/**
 * The rules a seller's opening hours keep (decision 408), for the whole week set at once or one range
 * added to it. They follow what open now understands (opening-hours.ts, decision 203): a range whose
 * closing time is before its opening time runs past midnight into the next day; 00:00–00:00 is open
 * all day. Any other range with equal times is refused, as is a range that overlaps another.
 */

/** At most this many ranges open on one weekday (a lunch break makes two). */
export const MAX_RANGES_A_DAY = 6;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const timeText = z
  .string({ error: issueMessage('schedule.time_invalid') })
  .trim()
  .regex(TIME, { error: issueMessage('schedule.time_invalid') })
  .transform((t) => (t.length === 5 ? `${t}:00` : t));

/** One opening range as a form or JSON sends it: day 0 (Sunday) to 6, times `HH:MM` or `HH:MM:SS`. */
export const scheduleRangeSchema = z.object({
  day: z.coerce
    .number({ error: issueMessage('schedule.day_invalid') })
    .int({ error: issueMessage('schedule.day_invalid') })
    .min(0, { error: issueMessage('schedule.day_invalid') })
    .max(6, { error: issueMessage('schedule.day_invalid') }),
  opening_time: timeText,
  closing_time: timeText,
});
export type ScheduleRange = z.output<typeof scheduleRangeSchema>;

/** A refusal of one range of a list: its index and the field the form shows it at. */
export type RangeProblem = { index: number; field: keyof ScheduleRange; message: MessageRef };

const DAY = 86_400;
const WEEK = 7 * DAY;
const ALL_DAY = '00:00:00';

/** The stretches of the week (in seconds, Sunday 00:00 = 0) a range covers: two when it wraps past Saturday. */
function stretches(range: ScheduleSlot): [number, number][] {
  const open = toSeconds(range.opening_time);
  const close = toSeconds(range.closing_time);
  const start = range.day * DAY + open;
  const end = open < close ? range.day * DAY + close : range.day * DAY + DAY + (open === close ? 0 : close);
  return end <= WEEK
    ? [[start, end]]
    : [
        [start, WEEK],
        [0, end - WEEK],
      ];
}

const overlap = (a: ScheduleSlot, b: ScheduleSlot) =>
  stretches(a).some(([s1, e1]) => stretches(b).some(([s2, e2]) => s1 < e2 && s2 < e1));

/** Equal times mean all day only as 00:00–00:00; any other pair of equal times is a mistake. */
function rangeProblem(range: ScheduleSlot): MessageRef | null {
  const same = toSeconds(range.opening_time) === toSeconds(range.closing_time);
  return same && range.opening_time !== ALL_DAY ? { key: 'schedule.closing_after_opening' } : null;
}

/**
 * What is wrong with a week of ranges, each problem at its range: equal times, more than
 * MAX_RANGES_A_DAY on one day, or a range overlapping an earlier one (ranges that only meet, 10–14 and
 * 14–18, do not overlap). Empty: the week may be kept.
 */
export function weekProblems(ranges: readonly ScheduleSlot[]): RangeProblem[] {
  const problems: RangeProblem[] = [];
  const perDay = new Map<number, number>();
  for (const [index, range] of ranges.entries()) {
    const own = rangeProblem(range);
    if (own) {
      problems.push({ index, field: 'closing_time', message: own });
      continue;
    }
    const count = (perDay.get(range.day) ?? 0) + 1;
    perDay.set(range.day, count);
    if (count > MAX_RANGES_A_DAY) {
      const message = { key: 'schedule.too_many_ranges', params: { max: MAX_RANGES_A_DAY } } as const;
      problems.push({ index, field: 'day', message });
      continue;
    }
    const clash = ranges.slice(0, index).find((earlier) => !rangeProblem(earlier) && overlap(earlier, range));
    if (clash) {
      const params = { from: clash.opening_time.slice(0, 5), to: clash.closing_time.slice(0, 5) };
      problems.push({ index, field: 'opening_time', message: { key: 'schedule.overlap', params } });
    }
  }
  return problems;
}
