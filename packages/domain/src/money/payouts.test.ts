import { describe, expect, it } from 'vitest';
import { sumEntries } from './ledger';
import {
  cashHandoverEntries,
  cashHeldOf,
  cashSettleable,
  cashSettlementEntries,
  checkCashHandover,
  checkCashSettlement,
  checkPayoutPayment,
  checkPayoutRequest,
  payoutEntries,
  withdrawable,
} from './payouts';

describe('what a store or courier may ask to be paid (decision 410)', () => {
  it.each([
    [{ balance: 1000, cashHeld: 0, reserved: 0 }, 1000],
    [{ balance: 1000, cashHeld: 0, reserved: 600 }, 400],
    [{ balance: 1000, cashHeld: 1120, reserved: 0 }, 0], // holds more of the market's cash than it is owed
    [{ balance: 1000, cashHeld: 300, reserved: 200 }, 500],
    [{ balance: -50, cashHeld: 0, reserved: 0 }, 0], // a refund took more than was left
  ])('%o → %i', (position, expected) => {
    expect(withdrawable(position)).toBe(expected);
  });

  it('reads cash held from a cash account, whose balance is minus the cash', () => {
    expect(cashHeldOf(-1120)).toBe(1120);
    expect(cashHeldOf(0)).toBe(0);
  });

  it('asks for 1 rupee up to the withdrawable balance, and says how much that is', () => {
    const position = { balance: 1000, cashHeld: 0, reserved: 600 };
    expect(checkPayoutRequest(position, 400)).toEqual({ ok: true, value: 400 });
    expect(checkPayoutRequest(position, 401)).toEqual({
      ok: false,
      error: { key: 'money.amount_over_balance', params: { amount: 400 } },
    });
    expect(checkPayoutRequest(position, 0).ok).toBe(false);
  });

  it('pays an approved request while the balance still covers it, its own reservation aside', () => {
    expect(checkPayoutPayment({ balance: 1000, cashHeld: 0, reserved: 1000 }, 1000).ok).toBe(true);
    expect(checkPayoutPayment({ balance: 700, cashHeld: 0, reserved: 1000 }, 1000)).toEqual({
      ok: false,
      error: { key: 'money.payout_over_balance', params: { amount: 700 } },
    });
  });

  it('pays collected cash from earnings up to the cash held and the balance not yet asked for', () => {
    const position = { balance: 150, cashHeld: 1126, reserved: 0 };
    expect(checkCashSettlement(position, 150).ok).toBe(true);
    expect(checkCashSettlement(position, 151)).toEqual({
      ok: false,
      error: { key: 'money.cash_over_balance', params: { amount: 150 } },
    });
    expect(checkCashSettlement({ balance: 900, cashHeld: 100, reserved: 0 }, 101)).toEqual({
      ok: false,
      error: { key: 'money.cash_over_held', params: { amount: 100 } },
    });
    expect(cashSettleable(position)).toBe(150);
    expect(cashSettleable({ balance: 900, cashHeld: 100, reserved: 0 })).toBe(100);
    expect(cashSettleable({ balance: 900, cashHeld: 100, reserved: 900 })).toBe(0);
    expect(cashSettleable({ balance: -50, cashHeld: 100, reserved: 0 })).toBe(0);
    expect(checkCashHandover(100, 100).ok).toBe(true);
    expect(checkCashHandover(100, 101).ok).toBe(false);
  });

  it('moves money in balanced transactions', () => {
    expect(payoutEntries({ store: 7 }, 500)).toEqual([
      { account: 'store:7', amount: -500, kind: 'payout' },
      { account: 'platform:bank', amount: 500, kind: 'payout' },
    ]);
    expect(cashSettlementEntries({ courier: 4 }, 150)).toEqual([
      { account: 'cash:courier:4', amount: 150, kind: 'cash_settlement' },
      { account: 'courier:4', amount: -150, kind: 'cash_settlement' },
    ]);
    expect(cashHandoverEntries({ store: 7 }, 976)).toEqual([
      { account: 'cash:store:7', amount: 976, kind: 'cash_handover' },
      { account: 'platform:bank', amount: -976, kind: 'cash_handover' },
    ]);
    for (const entries of [payoutEntries({ courier: 1 }, 3), cashHandoverEntries({ courier: 1 }, 9)])
      expect(sumEntries(entries)).toBe(0);
  });
});
