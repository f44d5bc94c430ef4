import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from './opening-hours';
import { MAX_RANGES_A_DAY, scheduleRangeSchema, weekProblems } from './week-rules';

const r = (day: number, from: string, to: string): ScheduleSlot => ({
  day,
  opening_time: `${from}:00`,
  closing_time: `${to}:00`,
});
const keysOf = (ranges: ScheduleSlot[]) =>
  weekProblems(ranges).map((p) => `${p.index}.${p.field} ${p.message.key}`);

describe('a week of opening hours', () => {
  it.each<[string, ScheduleSlot[], string[]]>([
    ['no hours at all (closed every day)', [], []],
    ['one range a day', [1, 2, 3, 4, 5].map((d) => r(d, '10:00', '22:00')), []],
    ['a lunch break: two ranges that do not meet', [r(1, '09:00', '13:00'), r(1, '14:00', '20:00')], []],
    ['two ranges that only meet', [r(1, '09:00', '14:00'), r(1, '14:00', '20:00')], []],
    ['open all day as 00:00–00:00', [r(3, '00:00', '00:00')], []],
    ['past midnight, as open now reads it', [r(5, '18:00', '02:00'), r(6, '10:00', '22:00')], []],
    ['Saturday past midnight into Sunday', [r(6, '20:00', '01:00'), r(0, '09:00', '17:00')], []],
    [
      'equal times other than midnight',
      [r(1, '10:00', '10:00')],
      ['0.closing_time schedule.closing_after_opening'],
    ],
    [
      'two ranges overlapping on one day',
      [r(1, '09:00', '14:00'), r(1, '13:00', '20:00')],
      ['1.opening_time schedule.overlap'],
    ],
    [
      'one range inside another',
      [r(2, '09:00', '21:00'), r(2, '12:00', '13:00')],
      ['1.opening_time schedule.overlap'],
    ],
    [
      'past midnight running into the next day’s morning range',
      [r(5, '18:00', '11:00'), r(6, '10:00', '22:00')],
      ['1.opening_time schedule.overlap'],
    ],
    [
      'Saturday past midnight into Sunday’s early range',
      [r(0, '00:30', '08:00'), r(6, '22:00', '01:00')],
      ['1.opening_time schedule.overlap'],
    ],
    [
      'all day and another range the same day',
      [r(3, '00:00', '00:00'), r(3, '18:00', '20:00')],
      ['1.opening_time schedule.overlap'],
    ],
    [
      'the same range twice',
      [r(4, '10:00', '12:00'), r(4, '10:00', '12:00')],
      ['1.opening_time schedule.overlap'],
    ],
  ])('%s', (_name, ranges, problems) => {
    expect(keysOf(ranges)).toEqual(problems);
  });

  it(`at most ${MAX_RANGES_A_DAY} ranges a day`, () => {
    const many = Array.from({ length: MAX_RANGES_A_DAY + 1 }, (_, i) =>
      r(1, `${String(i * 2).padStart(2, '0')}:00`, `${String(i * 2 + 1).padStart(2, '0')}:00`),
    );
    expect(keysOf(many)).toEqual([`${MAX_RANGES_A_DAY}.day schedule.too_many_ranges`]);
  });

  it('names the range it overlaps', () => {
    const [problem] = weekProblems([r(1, '09:00', '14:00'), r(1, '13:00', '20:00')]);
    expect(problem?.message).toEqual({ key: 'schedule.overlap', params: { from: '09:00', to: '14:00' } });
  });
});

describe('one range as a form sends it', () => {
  it.each([
    [
      { day: '1', opening_time: '09:00', closing_time: '17:30' },
      { day: 1, opening_time: '09:00:00', closing_time: '17:30:00' },
    ],
    [
      { day: 0, opening_time: '09:00:15', closing_time: '23:59' },
      { day: 0, opening_time: '09:00:15', closing_time: '23:59:00' },
    ],
  ])('reads %o', (sent, read) => {
    expect(scheduleRangeSchema.parse(sent)).toEqual(read);
  });

  it.each([
    ['day 7', { day: 7, opening_time: '09:00', closing_time: '17:00' }, 'day'],
    ['a day that is not a number', { day: 'monday', opening_time: '09:00', closing_time: '17:00' }, 'day'],
    ['24:00', { day: 1, opening_time: '09:00', closing_time: '24:00' }, 'closing_time'],
    ['9 o’clock without minutes', { day: 1, opening_time: '9', closing_time: '17:00' }, 'opening_time'],
  ])('refuses %s', (_name, sent, field) => {
    const result = scheduleRangeSchema.safeParse(sent);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
  });
});
