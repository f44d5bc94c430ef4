/**
 * The market's one ledger (decision 410): double entry in whole rupees. A money event is one
 * transaction whose entries sum to 0; an entry's amount is what its account gains (+) or gives (−).
 *
 * Accounts that money is owed to are credited (+): a store's and a courier's earnings, the market's
 * commission and delivery income, refunds owed to customers' wallets. Accounts that hold money are
 * debited (−) by what they hold: the market's bank (online payments, cash handed over) and a courier's
 * or a store's cash in hand on cash on delivery. So a cash account's balance is minus the cash held.
 */

export type LedgerEntry = { account: string; amount: number; kind: EntryKind };

export const ENTRY_KINDS = [
  /** What the customer paid, debited where the money went (the bank, or someone's hand). */
  'payment',
  /** A store's share of an order. */
  'earning',
  'commission',
  /** The delivery fee (and tips) of an order: a courier's, or the market's for a salaried courier. */
  'delivery',
  /** A coupon the market funds: its cost to the market. */
  'coupon',
  'refund',
  /** Money paid out to a store or a courier. */
  'payout',
  /** Collected cash paid to the market out of the holder's own earnings. */
  'cash_settlement',
  /** Collected cash handed over to the market's bank. */
  'cash_handover',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The kinds of entry a store's own account has: what its statement can be filtered by. */
export const STORE_ENTRY_KINDS = [
  'earning',
  'refund',
  'payout',
  'cash_settlement',
] as const satisfies readonly EntryKind[];

export const PLATFORM_BANK = 'platform:bank';
export const PLATFORM_COMMISSION = 'platform:commission';
export const PLATFORM_DELIVERY = 'platform:delivery';
export const PLATFORM_COUPON = 'platform:coupon';
/** What customers were refunded into their wallets for delivered orders. */
export const REFUNDS = 'refund';

/** Who the market owes, or who holds its cash: a store or a market courier. */
export type Payee = { store: number } | { courier: number };

export const storeAccount = (storeId: number) => `store:${storeId}`;
export const courierAccount = (courierId: number) => `courier:${courierId}`;
export const payeeAccount = (payee: Payee) =>
  'store' in payee ? storeAccount(payee.store) : courierAccount(payee.courier);
/** The cash a store or a courier collected on delivery and has not yet handed over. */
export const cashAccount = (holder: Payee) =>
  'store' in holder ? `cash:store:${holder.store}` : `cash:courier:${holder.courier}`;

/** The sum of some entries (a transaction's is 0; an account's is its balance). */
export const sumEntries = (entries: readonly { amount: number }[]) =>
  entries.reduce((sum, e) => sum + e.amount, 0);

/**
 * Checks a transaction before it is written: none (nothing moved) or two entries or more, whole
 * rupees, one entry per account, summing to 0. A failure is a bug in a rule, never a user's mistake,
 * so it throws.
 */
export function assertBalanced(entries: readonly LedgerEntry[]): readonly LedgerEntry[] {
  const accounts = new Set(entries.map((e) => e.account));
  if (entries.length === 1 || accounts.size !== entries.length)
    throw new RangeError(
      `A ledger transaction needs two or more distinct accounts: ${JSON.stringify(entries)}`,
    );
  if (entries.some((e) => !Number.isSafeInteger(e.amount)))
    throw new RangeError(`Ledger amounts are whole rupees: ${JSON.stringify(entries)}`);
  if (sumEntries(entries) !== 0)
    throw new RangeError(`A ledger transaction must sum to 0: ${JSON.stringify(entries)}`);
  return entries;
}

/**
 * Entries with an amount (a 0 says nothing), keeping those of the accounts in `always` while anything
 * moves; when nothing does, none.
 */
export function withoutZeros(entries: readonly LedgerEntry[], always: readonly string[] = []) {
  if (entries.every((e) => e.amount === 0)) return [];
  return entries.filter((e) => e.amount !== 0 || always.includes(e.account));
}
