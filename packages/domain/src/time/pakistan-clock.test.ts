import { describe, expect, it } from 'vitest';
import {
  nextPakistanMidnight,
  pakistanDate,
  pakistanDateTime,
  pakistanDay,
  pakistanTime,
  readMoment,
} from './pakistan-clock';

describe('the Pakistan clock', () => {
  it('gives the date and time in Pakistan, to the minute', () => {
    expect(pakistanDateTime(new Date('2026-11-22T19:00:59Z'))).toBe('2026-11-23 00:00');
  });

  it('gives the calendar day in Pakistan', () => {
    expect(pakistanDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(pakistanDate(Date.parse('2026-11-22T18:59:59Z'))).toBe('2026-11-22');
  });

  it('is UTC+5 whatever the server zone, from a date or from epoch milliseconds', () => {
    // 2026-11-22 is a Sunday; 20:30 UTC is 01:30 on Monday in Karachi.
    expect(pakistanTime(new Date('2026-11-22T20:30:00Z'))).toEqual({ day: 1, seconds: 1 * 3600 + 30 * 60 });
    expect(pakistanTime(Date.parse('2026-11-22T06:00:00Z'))).toEqual({ day: 0, seconds: 11 * 3600 });
    expect(pakistanTime(Date.parse('2025-01-06T04:00:00Z'))).toEqual({ day: 1, seconds: 9 * 3600 });
    expect(pakistanDay(new Date('2025-01-05T20:00:00Z'))).toBe(1); // Sunday 20:00 UTC is Monday 01:00 PKT
    expect(pakistanTime(new Date('1969-12-31T18:59:59Z'))).toEqual({ day: 3, seconds: 86_399 });
  });

  it.each([
    ['in the morning', '2026-11-24T04:00:00Z', '2026-11-24T19:00:00Z'],
    ['one second before midnight', '2026-11-24T18:59:59Z', '2026-11-24T19:00:00Z'],
    ['at midnight: the next one', '2026-11-24T19:00:00Z', '2026-11-25T19:00:00Z'],
    ['after UTC midnight, before Pakistan midnight', '2026-11-24T00:30:00Z', '2026-11-24T19:00:00Z'],
  ])('the next midnight %s', (_name, now, midnight) => {
    expect(new Date(nextPakistanMidnight(new Date(now))).toISOString()).toBe(
      new Date(midnight).toISOString(),
    );
  });
});

describe('a moment as written', () => {
  it.each([
    ['with Z', '2026-12-01T13:00:00Z', '2026-12-01T13:00:00.000Z'],
    ['with Pakistan’s offset', '2026-12-01T18:00:00+05:00', '2026-12-01T13:00:00.000Z'],
    ['a wall time without an offset is Pakistan time', '2026-12-01T18:00', '2026-12-01T13:00:00.000Z'],
    ['with seconds', '2026-12-01T18:00:30', '2026-12-01T13:00:30.000Z'],
  ])('%s', (_name, text, iso) => {
    expect(new Date(readMoment(text)!).toISOString()).toBe(iso);
  });

  it.each(['tomorrow', '2026-12-01', '2026-13-01T10:00', '2026-12-01 18:00', ''])('refuses %j', (text) => {
    expect(readMoment(text)).toBeNull();
  });
});
