import { describe, expect, it } from 'vitest';
import { AnswerClock } from '../platform/answer-clock';
import { openNow } from './open-now';

// 2025-01-06 is a Monday; 07:00 UTC is 12:00 in Pakistan.
const mondayNoon = Date.parse('2025-01-06T07:00:00Z');
const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opening_time: '10:00:00', closing_time: '23:00:00' }));

describe('open now by an answer’s clock', () => {
  it('says open and makes the answer hold until the closing time', () => {
    const clock = new AnswerClock(mondayNoon);
    expect(openNow(weekdays, clock)).toBe(true);
    expect(new Date(clock.until).toISOString()).toBe('2025-01-06T18:00:00.000Z'); // 23:00 in Karachi
  });

  it('holds a list until the first of its stores turns', () => {
    const clock = new AnswerClock(mondayNoon);
    const early = [{ day: 1, opening_time: '09:00:00', closing_time: '12:30:00' }];
    expect([openNow(weekdays, clock), openNow(early, clock), openNow([], clock)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(new Date(clock.until).toISOString()).toBe('2025-01-06T07:30:00.000Z'); // 12:30 in Karachi
  });

  it('leaves an answer without hours unbounded', () => {
    const clock = new AnswerClock(mondayNoon);
    expect(openNow([], clock)).toBe(false);
    expect(clock.until).toBe(Number.POSITIVE_INFINITY);
  });
});
