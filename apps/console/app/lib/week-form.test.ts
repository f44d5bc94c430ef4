import { readMessageToken } from '@bazaar/domain/messages/translate';
import { describe, expect, it } from 'vitest';
import { copyDayToAll, rangeFieldOf, weekForm, weekFormSchema, weekRanges } from './week-form';

const slot = (day: number, opening_time: string, closing_time: string) => ({
  day,
  opening_time,
  closing_time,
});

describe('the opening hours form', () => {
  it('reads the API’s ranges as seven days, each sorted, a day without ranges closed', () => {
    const week = weekForm([slot(1, '14:00:00', '18:00:00'), slot(1, '09:00:00', '12:00:00')]);
    expect(week.days).toHaveLength(7);
    expect(week.days[1]).toEqual({
      open: true,
      ranges: [
        { opening_time: '09:00', closing_time: '12:00' },
        { opening_time: '14:00', closing_time: '18:00' },
      ],
    });
    expect(week.days[0]).toEqual({ open: false, ranges: [{ opening_time: '09:00', closing_time: '21:00' }] });
  });

  it('sends the open days’ ranges only, remembering where each sits in the form', () => {
    const week = weekForm([slot(0, '10:00', '22:00'), slot(2, '08:00', '12:00'), slot(2, '13:00', '17:00')]);
    week.days[0]!.open = false;
    expect(weekRanges(week)).toEqual({
      ranges: [slot(2, '08:00', '12:00'), slot(2, '13:00', '17:00')],
      paths: ['days.2.ranges.0', 'days.2.ranges.1'],
    });
  });

  it('copies one day to every day, without sharing its ranges', () => {
    const week = copyDayToAll(weekForm([slot(1, '00:00', '23:59')]), 1);
    expect(week.days.every((d) => d.open && d.ranges[0]!.closing_time === '23:59')).toBe(true);
    week.days[0]!.ranges[0]!.closing_time = '20:00';
    expect(week.days[1]!.ranges[0]!.closing_time).toBe('23:59');
  });

  it('puts an API refusal under the range it names', () => {
    const paths = ['days.1.ranges.0', 'days.1.ranges.1'];
    expect(rangeFieldOf('schedules.1.opening_time', paths)).toBe('days.1.ranges.1.opening_time');
    expect(rangeFieldOf('schedules.0.closing_time', paths)).toBe('days.1.ranges.0.closing_time');
    expect(rangeFieldOf('schedules.1.day', paths)).toBe('days.1.ranges.1.opening_time');
    expect(rangeFieldOf('schedules.5.day', paths)).toBeNull();
    expect(rangeFieldOf('schedules', paths)).toBeNull();
  });

  it('judges the week by the domain’s rules: overlaps and equal times under their range', () => {
    const week = weekForm([slot(3, '09:00', '14:00'), slot(3, '13:00', '18:00'), slot(4, '10:00', '10:00')]);
    const result = weekFormSchema.safeParse(week);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), readMessageToken(i.message)?.key]);
    expect(issues).toEqual([
      ['days.3.ranges.1.opening_time', 'schedule.overlap'],
      ['days.4.ranges.0.closing_time', 'schedule.closing_after_opening'],
    ]);
  });

  it('takes a closed day’s leftover range as nothing, and a night range past midnight', () => {
    const week = weekForm([slot(5, '18:00', '02:00')]);
    week.days[6] = { open: false, ranges: [{ opening_time: '01:00', closing_time: '01:00' }] };
    expect(weekFormSchema.safeParse(week).success).toBe(true);
  });

  it('refuses a time that is not HH:MM', () => {
    const week = weekForm([slot(1, '09:00', '17:00')]);
    week.days[1]!.ranges[0]!.closing_time = '25:00';
    const result = weekFormSchema.safeParse(week);
    expect(result.error?.issues[0]?.path.join('.')).toBe('days.1.ranges.0.closing_time');
  });
});
