import { describe, expect, it } from 'vitest';
import { absoluteTime, relativeTime, shortDate } from './dates';

const now = '2026-11-23T12:00:00.000Z';

describe('relativeTime', () => {
  it.each([
    ['2026-11-23T12:00:00.000Z', 'en', 'now'],
    ['2026-11-23T12:00:30.000Z', 'en', 'now'], // a clock a little ahead is not "in 30 seconds"
    ['2026-11-23T11:55:00.000Z', 'en', '5 minutes ago'],
    ['2026-11-23T09:00:00.000Z', 'en', '3 hours ago'],
    ['2026-11-22T11:00:00.000Z', 'en', 'yesterday'],
    ['2026-11-19T12:00:00.000Z', 'en', '4 days ago'],
    ['2026-11-10T12:00:00.000Z', 'en', '10 Nov 2026'],
    ['2026-11-23T11:55:00.000Z', 'sp', 'hace 5 minutos'],
  ] as const)('%s in %s → %s', (iso, locale, expected) => {
    expect(relativeTime(iso, now, locale)).toBe(expected);
  });

  it('is empty for a date it cannot read', () => {
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});

describe('absolute dates are on Pakistan time', () => {
  it.each([
    // 21:30 UTC is 02:30 the next day in Karachi
    ['2026-11-22T21:30:00.000Z', '23 Nov 2026'],
    ['2026-11-22T18:00:00.000Z', '22 Nov 2026'],
  ])('%s → %s', (iso, day) => {
    expect(shortDate(iso, 'en')).toBe(day);
    expect(absoluteTime(iso, 'en')).toContain(day);
  });
});

describe('order dates on Pakistan time', () => {
  it.each([
    ['en', '2026-11-20T19:30:00.000Z', /21.Nov.2026/],
    ['sp', '2026-11-20T19:30:00.000Z', /21 nov 2026/],
  ] as const)('%s %s', (locale, iso, re) => {
    expect(shortDate(iso, locale)).toMatch(re);
    expect(absoluteTime(iso, locale)).toMatch(/\b(12|0):30/);
  });
});

describe('times in Urdu', () => {
  it.each([
    ['2026-11-24T05:59:00.000Z', '10:59'],
    ['2026-11-24T12:05:00.000Z', '17:05'],
  ])('%s reads %s on the 24-hour clock, no Latin AM or PM', (iso, clock) => {
    const text = absoluteTime(iso, 'ur');
    expect(text).toContain(clock);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
