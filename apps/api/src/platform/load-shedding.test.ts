import { describe, expect, it } from 'vitest';
import { AdmissionGate, BusyTurn, busyPage, type Waiting } from './load-shedding';

/** Waits that never time out within a test: the order of events decides, never the clock. */
const NEVER = 600_000;

const waiting = (entry: ReturnType<AdmissionGate['enter']>): Waiting => {
  if (typeof entry === 'string') throw new Error(`expected to wait, got ${entry}`);
  return entry;
};

describe('AdmissionGate', () => {
  it('admits up to the limit, lines up to the queue bound, and refuses the rest at once', () => {
    const gate = new AdmissionGate({ maxInFlight: 2, maxQueue: 1, maxWaitMs: NEVER });
    expect(gate.enter()).toBe('admitted');
    expect(gate.enter()).toBe('admitted');
    const third = waiting(gate.enter());
    expect(gate.enter()).toBe('full');
    expect(gate.enter()).toBe('full');
    expect([gate.inFlight, gate.waiting]).toEqual([2, 1]);
    third.cancel();
    expect([gate.inFlight, gate.waiting]).toEqual([2, 0]);
  });

  it('hands a freed slot to the longest-waiting request, first come first served', async () => {
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 3, maxWaitMs: NEVER });
    expect(gate.enter()).toBe('admitted');
    const order: string[] = [];
    const a = waiting(gate.enter());
    const b = waiting(gate.enter());
    void a.turn.then((ok) => order.push(`a:${ok}`));
    void b.turn.then((ok) => order.push(`b:${ok}`));
    gate.leave();
    await a.turn;
    expect(order).toEqual(['a:true']);
    expect([gate.inFlight, gate.waiting]).toEqual([1, 1]);
    gate.leave();
    await b.turn;
    expect(order).toEqual(['a:true', 'b:true']);
    gate.leave();
    expect([gate.inFlight, gate.waiting]).toEqual([0, 0]);
    expect(gate.enter()).toBe('admitted');
  });

  it('refuses a waiting request once it has waited the longest allowed', async () => {
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 1, maxWaitMs: 1 });
    expect(gate.enter()).toBe('admitted');
    const late = waiting(gate.enter());
    expect(await late.turn).toBe(false);
    expect([gate.inFlight, gate.waiting]).toEqual([1, 0]);
    // The slot it never took is still the first request's, and comes back on leave.
    gate.leave();
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a newcomer at once when the first in line has waited half the longest wait', async () => {
    let clock = 0;
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 10, maxWaitMs: NEVER }, () => clock);
    gate.enter();
    const first = waiting(gate.enter());
    clock = NEVER / 2 - 1;
    const second = waiting(gate.enter());
    clock = NEVER / 2;
    expect(gate.enter()).toBe('full');
    // Once the line moves on, its new first has waited less: newcomers may line up again.
    gate.leave();
    expect(await first.turn).toBe(true);
    const third = waiting(gate.enter());
    second.cancel();
    third.cancel();
    expect([gate.inFlight, gate.waiting]).toEqual([1, 0]);
  });

  it('with no waiting allowed, refuses at once when every slot is taken', () => {
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 0 });
    expect(gate.enter()).toBe('admitted');
    expect(gate.enter()).toBe('full');
  });

  it('a cancelled wait frees its place in line and resolves as refused', async () => {
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 1, maxWaitMs: NEVER });
    gate.enter();
    const gone = waiting(gate.enter());
    gone.cancel();
    expect(await gone.turn).toBe(false);
    const next = waiting(gate.enter());
    gate.leave();
    expect(await next.turn).toBe(true);
  });
});

describe('BusyTurn', () => {
  it('measures from the first request of a turn until the turn ends', () => {
    let clock = 100;
    const endOfTurn: (() => void)[] = [];
    const turn = new BusyTurn(
      () => clock,
      (fn) => endOfTurn.push(fn),
    );
    expect(turn.age()).toBe(0);
    clock = 350;
    expect(turn.age()).toBe(250);
    clock = 1400;
    expect(turn.age()).toBe(1300);
    expect(endOfTurn).toHaveLength(1);
    // The loop finished its I/O: the next request starts a new turn.
    endOfTurn.shift()!();
    clock = 1500;
    expect(turn.age()).toBe(0);
    clock = 1510;
    expect(turn.age()).toBe(10);
  });
});

describe('busyPage', () => {
  it('is a plain page in the shopper language and direction, with no script or style', () => {
    const page = busyPage('ur');
    expect(page).toMatch(/^<!doctype html><html lang="ur" dir="rtl">/);
    expect(page).toContain('سرور اس وقت مصروف ہے');
    expect(page).not.toMatch(/<script|<style|style=/);
    expect(busyPage('sp')).toContain('lang="es" dir="ltr"');
  });
});
