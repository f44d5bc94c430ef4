import { describe, expect, it } from 'vitest';
import { isCalendarDate, pakistanDaysRange, pakistanPeriodStarts } from './periods';

describe('earning periods in Pakistan time (UTC+5, weeks from Monday)', () => {
  it.each([
    // Wednesday 2026-12-02 10:00 in Karachi.
    [
      '2026-12-02T05:00:00Z',
      '2026-12-01T19:00:00.000Z',
      '2026-11-29T19:00:00.000Z',
      '2026-11-30T19:00:00.000Z',
    ],
    // 01:00 on Monday 2026-12-07 in Karachi is still Sunday in UTC: today and the week start that Monday.
    [
      '2026-12-06T20:00:00Z',
      '2026-12-06T19:00:00.000Z',
      '2026-12-06T19:00:00.000Z',
      '2026-11-30T19:00:00.000Z',
    ],
    // Sunday 2026-12-06 23:59 in Karachi: the week began the Monday before.
    [
      '2026-12-06T18:59:00Z',
      '2026-12-05T19:00:00.000Z',
      '2026-11-29T19:00:00.000Z',
      '2026-11-30T19:00:00.000Z',
    ],
    // New year's day in Karachi, still 31 December in UTC.
    [
      '2026-12-31T19:30:00Z',
      '2026-12-31T19:00:00.000Z',
      '2026-12-27T19:00:00.000Z',
      '2026-12-31T19:00:00.000Z',
    ],
  ])('at %s: today from %s, week from %s, month from %s', (at, day, week, month) => {
    const starts = pakistanPeriodStarts(new Date(at));
    expect(starts.day.toISOString()).toBe(day);
    expect(starts.week.toISOString()).toBe(week);
    expect(starts.month.toISOString()).toBe(month);
  });
});

describe('a range of Pakistani days (a statement filter)', () => {
  it.each([
    ['2026-12-02', '2026-12-02', '2026-12-01T19:00:00.000Z', '2026-12-02T19:00:00.000Z'],
    ['2026-12-31', '2027-01-01', '2026-12-30T19:00:00.000Z', '2027-01-01T19:00:00.000Z'],
    ['2026-02-28', undefined, '2026-02-27T19:00:00.000Z', undefined],
    [undefined, '2026-03-01', undefined, '2026-03-01T19:00:00.000Z'],
    [undefined, undefined, undefined, undefined],
  ])('from %s to %s: since %s, before %s', (from, to, since, before) => {
    const range = pakistanDaysRange(from, to);
    expect(range.since?.toISOString()).toBe(since);
    expect(range.before?.toISOString()).toBe(before);
  });

  it.each([
    ['2026-12-02', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['yesterday', false],
  ])('%s is a calendar date: %s', (text, ok) => {
    expect(isCalendarDate(text)).toBe(ok);
  });
});
