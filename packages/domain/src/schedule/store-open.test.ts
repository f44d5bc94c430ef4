import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from './opening-hours';
import {
  isStoreOpen,
  MAX_CLOSED_DAYS,
  nextStoreOpenChange,
  nextStoreOpening,
  type StoreOpenFacts,
  sellerClosingUntil,
} from './store-open';

/** Pakistan wall time in the week of Monday 2025-01-06 (Sunday 2025-01-05 is day 0), as a Date. */
const pk = (day: number, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2025, 0, 5 + day, h - 5, m));
};
const weekdays: ScheduleSlot[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  opening_time: '10:00:00',
  closing_time: '22:00:00',
}));
const store = (over: Partial<StoreOpenFacts> = {}): StoreOpenFacts => ({
  active: true,
  closed_until: null,
  schedules: weekdays,
  ...over,
});
/** The fixed clock of these tables: Monday 12:00 in Pakistan. */
const mondayNoon = pk(1, '12:00');
const endOfMonday = pk(2, '00:00');

describe('open now: active, not closed by the seller, and inside its hours', () => {
  it.each([
    ['open by its hours', store(), true],
    ['switched off by the operator', store({ active: false }), false],
    ['closed by the seller for the rest of today', store({ closed_until: endOfMonday }), false],
    ['closed until a moment as ISO text', store({ closed_until: pk(1, '15:00').toISOString() }), false],
    ['closed until one minute from now', store({ closed_until: pk(1, '12:01') }), false],
    ['a closing that ended at this very moment', store({ closed_until: mondayNoon }), true],
    ['a closing that ended this morning', store({ closed_until: pk(1, '08:00') }), true],
    ['reopened by the seller (null)', store({ closed_until: null }), true],
    ['a closing that does not read as a moment counts as none', store({ closed_until: 'soon' }), true],
    ['closed by its hours whatever the switch says', store({ schedules: [] }), false],
  ])('%s', (_name, facts, open) => {
    expect(isStoreOpen(facts, mondayNoon)).toBe(open);
  });

  it('opens again by itself when the closing ends, inside its hours', () => {
    const facts = store({ closed_until: pk(1, '15:00') });
    expect(isStoreOpen(facts, pk(1, '14:59'))).toBe(false);
    expect(isStoreOpen(facts, pk(1, '15:00'))).toBe(true);
  });

  it('stays closed after the closing ends outside its hours (Saturday)', () => {
    const facts = store({ closed_until: pk(6, '12:00') });
    expect(isStoreOpen(facts, pk(6, '13:00'))).toBe(false);
  });
});

describe('when open now next changes', () => {
  it.each([
    ['its hours: at closing', store(), pk(1, '22:00')],
    ['closed by the seller: when the closing ends', store({ closed_until: endOfMonday }), endOfMonday],
    ['a closing already over: its hours again', store({ closed_until: pk(1, '08:00') }), pk(1, '22:00')],
  ])('%s', (_name, facts, change) => {
    expect(nextStoreOpenChange(facts, mondayNoon)).toBe(change.getTime());
  });

  it('never for a store switched off', () => {
    expect(nextStoreOpenChange(store({ active: false }), mondayNoon)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('when a store closed now opens next', () => {
  it.each([
    ['by its hours alone: tomorrow at 10:00', store(), pk(1, '23:00'), { day: 2, time: '10:00', inDays: 1 }],
    [
      'closed for the rest of today: tomorrow at 10:00, not tonight',
      store({ closed_until: endOfMonday }),
      mondayNoon,
      { day: 2, time: '10:00', inDays: 1 },
    ],
    [
      'closed until 15:00 inside its hours: at 15:00 today',
      store({ closed_until: pk(1, '15:00') }),
      mondayNoon,
      { day: 1, time: '15:00', inDays: 0 },
    ],
    [
      'closed until Friday night: on Monday after the weekend',
      store({ closed_until: pk(5, '23:00') }),
      mondayNoon,
      { day: 1, time: '10:00', inDays: 7 },
    ],
  ])('%s', (_name, facts, at, expected) => {
    expect(nextStoreOpening(facts, at)).toEqual(expected);
  });

  it('null without opening hours', () => {
    expect(nextStoreOpening(store({ schedules: [], closed_until: endOfMonday }), mondayNoon)).toBeNull();
  });
});

describe('until when the seller’s switch closes the store', () => {
  const now = mondayNoon.getTime();
  it.each([
    ['no moment chosen: the end of today in Pakistan', null, { ok: true, value: endOfMonday.getTime() }],
    ['a moment this evening', pk(1, '18:00').getTime(), { ok: true, value: pk(1, '18:00').getTime() }],
    ['now itself', now, { ok: false, error: { key: 'store_status.until_past' } }],
    ['this morning', pk(1, '08:00').getTime(), { ok: false, error: { key: 'store_status.until_past' } }],
    [
      `more than ${MAX_CLOSED_DAYS} days ahead`,
      now + (MAX_CLOSED_DAYS + 1) * 86_400_000,
      { ok: false, error: { key: 'store_status.until_too_far', params: { days: MAX_CLOSED_DAYS } } },
    ],
  ])('%s', (_name, chosen, result) => {
    expect(sellerClosingUntil(chosen, now)).toEqual(result);
  });

  it('late in the evening, "closed today" still ends at the coming midnight', () => {
    expect(sellerClosingUntil(null, pk(1, '23:59').getTime())).toEqual({
      ok: true,
      value: endOfMonday.getTime(),
    });
  });
});
