import { fail, ok, type Result } from '../result';
import { nextPakistanMidnight, pakistanDate, pakistanTime } from '../time/pakistan-clock';
import { isOpenAt, type NextOpening, nextOpenChange, nextOpening, type ScheduleSlot } from './opening-hours';

/**
 * Whether a store takes orders now: the one rule behind every "open now" (store cards and pages, the
 * product page's store, the cart, checkout's 'Store is closed now'; decision 408). A store is open when
 * it is active, not closed by its seller ("closed today / until", `closed_until` still ahead) and its
 * weekly hours say open (decision 203).
 */
export type StoreOpenFacts = {
  active: boolean;
  /** The seller closed the store until this moment; null, or a moment passed, closes nothing. */
  closed_until: Date | string | number | null;
  schedules: readonly ScheduleSlot[];
};

/** `closed_until` as epoch milliseconds (0 when there is none or it does not read as a moment). */
function closedUntilMs(facts: StoreOpenFacts): number {
  if (facts.closed_until === null) return 0;
  const ms = new Date(facts.closed_until).getTime();
  return Number.isFinite(ms) ? ms : 0;
}

/** Whether the seller's switch still closes the store at `at`. */
export function isClosedBySeller(facts: StoreOpenFacts, at: Date | number): boolean {
  return closedUntilMs(facts) > Number(at);
}

export function isStoreOpen(facts: StoreOpenFacts, at: Date | number): boolean {
  return facts.active && !isClosedBySeller(facts, at) && isOpenAt(facts.schedules, pakistanTime(at));
}

/**
 * The first moment after `at` when the store may turn open or closed, in epoch milliseconds (Infinity:
 * never): the end of the seller's closing while it lasts, else the next edge of its weekly hours. An
 * answer that shows "open now" holds until then (decision 218). An inactive store never turns.
 */
export function nextStoreOpenChange(facts: StoreOpenFacts, at: Date | number): number {
  if (!facts.active) return Number.POSITIVE_INFINITY;
  const until = closedUntilMs(facts);
  return until > Number(at) ? until : nextOpenChange(facts.schedules, at);
}

const DAY_MS = 86_400_000;
/** Whole days between the Pakistan dates of two moments. */
const daysBetween = (from: Date | number, to: Date | number) =>
  Math.round((Date.parse(pakistanDate(to)) - Date.parse(pakistanDate(from))) / DAY_MS);

/**
 * When a store closed now opens next ('Opens tomorrow at 10:00'), counted in days from `at`: after the
 * seller's closing ends (at that very moment when its hours are open then), else from its hours.
 * Null when it has no opening hours.
 */
export function nextStoreOpening(facts: StoreOpenFacts, at: Date | number): NextOpening | null {
  const until = closedUntilMs(facts);
  if (until <= Number(at)) return nextOpening(facts.schedules, at);
  const local = pakistanTime(until);
  if (isOpenAt(facts.schedules, local)) {
    const hh = String(Math.floor(local.seconds / 3600)).padStart(2, '0');
    const mm = String(Math.floor((local.seconds % 3600) / 60)).padStart(2, '0');
    return { day: local.day, time: `${hh}:${mm}`, inDays: daysBetween(at, until) };
  }
  const next = nextOpening(facts.schedules, until);
  return next && { ...next, inDays: next.inDays + daysBetween(at, until) };
}

/** The longest a seller may close their store at once, in days. */
export const MAX_CLOSED_DAYS = 90;

/**
 * Until when a seller's "closed" switch closes the store, in epoch milliseconds: the moment they chose,
 * or without one the end of today in Pakistan ("closed today"). Refused when that moment is not in the
 * future, or more than MAX_CLOSED_DAYS ahead (a store gone for longer is the operator's to switch off).
 */
export function sellerClosingUntil(chosen: number | null, now: number): Result<number> {
  const until = chosen ?? nextPakistanMidnight(now);
  if (until <= now) return fail('store_status.until_past');
  if (until - now > MAX_CLOSED_DAYS * DAY_MS)
    return fail('store_status.until_too_far', { days: MAX_CLOSED_DAYS });
  return ok(until);
}
