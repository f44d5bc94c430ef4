import {
  type EntryKind,
  type Payee,
  PLATFORM_COMMISSION,
  pakistanDaysRange,
  pakistanPeriodStarts,
  payeeAccount,
  withdrawable,
} from '@bazaar/domain';
import { type AnyColumn, and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { ledgerEntries, orders } from '../db/schema';
import { payeePosition } from './payees';
import type { Db } from './tx';

/**
 * What a store or a courier earned (its account's entries of orders: earnings less refunds) today, this
 * week and this month in Pakistan and in all, and where it stands now (decision 410).
 */
export async function earningSummary(db: Db, payee: Payee, now: Date = new Date()) {
  const starts = pakistanPeriodStarts(now);
  const since = (from: Date) =>
    sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.createdAt} >= ${from.toISOString()}), 0)`;
  const [row] = await db
    .select({
      today: since(starts.day),
      week: since(starts.week),
      month: since(starts.month),
      all: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, payeeAccount(payee)), isNotNull(ledgerEntries.orderId)));
  const position = await payeePosition(db, payee);
  return {
    today: Number(row?.today ?? 0),
    thisWeek: Number(row?.week ?? 0),
    thisMonth: Number(row?.month ?? 0),
    allTime: Number(row?.all ?? 0),
    ...position,
    withdrawable: withdrawable(position),
  };
}

export type StatementRow = {
  id: number;
  txn: string;
  kind: EntryKind;
  amount: number;
  /** The account's balance after this entry. */
  balance: number;
  orderId: number | null;
  payoutId: number | null;
  createdAt: Date;
  /** For an order's entries: its amount, the commission taken of it, and its tips. */
  orderAmount: number | null;
  commission: number | null;
  tips: number | null;
};

/** Which entries a statement page shows: of one kind, between two Pakistani days (both included). */
export type StatementFilter = {
  kind?: EntryKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * A payee's account entries, newest first, each with the balance after it and the order it is of. The
 * filter picks entries; each keeps the balance after it in the whole account.
 */
export async function statementPage(
  db: Db,
  payee: Payee,
  page: { limit: number; offset: number } & StatementFilter,
) {
  const account = payeeAccount(payee);
  const { since, before } = pakistanDaysRange(page.from, page.to);
  const picked = (entries: { kind: AnyColumn; createdAt: AnyColumn }) =>
    and(
      page.kind && eq(entries.kind, page.kind),
      since && gte(entries.createdAt, since),
      before && lt(entries.createdAt, before),
    );
  const running = db
    .select({
      id: ledgerEntries.id,
      txn: ledgerEntries.txn,
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      orderId: ledgerEntries.orderId,
      payoutId: ledgerEntries.payoutId,
      createdAt: ledgerEntries.createdAt,
      balance: sql<string>`sum(${ledgerEntries.amount}) over (order by ${ledgerEntries.id})`.as('balance'),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account))
    .as('running');
  const rows = await db
    .select()
    .from(running)
    .where(picked(running))
    .orderBy(desc(running.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), picked(ledgerEntries)));
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))];
  const orderRows = orderIds.length
    ? await db
        .select({ id: orders.id, amount: orders.orderAmount, tips: orders.dmTips })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const commissions = orderIds.length
    ? await db
        .select({ txn: ledgerEntries.txn, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(inArray(ledgerEntries.orderId, orderIds), eq(ledgerEntries.account, PLATFORM_COMMISSION)))
    : [];
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  const commissionByTxn = new Map(commissions.map((c) => [c.txn, c.amount]));
  const statement: StatementRow[] = rows.map((r) => {
    const order = r.orderId === null ? undefined : orderById.get(r.orderId);
    return {
      ...r,
      kind: r.kind as EntryKind,
      balance: Number(r.balance),
      orderAmount: order?.amount ?? null,
      commission: order ? (commissionByTxn.get(r.txn) ?? 0) : null,
      tips: order?.tips ?? null,
    };
  });
  return { total: total?.n ?? 0, statement };
}

/** The commission the market took of a store's orders, less what refunds gave back (decision 410). */
export async function commissionPaid(db: Db, storeId: number) {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, PLATFORM_COMMISSION), eq(ledgerEntries.storeId, storeId)));
  return Number(row?.sum ?? 0);
}
