import { describe, expect, it } from 'vitest';
import { AnswerClock } from '../platform/answer-clock';
import { storeOpenNow } from './open-now';

// 2025-01-06 is a Monday; 07:00 UTC is 12:00 in Pakistan.
const mondayNoon = Date.parse('2025-01-06T07:00:00Z');
const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opening_time: '10:00:00', closing_time: '23:00:00' }));
const store = (schedules: typeof weekdays, closed_until: string | null = null, active = true) => ({
  active,
  closed_until,
  schedules,
});

describe('open now by an answer’s clock', () => {
  it('says open and makes the answer hold until the closing time', () => {
    const clock = new AnswerClock(mondayNoon);
    expect(storeOpenNow(store(weekdays), clock)).toBe(true);
    expect(new Date(clock.until).toISOString()).toBe('2025-01-06T18:00:00.000Z'); // 23:00 in Karachi
  });

  it('holds a list until the first of its stores turns', () => {
    const clock = new AnswerClock(mondayNoon);
    const early = [{ day: 1, opening_time: '09:00:00', closing_time: '12:30:00' }];
    expect([
      storeOpenNow(store(weekdays), clock),
      storeOpenNow(store(early), clock),
      storeOpenNow(store([]), clock),
    ]).toEqual([true, true, false]);
    expect(new Date(clock.until).toISOString()).toBe('2025-01-06T07:30:00.000Z'); // 12:30 in Karachi
  });

  it('says closed while its seller closed it, and holds until the closing ends', () => {
    const clock = new AnswerClock(mondayNoon);
    expect(storeOpenNow(store(weekdays, '2025-01-06T10:00:00Z'), clock)).toBe(false);
    expect(new Date(clock.until).toISOString()).toBe('2025-01-06T10:00:00.000Z');
  });

  it('leaves an answer without hours, or of a store switched off, unbounded', () => {
    const clock = new AnswerClock(mondayNoon);
    expect(storeOpenNow(store([]), clock)).toBe(false);
    expect(storeOpenNow(store(weekdays, null, false), clock)).toBe(false);
    expect(clock.until).toBe(Number.POSITIVE_INFINITY);
  });
});
