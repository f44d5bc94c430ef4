import { describe, expect, it } from 'vitest';
import { isOpenAt, pakistanTime, type ScheduleSlot } from './open-now';

const at = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { day, seconds: h! * 3600 + m! * 60 };
};
const weekdays: ScheduleSlot[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  opening_time: '10:00:00',
  closing_time: '23:00:00',
}));
const lateNight: ScheduleSlot[] = [{ day: 5, opening_time: '18:00:00', closing_time: '02:00:00' }];

describe('open now from a weekly schedule', () => {
  it.each([
    ['Monday 09:59, before opening', weekdays, at(1, '09:59'), false],
    ['Monday 10:00, at opening', weekdays, at(1, '10:00'), true],
    ['Monday 22:59', weekdays, at(1, '22:59'), true],
    ['Monday 23:00, at closing', weekdays, at(1, '23:00'), false],
    ['Sunday noon, no row for Sunday', weekdays, at(0, '12:00'), false],
    ['Friday 17:59, before a late opening', lateNight, at(5, '17:59'), false],
    ['Friday 23:30, late opening', lateNight, at(5, '23:30'), true],
    ['Saturday 01:59, after midnight of Friday', lateNight, at(6, '01:59'), true],
    ['Saturday 02:00, closed again', lateNight, at(6, '02:00'), false],
    ['Friday 01:00, the small hours belong to Thursday', lateNight, at(5, '01:00'), false],
    [
      'equal times mean all day',
      [{ day: 3, opening_time: '00:00:00', closing_time: '00:00:00' }],
      at(3, '03:00'),
      true,
    ],
    ['no schedule at all', [], at(2, '12:00'), false],
  ])('%s', (_name, schedule, now, open) => {
    expect(isOpenAt(schedule, now)).toBe(open);
  });

  it('reads the clock in Pakistan time (UTC+5), not the server zone', () => {
    // 2026-11-22 is a Sunday; 20:30 UTC is 01:30 on Monday in Karachi.
    expect(pakistanTime(new Date('2026-11-22T20:30:00Z'))).toEqual({ day: 1, seconds: 1 * 3600 + 30 * 60 });
    expect(pakistanTime(new Date('2026-11-22T06:00:00Z'))).toEqual({ day: 0, seconds: 11 * 3600 });
  });
});
