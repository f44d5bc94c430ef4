import { fail, ok, type Result } from '../result';
import {
  assertBalanced,
  cashAccount,
  type LedgerEntry,
  type Payee,
  PLATFORM_BANK,
  payeeAccount,
} from './ledger';

/** A payout request's life: pending → approved → paid, or rejected (pending or approved). */
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Where a store or a courier stands with the market, from the ledger and its payout requests. */
export type PayeePosition = {
  /** The payee's account: what the market owes it (negative after refunds took more than was left). */
  balance: number;
  /** Cash collected on delivery and not yet handed over: the market's money in the payee's hand. */
  cashHeld: number;
  /** Payout requests asked for and not yet paid or rejected (pending or approved). */
  reserved: number;
};

/**
 * What a payee may ask to be paid (decision 410): its balance less the market's cash it holds and
 * less what it has already asked for. Never negative.
 */
export const withdrawable = (p: PayeePosition) => Math.max(0, p.balance - p.cashHeld - p.reserved);

/** A cash account's balance is minus the cash held (decision 410): the cash, as a positive amount. */
export const cashHeldOf = (cashBalance: number) => Math.max(0, -cashBalance);

/** A payout request's amount against the position: 1 rupee up to what is withdrawable. */
export function checkPayoutRequest(p: PayeePosition, amount: number): Result<number> {
  const most = withdrawable(p);
  return Number.isSafeInteger(amount) && amount >= 1 && amount <= most
    ? ok(amount)
    : fail('money.amount_over_balance', { amount: most });
}

/**
 * Paying an approved request may still be refused: a refund since the request may have taken the
 * balance below it. What the request reserved is its own, so it does not count against itself.
 */
export function checkPayoutPayment(p: PayeePosition, amount: number): Result<number> {
  const most = Math.max(0, p.balance - p.cashHeld - (p.reserved - amount));
  return amount <= most ? ok(amount) : fail('money.payout_over_balance', { amount: most });
}

/**
 * How much collected cash a payee may pay the market out of its own earnings: no more than it holds,
 * nor than its balance after what it has asked to be paid.
 */
export function checkCashSettlement(p: PayeePosition, amount: number): Result<number> {
  if (amount > p.cashHeld) return fail('money.cash_over_held', { amount: p.cashHeld });
  const earned = earnedNotAsked(p);
  return amount <= earned ? ok(amount) : fail('money.cash_over_balance', { amount: earned });
}

/** The balance not yet asked to be paid: what collected cash may be paid out of. */
const earnedNotAsked = (p: PayeePosition) => Math.max(0, p.balance - p.reserved);

/** The most collected cash a payee may pay from its earnings now (what checkCashSettlement allows). */
export const cashSettleable = (p: PayeePosition) => Math.min(p.cashHeld, earnedNotAsked(p));

/** The market's bank pays the payee: its account gives what it was owed. */
export const payoutEntries = (payee: Payee, amount: number): readonly LedgerEntry[] =>
  assertBalanced([
    { account: payeeAccount(payee), amount: -amount, kind: 'payout' },
    { account: PLATFORM_BANK, amount, kind: 'payout' },
  ]);

/** Collected cash paid out of the holder's earnings: both what it holds and what it is owed go down. */
export const cashSettlementEntries = (holder: Payee, amount: number): readonly LedgerEntry[] =>
  assertBalanced([
    { account: cashAccount(holder), amount, kind: 'cash_settlement' },
    { account: payeeAccount(holder), amount: -amount, kind: 'cash_settlement' },
  ]);

/** Collected cash handed over to the market's bank (the operator records it). */
export const cashHandoverEntries = (holder: Payee, amount: number): readonly LedgerEntry[] =>
  assertBalanced([
    { account: cashAccount(holder), amount, kind: 'cash_handover' },
    { account: PLATFORM_BANK, amount: -amount, kind: 'cash_handover' },
  ]);

/** Cash handed over: more than is held is refused. */
export function checkCashHandover(cashHeld: number, amount: number): Result<number> {
  return amount >= 1 && amount <= cashHeld ? ok(amount) : fail('money.cash_over_held', { amount: cashHeld });
}
