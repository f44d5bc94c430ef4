import { describe, expect, it } from 'vitest';
import type { OrderActor, OrderStatus } from './status';
import {
  allowedNextStatuses,
  canCustomerCancel,
  canRequestRefund,
  describeTransitionError,
  isFinalStatus,
  isOrderStatus,
  ORDER_ACTORS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusLabel,
  RUNNING_ORDER_STATUSES,
  transitionOrder,
  UNSETTLED_ORDER_STATUSES,
} from './status';

describe('the happy path, step by step (decision 102)', () => {
  it.each([
    ['pending', 'confirmed', 'store'],
    ['confirmed', 'accepted', 'delivery_man'],
    ['accepted', 'processing', 'store'],
    ['processing', 'handover', 'store'],
    ['handover', 'picked_up', 'delivery_man'],
    ['picked_up', 'delivered', 'delivery_man'],
    ['delivered', 'refund_requested', 'customer'],
    ['refund_requested', 'delivered', 'customer'], // the customer withdraws the request
    ['refund_requested', 'refunded', 'admin'],
    ['pending', 'failed', 'system'], // an unpaid digital payment
    ['picked_up', 'returned', 'delivery_man'],
  ] as const)('%s → %s by %s', (from, to, actor) => {
    expect(transitionOrder(from, to, actor)).toEqual({ ok: true, value: to });
  });
});

describe('customer cancel only while pending or confirmed', () => {
  it.each(
    ORDER_STATUSES.map((s) => [s, s === 'pending' || s === 'confirmed'] as const),
  )('%s → %s', (status, allowed) => {
    expect(canCustomerCancel(status)).toBe(allowed);
  });

  it('a refused cancel says so', () => {
    const result = transitionOrder('processing', 'canceled', 'customer');
    expect(result).toEqual({
      ok: false,
      error: {
        key: 'order.cancel_not_allowed',
        params: { from: 'processing', to: 'canceled', actor: 'customer' },
        reason: 'actor_not_allowed',
      },
    });
  });
});

describe('refund request only after delivery', () => {
  it.each(ORDER_STATUSES.map((s) => [s, s === 'delivered'] as const))('%s → %s', (status, allowed) => {
    expect(canRequestRefund(status)).toBe(allowed);
  });
});

describe('illegal transitions return a typed error', () => {
  it.each([
    ['pending', 'delivered', 'admin', 'unknown_transition', 'order.transition_not_allowed'],
    ['delivered', 'pending', 'admin', 'unknown_transition', 'order.transition_not_allowed'],
    ['canceled', 'confirmed', 'store', 'unknown_transition', 'order.transition_not_allowed'],
    ['picked_up', 'delivered', 'store', 'actor_not_allowed', 'order.actor_not_allowed'],
    ['pending', 'confirmed', 'customer', 'actor_not_allowed', 'order.actor_not_allowed'],
    ['refund_requested', 'refunded', 'store', 'actor_not_allowed', 'order.actor_not_allowed'],
    ['delivered', 'refund_requested', 'admin', 'actor_not_allowed', 'order.actor_not_allowed'],
    ['processing', 'refund_requested', 'customer', 'unknown_transition', 'order.refund_not_allowed'],
  ] as const)('%s → %s by %s: %s', (from, to, actor, reason, key) => {
    const result = transitionOrder(from, to, actor);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ key, reason });
  });

  it('reads with status labels', () => {
    const result = transitionOrder('pending', 'delivered', 'admin');
    if (result.ok) throw new Error('expected a refusal');
    expect(describeTransitionError(result.error)).toBe(
      'Order status can not be changed from Pending to Delivered',
    );
    expect(describeTransitionError(result.error, 'ur')).toBe(
      'آرڈر کی حالت زیرِ التوا سے ڈیلیور ہو گیا میں تبدیل نہیں کی جا سکتی',
    );
  });
});

/**
 * Decision 102's table, copied out by hand (not read from ORDER_TRANSITIONS): from, to, who may.
 * Every other from → to by actor is refused.
 */
const DECISION_102 = `
  pending           confirmed         store admin
  pending           accepted          delivery_man admin
  confirmed         accepted          delivery_man admin
  accepted          processing        store admin
  confirmed         processing        store admin
  processing        handover          store admin
  handover          picked_up         delivery_man admin
  picked_up         delivered         delivery_man admin
  pending           canceled          customer store admin system
  confirmed         canceled          customer store admin
  accepted          canceled          store admin
  processing        canceled          store admin
  handover          canceled          admin
  picked_up         canceled          admin
  pending           failed            system admin
  picked_up         failed            delivery_man admin
  picked_up         returned          delivery_man admin
  failed            returned          admin
  delivered         refund_requested  customer
  refund_requested  delivered         customer admin
  refund_requested  refunded          admin
`;
const allowedByDecision = new Set(
  DECISION_102.trim()
    .split('\n')
    .flatMap((row) => {
      const [from, to, ...actors] = row.trim().split(/\s+/);
      return actors.map((actor) => `${from} → ${to} by ${actor}`);
    }),
);

describe('the table itself', () => {
  it('allows exactly what decision 102 allows, for every status pair and actor', () => {
    expect(allowedByDecision.size).toBe(40);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ORDER_ACTORS) {
          const move = `${from} → ${to} by ${actor}`;
          expect(transitionOrder(from, to, actor).ok, move).toBe(allowedByDecision.has(move));
        }
      }
    }
  });

  it('has no status that cannot be reached from pending, and no self-transitions', () => {
    const reached = new Set<OrderStatus>(['pending']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [from, to] of ORDER_TRANSITIONS) {
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_TRANSITIONS.filter(([f, t]) => f === t)).toEqual([]);
  });

  it.each([
    ['canceled', true],
    ['refunded', true],
    ['returned', true],
    ['failed', false], // an admin may still record the return of the goods
    ['delivered', false],
  ] as const)('%s is final: %s', (status, final) => {
    expect(isFinalStatus(status)).toBe(final);
  });

  it.each([
    ['pending', 'customer', ['canceled']],
    ['pending', 'store', ['confirmed', 'canceled']],
    ['picked_up', 'delivery_man', ['delivered', 'failed', 'returned']],
    ['delivered', 'customer', ['refund_requested']],
  ] as [OrderStatus, OrderActor, OrderStatus[]][])('%s, %s may go to %j', (from, actor, next) => {
    expect(allowedNextStatuses(from, actor)).toEqual(next);
  });

  it('every status has a label; unknown strings are not statuses', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusLabel(s))).toContain('Picked up');
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus('handover')).toBe(true);
  });
});

describe('running and unsettled orders (the orders list, account removal: decision 307)', () => {
  it.each([
    ['pending', true, true],
    ['accepted', true, true],
    ['confirmed', true, true],
    ['processing', true, true],
    ['handover', true, true],
    ['picked_up', true, true],
    ['refund_requested', false, true],
    ['delivered', false, false],
    ['refunded', false, false],
    ['returned', false, false],
    ['failed', false, false],
    ['canceled', false, false],
  ] as const)('%s: running %s, holds the account open %s', (status, running, unsettled) => {
    expect(RUNNING_ORDER_STATUSES.includes(status)).toBe(running);
    expect(UNSETTLED_ORDER_STATUSES.includes(status)).toBe(unsettled);
  });
  it('the table above names every status', () => {
    expect(ORDER_STATUSES).toHaveLength(12);
  });
});
