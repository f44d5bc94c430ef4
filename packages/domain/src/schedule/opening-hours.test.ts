import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pakistanTime } from '../time/pakistan-clock';
import {
  clockTime,
  isOpenAt,
  nextOpenChange,
  nextOpening,
  type ScheduleSlot,
  weeklyHours,
} from './opening-hours';

const slot = (day: number, opening_time: string, closing_time: string): ScheduleSlot => ({
  day,
  opening_time,
  closing_time,
});
const at = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { day, seconds: h! * 3600 + m! * 60 };
};
const weekdays = [1, 2, 3, 4, 5].map((day) => slot(day, '10:00:00', '23:00:00'));
const lateNight = [slot(5, '18:00:00', '02:00:00')];
const allDayWednesday = [slot(3, '00:00:00', '00:00:00')];

/** Pakistan wall time in the week of Monday 2025-01-06 (Sunday 2025-01-05 is day 0), as a Date. */
const pk = (day: number, hhmmss: string) =>
  new Date(Date.UTC(2025, 0, 5 + day) + (toSecondsOf(hhmmss) - 5 * 3600) * 1000);
const toSecondsOf = (t: string) => {
  const [h = 0, m = 0, s = 0] = t.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};
const mondayNine = pk(1, '09:00:00');

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
    ['equal times mean all day', allDayWednesday, at(3, '03:00'), true],
    ['no schedule at all', [], at(2, '12:00'), false],
  ])('%s', (_name, schedule, now, open) => {
    expect(isOpenAt(schedule, now)).toBe(open);
  });
});

describe('when open now next changes', () => {
  it.each([
    ['open: at closing the same day', weekdays, pk(1, '12:00:00'), pk(1, '23:00:00')],
    ['closed in the morning: at opening', weekdays, pk(1, '09:00:00'), pk(1, '10:00:00')],
    ['at the opening second itself: at closing', weekdays, pk(1, '10:00:00'), pk(1, '23:00:00')],
    ['closed after Friday: on Monday', weekdays, pk(5, '23:30:00'), pk(8, '10:00:00')],
    ['a late opening: past midnight, the next day', lateNight, pk(5, '20:00:00'), pk(6, '02:00:00')],
    ['in its small hours: at 02:00', lateNight, pk(6, '01:00:00'), pk(6, '02:00:00')],
    ['all day: at the day’s own midnight', allDayWednesday, pk(3, '15:00:00'), pk(4, '00:00:00')],
    ['before an all-day opening: at its midnight', allDayWednesday, pk(2, '15:00:00'), pk(3, '00:00:00')],
    [
      'one weekly hour, just passed: a week later',
      [slot(1, '08:00:00', '08:30:00')],
      pk(1, '08:30:00'),
      pk(8, '08:00:00'),
    ],
    ['to the second', [slot(1, '09:00:00', '09:00:30')], pk(1, '09:00:10'), pk(1, '09:00:30')],
  ])('%s', (_name, schedule, now, change) => {
    expect(new Date(nextOpenChange(schedule, now)).toISOString()).toBe(change.toISOString());
  });

  it('never, for a store with no hours', () => {
    expect(nextOpenChange([], mondayNine)).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts from the whole second, so milliseconds never move it', () => {
    const change = nextOpenChange(weekdays, pk(1, '12:00:00'));
    expect(nextOpenChange(weekdays, pk(1, '12:00:00').getTime() + 999)).toBe(change);
  });

  it('open now stays the same until then, and nothing changes earlier (any schedule, any moment)', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59), fc.constantFrom(0, 30))
      .map(([h, m, s]) => [h, m, s].map((n) => String(n).padStart(2, '0')).join(':'));
    const slots = fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 6 }), opening_time: time, closing_time: time }),
      { maxLength: 4 },
    );
    const moment = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 0, 15) });
    fc.assert(
      fc.property(slots, moment, (schedule, now) => {
        const change = nextOpenChange(schedule, now);
        const openNow = isOpenAt(schedule, pakistanTime(now));
        const until = Math.min(change, now + 8 * 86_400_000);
        // Every 30 s up to the change (slots open and close on whole half-minutes, so none is missed), and its last second.
        for (let t = Math.floor(now / 1000) * 1000; t < until; t += 30_000) {
          if (isOpenAt(schedule, pakistanTime(t)) !== openNow) return false;
        }
        return isOpenAt(schedule, pakistanTime(until - 1000)) === openNow;
      }),
      { numRuns: 200 },
    );
    // A hang guard, not a speed limit: 200 schedules walked 30 s at a time over up to 8 days take 3 to 6 s
    // of one core, past vitest's 5 s default on a loaded 2-core machine.
  }, 60_000);
});

describe('when a closed store opens next', () => {
  it.each([
    ['later today', [slot(1, '10:00:00', '22:00:00')], { day: 1, time: '10:00', inDays: 0 }],
    [
      'tomorrow',
      [slot(1, '08:00:00', '08:30:00'), slot(2, '11:00:00', '20:00:00')],
      { day: 2, time: '11:00', inDays: 1 },
    ],
    ['next week on the same day', [slot(1, '08:00:00', '08:30:00')], { day: 1, time: '08:00', inDays: 7 }],
    [
      'the soonest of several',
      [slot(3, '09:00:00', '18:00:00'), slot(1, '17:00:00', '23:00:00')],
      { day: 1, time: '17:00', inDays: 0 },
    ],
  ])('%s', (_name, schedule, expected) => {
    expect(nextOpening(schedule, mondayNine)).toEqual(expected);
  });

  it('tomorrow, counted from late in the evening', () => {
    const lateMonday = pk(1, '23:30:00');
    expect(nextOpening([slot(2, '10:00:00', '22:00:00')], lateMonday)).toEqual({
      day: 2,
      time: '10:00',
      inDays: 1,
    });
    expect(nextOpening([slot(4, '10:00:00', '22:00:00')], lateMonday)).toEqual({
      day: 4,
      time: '10:00',
      inDays: 3,
    });
  });

  it('never, for a store without opening hours', () => {
    expect(nextOpening([], mondayNine)).toBeNull();
  });
});

describe('the week as shown', () => {
  it('shows times as HH:MM', () => {
    expect(clockTime('10:30:00')).toBe('10:30');
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
