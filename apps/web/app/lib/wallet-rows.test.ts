import { describe, expect, it } from 'vitest';
import { walletKindKey, walletMovement, walletReference } from './wallet-rows';

describe('walletReference', () => {
  it.each([
    ['order:40', { kind: 'order', id: 40 }],
    ['checkout:12', { kind: 'checkout', id: 12 }],
    [' order:7 ', { kind: 'order', id: 7 }],
    ['Eid bonus', { kind: 'note', text: 'Eid bonus' }],
    ['order:abc', { kind: 'note', text: 'order:abc' }],
    ['order:12345678901', { kind: 'note', text: 'order:12345678901' }],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (reference, expected) => {
    expect(walletReference(reference)).toEqual(expected);
  });
});

describe('walletKindKey', () => {
  it.each([
    ['add_fund_by_admin', 'wallet.kind.add_fund_by_admin'],
    ['order_place', 'wallet.kind.order_place'],
    ['order_refund', 'wallet.kind.order_refund'],
    ['loyalty_point', null],
    ['toString', null],
  ])('%s → %s', (type, key) => {
    expect(walletKindKey(type)).toBe(key);
  });
});

describe('walletMovement', () => {
  it.each([
    [
      { credit: 3000, debit: 0 },
      { direction: 'credit', amount: 3000 },
    ],
    [
      { credit: 0, debit: 1250 },
      { direction: 'debit', amount: 1250 },
    ],
    [
      { credit: 0, debit: 0 },
      { direction: 'debit', amount: 0 },
    ],
  ])('%j → %j', (row, expected) => {
    expect(walletMovement(row)).toEqual(expected);
  });
});
