import type { OrderStatus } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { boardColumns, canPickCourier, sellerMoves } from './order-moves';

describe("the board's moves for a seller (decision 404: the store and its own delivery man)", () => {
  it.each<[OrderStatus, OrderStatus[]]>([
    ['pending', ['confirmed', 'canceled']],
    ['confirmed', ['processing', 'canceled']],
    ['accepted', ['processing', 'canceled']],
    ['processing', ['handover', 'canceled']],
    ['handover', ['picked_up']],
    ['picked_up', ['delivered']],
    ['delivered', []],
    ['canceled', []],
    ['refund_requested', []],
  ])('%s → %j', (from, moves) => {
    expect(sellerMoves(from)).toEqual(moves);
  });

  it.each<[OrderStatus, OrderStatus[]]>([
    ['processing', ['handover', 'canceled']],
    ['handover', []],
    ['picked_up', []],
  ])("with a courier assigned, picking up and delivering are the courier's: %s → %j", (from, moves) => {
    expect(sellerMoves(from, true)).toEqual(moves);
  });
});

describe('a courier may be picked until the order is picked up, for deliveries only', () => {
  it.each<[OrderStatus, string, boolean]>([
    ['pending', 'delivery', true],
    ['confirmed', 'delivery', true],
    ['handover', 'delivery', true],
    ['picked_up', 'delivery', false],
    ['canceled', 'delivery', false],
    ['confirmed', 'take_away', false],
  ])('%s %s → %s', (order_status, order_type, allowed) => {
    expect(canPickCourier({ order_status, order_type })).toBe(allowed);
  });
});

describe('orders by board column', () => {
  it('files each status in its column, newest first as listed, at most ten finished', () => {
    const order = (id: number, order_status: OrderStatus) => ({ id, order_status });
    const finished = Array.from({ length: 12 }, (_, i) => order(100 + i, i % 2 ? 'delivered' : 'canceled'));
    const columns = boardColumns([
      order(1, 'pending'),
      order(2, 'accepted'),
      order(3, 'confirmed'),
      ...finished,
    ]);
    const ids = Object.fromEntries(columns.map((c) => [c.id, c.orders.map((o) => o.id)]));
    expect(ids).toEqual({
      pending: [1],
      confirmed: [2, 3],
      processing: [],
      handover: [],
      picked_up: [],
      finished: finished.slice(0, 10).map((o) => o.id),
    });
  });
});
