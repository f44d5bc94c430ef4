import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../orders/payment';
import {
  cashAccount,
  ENTRY_KINDS,
  type EntryKind,
  type LedgerEntry,
  type Payee,
  PLATFORM_COMMISSION,
  PLATFORM_COUPON,
  payeeAccount,
  REFUNDS,
  storeAccount,
  sumEntries,
} from './ledger';
import {
  cashHandoverEntries,
  cashHeldOf,
  cashSettlementEntries,
  checkCashHandover,
  checkCashSettlement,
  checkPayoutPayment,
  checkPayoutRequest,
  type PayeePosition,
  payoutEntries,
} from './payouts';
import { roundRupees } from './round';
import { type Deliverer, type OrderMoney, type Settlement, settleOrder } from './settle-order';
import { settleRefund } from './settle-refund';

// Random histories of a small market (two stores, a freelance and a salaried courier): orders placed,
// delivered, canceled, refunded in part or whole; payout requests made, paid or rejected; collected
// cash paid from earnings or handed over. After every step the books must hold (decision 410).

const STORES = [1, 2];
const DELIVERERS: Deliverer[] = [
  { by: 'store' },
  { by: 'courier', courierId: 8, paidPerDelivery: true },
  { by: 'courier', courierId: 9, paidPerDelivery: false },
];
const PAYEES: Payee[] = [{ store: 1 }, { store: 2 }, { courier: 8 }, { courier: 9 }];
const METHODS: PaymentMethod[] = ['cash_on_delivery', 'wallet', 'digital_payment'];

const placeArb = fc.record({
  op: fc.constant('place' as const),
  store: fc.constantFrom(...STORES),
  items: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 100, max: 20_000 })),
  couponPercent: fc.constantFrom(0, 10, 50, 100),
  couponFundedBy: fc.constantFrom('store' as const, 'market' as const),
  taxPercent: fc.constantFrom(0, 5, 17),
  rate: fc.constantFrom(0, 120, 200, 350),
  contribution: fc.constantFrom(0, 25, 50, 100),
  tips: fc.constantFrom(0, 10, 50),
  method: fc.constantFrom(...METHODS),
  deliverer: fc.nat({ max: DELIVERERS.length - 1 }),
  commissionPercent: fc.constantFrom(0, 7.5, 10, 12.5, 100),
});
const pickArb = fc.record({ pick: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) });
const stepArb = fc.oneof(
  { arbitrary: placeArb, weight: 4 },
  { arbitrary: pickArb.map((p) => ({ ...p, op: 'deliver' as const })), weight: 4 },
  { arbitrary: pickArb.map((p) => ({ ...p, op: 'cancel' as const })), weight: 1 },
  {
    arbitrary: fc
      .record({ whole: fc.boolean() })
      .chain((w) => pickArb.map((p) => ({ ...p, ...w, op: 'refund' as const }))),
    weight: 2,
  },
  { arbitrary: pickArb.map((p) => ({ ...p, op: 'request' as const })), weight: 3 },
  {
    arbitrary: fc
      .record({ pay: fc.boolean() })
      .chain((w) => pickArb.map((p) => ({ ...p, ...w, op: 'decide' as const }))),
    weight: 3,
  },
  { arbitrary: pickArb.map((p) => ({ ...p, op: 'settleCash' as const })), weight: 2 },
  { arbitrary: pickArb.map((p) => ({ ...p, op: 'handover' as const })), weight: 2 },
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;
type Place = Extract<Step, { op: 'place' }>;

type Order = {
  money: OrderMoney;
  status: 'placed' | 'delivered' | 'canceled';
  settlement?: Settlement;
  refunded: number;
};
type Request = { payee: Payee; amount: number; status: 'pending' | 'paid' | 'rejected' };

/** The market as the test keeps it: the ledger, and what it knows independently of the ledger. */
class Market {
  entries: (LedgerEntry & { txn: string; order?: number })[] = [];
  orders: Order[] = [];
  requests: Request[] = [];
  /** Customers' money the ledger must account for: what was paid for delivered orders. */
  paidForDelivered = 0;
  /** Cash collected on delivery, by holder account, less what was settled or handed over. */
  cashInHand = new Map<string, number>();

  post(txn: string, entries: readonly LedgerEntry[], order?: number) {
    expect(sumEntries(entries), txn).toBe(0);
    expect(
      this.entries.some((e) => e.txn === txn),
      `${txn} posted twice`,
    ).toBe(false);
    this.entries.push(...entries.map((e) => ({ ...e, txn, ...(order !== undefined && { order }) })));
  }

  balance = (account: string) => sumEntries(this.entries.filter((e) => e.account === account));

  position(payee: Payee): PayeePosition {
    const reserved = this.requests
      .filter((r) => r.status === 'pending' && payeeAccount(r.payee) === payeeAccount(payee))
      .reduce((sum, r) => sum + r.amount, 0);
    return {
      balance: this.balance(payeeAccount(payee)),
      cashHeld: cashHeldOf(this.balance(cashAccount(payee))),
      reserved,
    };
  }

  holdCash(holder: Payee, amount: number) {
    const key = cashAccount(holder);
    this.cashInHand.set(key, (this.cashInHand.get(key) ?? 0) + amount);
  }
}

function orderOf(p: Place): OrderMoney {
  const coupon = roundRupees((p.items * p.couponPercent) / 100);
  const tax = roundRupees((p.items * p.taxPercent) / 100);
  const charge = roundRupees(p.rate * (1 - p.contribution / 100));
  return {
    storeId: p.store,
    orderAmount: p.items - coupon + tax + charge + p.tips,
    couponDiscount: coupon,
    couponFundedBy: p.couponFundedBy,
    tax,
    deliveryCharge: charge,
    originalDeliveryCharge: p.rate,
    tips: p.tips,
    paymentMethod: p.method,
    deliverer: DELIVERERS[p.deliverer]!,
    commissionPercent: p.commissionPercent,
  };
}

const pick = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);
const part = (most: number, share: number) => Math.max(1, Math.min(most, Math.ceil(most * share)));

function run(m: Market, step: Step) {
  if (step.op === 'place') {
    m.orders.push({ money: orderOf(step), status: 'placed', refunded: 0 });
    return;
  }
  const id = (o: Order | undefined) => m.orders.indexOf(o!);
  if (step.op === 'deliver' || step.op === 'cancel') {
    const order = pick(
      m.orders.filter((o) => o.status === 'placed'),
      step.pick,
    );
    if (!order) return;
    if (step.op === 'cancel') {
      order.status = 'canceled'; // before delivery nothing was posted; a paid order goes back to the wallet
      return;
    }
    order.status = 'delivered';
    order.settlement = settleOrder(order.money);
    m.paidForDelivered += order.money.orderAmount;
    const { deliverer, paymentMethod, storeId } = order.money;
    if (paymentMethod === 'cash_on_delivery')
      m.holdCash(
        deliverer.by === 'courier' ? { courier: deliverer.courierId } : { store: storeId },
        order.money.orderAmount,
      );
    m.post(`order:${id(order)}:delivered`, order.settlement.entries, id(order));
    return;
  }
  if (step.op === 'refund') {
    const order = pick(
      m.orders.filter((o) => o.status === 'delivered' && o.refunded < o.money.orderAmount),
      step.pick,
    );
    if (!order?.settlement) return;
    const left = order.money.orderAmount - order.refunded;
    const amount = step.whole ? left : part(left, step.share);
    m.post(
      `order:${id(order)}:refund:${order.refunded}`,
      settleRefund(order.settlement.basis, order.refunded, amount),
      id(order),
    );
    order.refunded += amount;
    return;
  }
  if (step.op === 'request') {
    const payee = pick(PAYEES, step.pick)!;
    const position = m.position(payee);
    const most = Math.max(0, position.balance - position.cashHeld - position.reserved);
    expect(checkPayoutRequest(position, most + 1).ok).toBe(false);
    if (most === 0) return;
    const amount = part(most, step.share);
    expect(checkPayoutRequest(position, amount).ok).toBe(true);
    m.requests.push({ payee, amount, status: 'pending' });
    return;
  }
  if (step.op === 'decide') {
    const request = pick(
      m.requests.filter((r) => r.status === 'pending'),
      step.pick,
    );
    if (!request) return;
    if (step.pay && checkPayoutPayment(m.position(request.payee), request.amount).ok) {
      m.post(`payout:${m.requests.indexOf(request)}:paid`, payoutEntries(request.payee, request.amount));
      request.status = 'paid';
      expect(m.position(request.payee).balance).toBeGreaterThanOrEqual(0);
    } else request.status = 'rejected';
    return;
  }
  const holder = pick(PAYEES, step.pick)!;
  const position = m.position(holder);
  if (step.op === 'settleCash') {
    const most = Math.min(position.cashHeld, Math.max(0, position.balance - position.reserved));
    expect(checkCashSettlement(position, most + 1).ok).toBe(false);
    if (most === 0) return;
    const amount = part(most, step.share);
    expect(checkCashSettlement(position, amount).ok).toBe(true);
    m.post(`cash:${m.entries.length}`, cashSettlementEntries(holder, amount));
    m.holdCash(holder, -amount);
    expect(m.position(holder).balance).toBeGreaterThanOrEqual(0);
    return;
  }
  expect(checkCashHandover(position.cashHeld, position.cashHeld + 1).ok).toBe(false);
  if (position.cashHeld === 0) return;
  const amount = part(position.cashHeld, step.share);
  m.post(`handover:${m.entries.length}`, cashHandoverEntries(holder, amount));
  m.holdCash(holder, -amount);
}

const ORDER_KINDS: EntryKind[] = ['earning', 'commission', 'delivery', 'coupon', 'refund'];
const isCourierOrDelivery = (account: string) => /^courier:|^platform:delivery$/.test(account);

function checkBooks(m: Market) {
  // Every transaction sums to 0, so the whole ledger does.
  expect(sumEntries(m.entries)).toBe(0);
  // Every rupee customers paid for delivered orders is accounted for as seller earning + commission
  // + delivery + refund, less what the market's coupons gave them.
  const of = (test: (e: LedgerEntry) => boolean) =>
    sumEntries(m.entries.filter((e) => e.order !== undefined && test(e)));
  const received = 0 - of((e) => e.kind === 'payment');
  expect(received).toBe(m.paidForDelivered);
  expect(of((e) => ORDER_KINDS.includes(e.kind))).toBe(received);
  expect(
    of((e) => e.account.startsWith('store:')) +
      of((e) => e.account === PLATFORM_COMMISSION) +
      of((e) => isCourierOrDelivery(e.account)) +
      of((e) => e.account === REFUNDS) +
      of((e) => e.account === PLATFORM_COUPON),
  ).toBe(received);
  // Accounts that must never go below 0 (or above it, for what the market holds or gave away).
  for (const [account, cash] of m.cashInHand) expect(m.balance(account), account).toBe(0 - cash);
  for (const account of new Set(m.entries.map((e) => e.account))) {
    const balance = m.balance(account);
    if (account.startsWith('cash:') || account === PLATFORM_COUPON)
      expect(balance, account).toBeLessThanOrEqual(0);
    if (account.startsWith('courier:') || account === PLATFORM_COMMISSION || account === REFUNDS)
      expect(balance, account).toBeGreaterThanOrEqual(0);
  }
  // Each order: never refunded more than was paid; a whole refund leaves the store only its delivery
  // contribution to a market courier, and the market neither commission nor coupon from it.
  m.orders.forEach((order, id) => {
    const mine = m.entries.filter((e) => e.order === id);
    expect(sumEntries(mine.filter((e) => e.account === REFUNDS))).toBe(order.refunded);
    expect(order.refunded).toBeLessThanOrEqual(order.money.orderAmount);
    if (!order.settlement || order.refunded === 0 || order.refunded !== order.money.orderAmount) return;
    const net = (account: string) => sumEntries(mine.filter((e) => e.account === account));
    expect(net(storeAccount(order.money.storeId))).toBe(0 - order.settlement.storeDeliveryContribution);
    expect(net(PLATFORM_COMMISSION)).toBe(0);
    expect(net(PLATFORM_COUPON)).toBe(0);
  });
}

describe('the ledger over random order histories (decision 410)', () => {
  it('balances every transaction, accounts for every rupee paid, and keeps balances where they belong', () => {
    // How many histories wrote each kind of entry: a property that never paid a payout proves nothing of payouts.
    const histories = new Map<EntryKind, number>();
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 60, size: 'max' }), (steps) => {
        const market = new Market();
        for (const step of steps) {
          run(market, step);
          checkBooks(market);
        }
        for (const kind of new Set(market.entries.map((e) => e.kind)))
          histories.set(kind, (histories.get(kind) ?? 0) + 1);
      }),
      { numRuns: 100 },
    );
    for (const kind of ENTRY_KINDS) expect(histories.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(5);
    // A hang guard, not a speed limit: 100 random markets take 2 to 4 s of one core under load.
  }, 60_000);
});
