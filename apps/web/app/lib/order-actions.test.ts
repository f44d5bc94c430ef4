import type { OrderRefundRequest } from '@bazaar/contract';
import type { OrderStatus } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { orderActions, reasonText } from './order-actions';

type Refund = OrderRefundRequest['status'] | null;
const on = (key: string, v: boolean) => (v ? key : '');
const shown = (status: OrderStatus, refund: Refund = null) => {
  const a = orderActions({ order_status: status }, refund ? { status: refund } : null);
  return [
    on('cancel', a.cancel),
    on('refund', a.refund),
    on('withdraw', a.withdrawRefund),
    on('review', a.review),
  ]
    .filter(Boolean)
    .join(' ');
};

describe('orderActions: what the order page offers by status', () => {
  it.each<[OrderStatus, Refund, string]>([
    ['pending', null, 'cancel'],
    ['confirmed', null, 'cancel'],
    ['accepted', null, ''],
    ['processing', null, ''],
    ['handover', null, ''],
    ['picked_up', null, ''],
    ['delivered', null, 'refund review'],
    ['delivered', 'canceled', 'refund review'],
    ['delivered', 'rejected', 'refund review'],
    ['refund_requested', 'pending', 'withdraw review'],
    ['refunded', 'approved', 'review'],
    ['canceled', null, ''],
    ['failed', null, ''],
    ['returned', null, ''],
  ])('%s with refund request %s → [%s]', (status, refund, expected) => {
    expect(shown(status, refund)).toBe(expected);
  });

  it('reorder and help are always offered', () => {
    const a = orderActions({ order_status: 'canceled' }, null);
    expect([a.reorder, a.help]).toEqual([true, true]);
  });
});

describe('reasonText: the reason sent from the pick and the text', () => {
  const choices = [{ value: 'mind', label: 'orders.cancel_reason.mind' }];
  const say = (label: string) => (label === 'orders.cancel_reason.mind' ? 'I changed my mind' : label);
  it.each([
    ['mind', '', 'I changed my mind'],
    ['mind', '  found it cheaper ', 'I changed my mind: found it cheaper'],
    ['other', 'Wrong size', 'Wrong size'],
    ['other', '   ', ''],
    ['', '', ''],
    ['made-up', 'x', 'x'],
  ])('%j + %j → %j', (choice, details, expected) => {
    expect(reasonText(choice, details, choices, say)).toBe(expected);
  });
});
