import { describe, expect, it } from 'vitest';
import { clockTime, nextOpening, pakistanDay, pakistanWeekMinute, weeklyHours } from './schedule';

const slot = (day: number, opening_time: string, closing_time: string) => ({
  day,
  opening_time,
  closing_time,
});
// 2025-01-06 is a Monday; 04:00 UTC is 09:00 in Pakistan.
const mondayNine = new Date('2025-01-06T04:00:00Z');

describe('store opening hours', () => {
  it('reads the clock in Pakistan time (UTC+5)', () => {
    expect(pakistanWeekMinute(mondayNine)).toBe(1 * 1440 + 9 * 60);
    expect(pakistanDay(new Date('2025-01-05T20:00:00Z'))).toBe(1); // Sunday 20:00 UTC is Monday 01:00 PKT
    expect(clockTime('10:30:00')).toBe('10:30');
  });

  it.each([
    ['later today', [slot(1, '10:00:00', '22:00:00')], { day: 1, time: '10:00', today: true }],
    [
      'tomorrow',
      [slot(1, '08:00:00', '08:30:00'), slot(2, '11:00:00', '20:00:00')],
      { day: 2, time: '11:00', today: false },
    ],
    ['next week on the same day', [slot(1, '08:00:00', '08:30:00')], { day: 1, time: '08:00', today: false }],
    [
      'the soonest of several',
      [slot(3, '09:00:00', '18:00:00'), slot(1, '17:00:00', '23:00:00')],
      { day: 1, time: '17:00', today: true },
    ],
  ])('a closed store opens next %s', (_name, schedules, expected) => {
    expect(nextOpening(schedules, mondayNine)).toEqual(expected);
  });

  it('a store without opening hours never opens', () => {
    expect(nextOpening([], mondayNine)).toBeNull();
  });

  it('lists the week from Sunday, closed days empty, all-day spans marked', () => {
    const week = weeklyHours([
      slot(1, '14:00:00', '22:00:00'),
      slot(1, '09:00:00', '12:00:00'),
      slot(5, '00:00:00', '00:00:00'),
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: 0, spans: [] });
    expect(week[1]?.spans).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '22:00' },
    ]);
    expect(week[5]?.spans).toEqual(['all-day']);
  });
});
