import { ORDER_STATUSES, type OrderStatus } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const none = Object.fromEntries(ORDER_STATUSES.map((s) => [s, null])) as Record<OrderStatus, string | null>;
const order = (status: OrderStatus, times: Partial<Record<OrderStatus, string>> = {}) => ({
  ...none,
  ...times,
  order_status: status,
  created_at: '2026-11-20T05:00:00.000Z',
});
const T = (h: number) => `2026-11-20T${String(h).padStart(2, '0')}:00:00.000Z`;

describe('orderTimeline: steps done by status, with the time each was reached', () => {
  it.each<[string, ReturnType<typeof order>, string, string | null]>([
    ['pending', order('pending', { pending: T(5) }), '✓5 · · ·', null],
    ['pending without a time uses created_at', order('pending'), '✓5 · · ·', null],
    ['confirmed', order('confirmed', { pending: T(5), confirmed: T(6) }), '✓5 ✓6 · ·', null],
    [
      'accepted before confirmed: the earlier',
      order('confirmed', { accepted: T(6), confirmed: T(7) }),
      '✓5 ✓6 · ·',
      null,
    ],
    ['processing', order('processing', { confirmed: T(6), processing: T(8) }), '✓5 ✓6 ✓8 ·', null],
    [
      'handover without processing time',
      order('handover', { confirmed: T(6), handover: T(9) }),
      '✓5 ✓6 ✓9 ·',
      null,
    ],
    [
      'picked up',
      order('picked_up', { confirmed: T(6), processing: T(8), picked_up: T(10) }),
      '✓5 ✓6 ✓8 ✓10',
      null,
    ],
    [
      'delivered',
      order('delivered', { confirmed: T(6), processing: T(8), picked_up: T(10), delivered: T(11) }),
      '✓5 ✓6 ✓8 ✓10',
      null,
    ],
    ['canceled', order('canceled', { canceled: T(6) }), '✓5 · · ·', 'canceled'],
    ['returned', order('returned', { picked_up: T(10), returned: T(12) }), '✓5 ✓? ✓? ✓10', 'returned'],
  ])('%s', (_, o, expected, halted) => {
    const line = orderTimeline(o);
    const shown = line.steps
      .map((s) => (s.done ? `✓${s.at ? new Date(s.at).getUTCHours() : '?'}` : '·'))
      .join(' ');
    expect(shown).toBe(expected);
    expect(line.halted).toBe(halted);
  });

  it('delivered carries its time; halted its own', () => {
    expect(orderTimeline(order('delivered', { delivered: T(11) })).deliveredAt).toBe(T(11));
    expect(orderTimeline(order('refund_requested', { delivered: T(11) })).delivered).toBe(true);
    expect(orderTimeline(order('canceled', { canceled: T(6) })).haltedAt).toBe(T(6));
    expect(orderTimeline(order('pending')).deliveredAt).toBeNull();
  });
});
