import {
  clockTime,
  issueMessage,
  type ScheduleSlot,
  scheduleRangeSchema,
  weekProblems,
} from '@bazaar/domain';
import { z } from 'zod';

/**
 * The opening hours form (`/seller/hours`): the week as seven days (index = day, 0 = Sunday), each
 * closed or open with one or more ranges, as the seller edits it. The API keeps a flat list of ranges
 * (PUT vendor/schedule); these turn one into the other and judge the week by the domain's own rules
 * (`weekProblems`), each problem under its range.
 */
export type RangeForm = { opening_time: string; closing_time: string };
export type DayForm = { open: boolean; ranges: RangeForm[] };
export type WeekForm = { days: DayForm[] };

/** A Pakistani week starts on Monday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** What a day that is switched open starts with. */
export const NEW_RANGE: RangeForm = { opening_time: '09:00', closing_time: '21:00' };

export function weekForm(schedules: readonly ScheduleSlot[]): WeekForm {
  const days = Array.from({ length: 7 }, (_, day) => {
    const ranges = schedules
      .filter((s) => s.day === day)
      .map((s) => ({ opening_time: clockTime(s.opening_time), closing_time: clockTime(s.closing_time) }))
      .sort((a, b) => a.opening_time.localeCompare(b.opening_time));
    return { open: ranges.length > 0, ranges: ranges.length ? ranges : [{ ...NEW_RANGE }] };
  });
  return { days };
}

/** Every day as `from` is (its ranges copied, not shared). */
export function copyDayToAll(week: WeekForm, from: number): WeekForm {
  const source = week.days[from]!;
  return {
    days: week.days.map(() => ({ open: source.open, ranges: source.ranges.map((r) => ({ ...r })) })),
  };
}

/** The ranges of the open days as the API takes them, with each one's place in the form. */
export function weekRanges(week: WeekForm): { ranges: ScheduleSlot[]; paths: string[] } {
  const ranges: ScheduleSlot[] = [];
  const paths: string[] = [];
  week.days.forEach((day, d) => {
    if (!day.open) return;
    day.ranges.forEach((range, r) => {
      ranges.push({ day: d, ...range });
      paths.push(`days.${d}.ranges.${r}`);
    });
  });
  return { ranges, paths };
}

/**
 * The form's field an API refusal names: `schedules.3.opening_time` is the fourth range sent, i.e.
 * `days.1.ranges.0.opening_time`. A range's `day` problem (too many that day) goes under its opening time.
 */
export function rangeFieldOf(code: string, paths: readonly string[]): string | null {
  const match = /^schedules\.(\d+)\.(day|opening_time|closing_time)$/.exec(code);
  const path = match ? paths[Number(match[1])] : undefined;
  if (!match || !path) return null;
  return `${path}.${match[2] === 'closing_time' ? 'closing_time' : 'opening_time'}`;
}

const time = scheduleRangeSchema.shape.opening_time;
const rangeSchema = z.object({ opening_time: time, closing_time: time });

/** The form's schema: each time `HH:MM`, and the week as it will be kept by the domain's rules. */
export const weekFormSchema = z
  .object({ days: z.array(z.object({ open: z.boolean(), ranges: z.array(rangeSchema) })).length(7) })
  .superRefine((week, ctx) => {
    const { ranges, paths } = weekRanges(week);
    for (const problem of weekProblems(ranges)) {
      const field = problem.field === 'closing_time' ? 'closing_time' : 'opening_time';
      ctx.addIssue({
        code: 'custom',
        path: [...paths[problem.index]!.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), field],
        message: issueMessage(problem.message.key, problem.message.params),
      });
    }
  });
